import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES, OUR_MESSAGES, contactName, type TContact } from '@parley/domain';
import { useState } from 'react';
import { showToast } from '@/components/toast/show-toast';
import { requestErrorMessage } from '@/lib/envelope';
import { contacts } from '@/resources/contacts';

/**
 * Doc 001 §8: when only archived contacts match, the search says they may be archived and offers
 * to unarchive them; an unarchived contact is found by the same search again.
 */
export function ArchivedHint({
  notice,
  matches,
  editable,
}: {
  notice: string;
  matches: readonly TContact[];
  editable: boolean;
}) {
  // the kit says a save; this one in its own words
  const update = contacts.useUpdate({
    successToast: () => ({ header: MESSAGES.configSuccess, content: OUR_MESSAGES.contactUnarchived }),
  });
  const [busy, setBusy] = useState<string | null>(null);
  const unarchive = async (c: TContact) => {
    setBusy(c.contactId);
    const result = await update.mutateAsync({
      id: c.contactId,
      input: { extData: { ...c.extData, phonenumber1: c.extData.phonenumber1 ?? '' }, archived: false },
    });
    setBusy(null);
    if (!result.ok)
      showToast({ type: 'error', header: MESSAGES.errorHeader, content: requestErrorMessage(result.error) });
  };

  return (
    <Alert color="yellow" title="Archived contact" role="status">
      <Stack gap="xs">
        <Text size="sm">{notice}</Text>
        {matches.map((c) => (
          <Group key={c.contactId} gap="sm">
            <Text size="sm">
              {contactName(c)} · {c.extData.phonenumber1}
            </Text>
            {editable ? (
              <Button
                size="xs"
                variant="light"
                loading={busy === c.contactId}
                onClick={() => void unarchive(c)}
                aria-label={`Unarchive contact ${contactName(c)}`}
              >
                Unarchive contact
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
