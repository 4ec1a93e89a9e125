import { Stack, Text } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T, renderTemplate, type TAsset, type TMessage } from '@parley/domain';
import { useMemo, useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { MessageComposer } from '@/components/message-composer/message-composer';
import { SendMessageForm, type TSendContent } from '@/components/send-message/send-message-form';

/**
 * New conversation (issue 30): the first message written in the composer, then sent as
 * "Send a message" sends (the account's number it goes from, the customer's number, chosen with
 * the to-number picker: a contact, or a new number typed in); the conversation it starts opens.
 * Variables are filled with their defaults: there is no contact yet.
 */
export function NewConversationDialog({
  opened,
  onClose,
  onStarted,
}: {
  opened: boolean;
  onClose: () => void;
  /** the message went: its conversation opens (none when the server filed it in none) */
  onStarted: (message: TMessage) => void;
}) {
  const [value, setValue] = useState('');
  const [asset, setAsset] = useState<TAsset | null>(null);
  const content = useMemo<TSendContent>(
    () => ({ kind: 'body', body: renderTemplate(value), mediaAssetId: asset?.id ?? null }),
    [value, asset],
  );
  return (
    <AppModal opened={opened} onClose={onClose} title={T.newConversation} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.newConversationIntro}
        </Text>
        <MessageComposer
          label={T.message}
          value={value}
          onChange={setValue}
          asset={asset}
          onAssetChange={setAsset}
          preview={false}
        />
        <SendMessageForm
          content={content}
          label={T.newConversation}
          toPicker
          onCancel={onClose}
          onSent={onStarted}
        />
      </Stack>
    </AppModal>
  );
}
