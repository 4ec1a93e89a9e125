import { ActionIcon, Button } from '@mantine/core';
import { MESSAGE_SEND, SEND_MESSAGE_TEXTS as T, can, fillText, type TTemplate } from '@parley/domain';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSignedInSession } from '@/lib/session';
import { SendTestDialog } from './send-test-dialog';

/**
 * A template's "Send a test message" (issue 28): an icon in the list's row or a button on its
 * page, opening the dialog; nothing for a caller who may not send (message-send).
 */
export function SendTestAction({ template, variant }: { template: TTemplate; variant: 'icon' | 'button' }) {
  const allowed = can(useSignedInSession(), MESSAGE_SEND);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const name = fillText(T.actionOne, { title: template.templateTitle });
  return (
    <>
      {variant === 'icon' ? (
        <ActionIcon variant="subtle" aria-label={name} onClick={() => setOpen(true)}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {T.action}
        </Button>
      )}
      <SendTestDialog template={open ? template : null} onClose={() => setOpen(false)} />
    </>
  );
}
