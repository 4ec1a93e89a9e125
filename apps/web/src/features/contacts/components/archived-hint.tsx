import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  CONTACT_SEARCH_ARCHIVED_MAX,
  CONTACT_WRITE,
  DATA_TABLE_TEXTS,
  MESSAGES,
  OUR_MESSAGES,
  can,
  contactName,
  type TContact,
} from '@parley/domain';
import { useState } from 'react';
import { showToast } from '@/components/toast/show-toast';
import { requestErrorMessage } from '@/lib/envelope';
import { useSignedInSession } from '@/lib/session';
import { contacts } from '@/resources/contacts';

/**
 * What the table says when no active contact has the number (doc 001 §8): 'No results found',
 * and where archived contacts have it, the spec's hint with them and the offer to unarchive each;
 * an unarchived contact is found by the same search again.
 */
export function ArchivedHint({ phone }: { phone: string }) {
  const editable = can(useSignedInSession(), CONTACT_WRITE);
  const archived = contacts.useList({ phone, archived: 'true', limit: CONTACT_SEARCH_ARCHIVED_MAX });
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
  const matches = archived.data?.items ?? [];

  return (
    <Stack gap="sm">
      <Text size="sm">{DATA_TABLE_TEXTS.noResults}</Text>
      {matches.length > 0 ? (
        <Alert color="yellow" title="Archived contact" role="status" ta="start">
          <Stack gap="xs">
            <Text size="sm">{MESSAGES.contactArchived}</Text>
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
      ) : null}
    </Stack>
  );
}
