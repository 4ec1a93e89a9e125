import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { ASSET_PICKER_TEXTS as T, fillText } from '@parley/domain';
import { useMergedRef } from '@mantine/hooks';
import { useId, useRef, useState } from 'react';
import { effectiveBudget, overBudgetMessage } from './asset-budget';
import { AssetLibraryDialog } from './asset-library-dialog';
import type { TAssetPickerProps } from './asset-picker-api';
import { AssetSummary } from './asset-summary';

/**
 * The asset picker (doc 000 §4): closed, it shows the chosen image (thumbnail, name, size) with
 * Remove, and a button that opens the library; there an image is chosen and confirmed, or added
 * (Add image → upload → selected). Focus comes back to the button that opened it; after Remove,
 * to the choose button.
 */
export function AssetPicker({
  value,
  onChange,
  budgetBytes,
  disabled = false,
  error,
  ref,
}: TAssetPickerProps) {
  const [open, setOpen] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const chooseRef = useMergedRef(chooseButton, ref);
  const errorId = useId();
  const budget = effectiveBudget(budgetBytes);
  const refusal = value ? overBudgetMessage(value.size, budget) : null;
  const refusalId = useId();

  return (
    <Stack gap="xs">
      {value ? (
        <Paper
          withBorder
          p="xs"
          radius="md"
          component="section"
          aria-label={T.chosen}
          aria-describedby={refusal ? refusalId : undefined}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <AssetSummary asset={value} nameLines={2} />
            <Button
              variant="subtle"
              color="red"
              // the subtle variant writes red.6 (3.3:1 on white) whatever shade it is given;
              // red.9's text is 5.5:1, and above 4.5:1 on the hover tint
              c="red.9"
              // the name gives way, not the button
              style={{ flex: 'none' }}
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={fillText(T.removeNamed, { name: value.name })}
              disabled={disabled}
              onClick={() => {
                onChange(null);
                chooseButton.current?.focus();
              }}
            >
              {T.remove}
            </Button>
          </Group>
          {refusal ? (
            <Text id={refusalId} c="red.8" size="sm" mt="xs">
              {refusal}
            </Text>
          ) : null}
        </Paper>
      ) : null}
      <Group>
        <Button
          ref={chooseRef}
          variant="default"
          leftSection={<IconPhoto size={16} aria-hidden />}
          disabled={disabled}
          onClick={() => setOpen(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {value ? T.change : T.choose}
        </Button>
      </Group>
      {error ? (
        <Text id={errorId} c="red.8" size="sm">
          {error}
        </Text>
      ) : null}
      <AssetLibraryDialog
        opened={open && !disabled}
        onClose={() => setOpen(false)}
        value={value}
        budgetBytes={budget}
        onConfirm={(asset) => {
          onChange(asset);
          setOpen(false);
        }}
      />
    </Stack>
  );
}
