import { Button, Group, Stack, Text } from '@mantine/core';
import {
  NUMBERS_PAGE_TEXTS as T,
  changeToastText,
  fillText,
  numbersResource,
  type TNumber,
} from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { showToast } from '@/components/toast/show-toast';
import { requestErrorMessage } from '@/lib/envelope';
import { useResourceActions } from '@/lib/use-resource-actions';
import { numberSets } from '@/resources/number-sets';
import { numbers } from '@/resources/numbers';
import { phoneText } from './number-format';
import { NumberSetSelect } from './number-set-select';

/**
 * "Move to number set" on the selected numbers: one `PATCH /v3/numbers` with
 * `{ ids, changes: { numberSetId } }` (the kit's bulk change; one number goes by its own PUT), all
 * moved or none. Numbers already in the chosen set are left alone. A set's numbers change with it,
 * so the sets are reloaded too.
 */
export function MoveToSetDialog({
  items,
  onClose,
  onMoved,
}: {
  /** the numbers to move; null: closed */
  items: readonly TNumber[] | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { change } = useResourceActions(numbers);
  const client = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = items ?? [];
  const close = () => {
    setProblem(null);
    setTarget(null);
    onClose();
  };
  const move = async () => {
    const moving = chosen.filter((n) => n.numberSetId !== target);
    if (moving.length === 0) {
      onMoved();
      close();
      return;
    }
    setPending(true);
    const result = await change(moving, { numberSetId: target });
    setPending(false);
    if (!result.ok) {
      setProblem(requestErrorMessage(result.error));
      return;
    }
    await client.invalidateQueries({ queryKey: numberSets.keys.all });
    showToast({
      type: 'success',
      ...changeToastText(
        numbersResource.label,
        'moved',
        moving.map((n) => n.phoneNumber),
      ),
    });
    onMoved();
    close();
  };
  const message =
    chosen.length === 1
      ? fillText(T.moveOne, { name: phoneText(chosen[0]!.phoneNumber) })
      : fillText(T.moveMessage, { n: chosen.length });

  return (
    <AppModal opened={items !== null} onClose={close} title={T.moveTitle} size="md">
      <Stack gap="md">
        <Text>{message}</Text>
        <NumberSetSelect value={target} onChange={setTarget} label={T.moveTo} />
        {problem ? (
          <Text c="red.9" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void move()} loading={pending}>
            {T.moveSubmit}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
