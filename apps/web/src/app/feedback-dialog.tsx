// the dialog's styles come with it: the page it opens on may have loaded only the sign-in's
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { useState } from 'react';
import { showToast } from '@/components/toast/show-toast';
import { isErrorReportingOn, sendFeedback } from '@/lib/error-reporting';
import { useSession } from '@/lib/session';

interface TFeedbackDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the reported error's event, so the words arrive beside it */
  eventId: string | null;
  error: unknown;
  supportEmail: string | undefined;
}

/** With error reporting on, feedback goes to it; without, it becomes an email to support. */
export function FeedbackDialog({ opened, onClose, eventId, error, supportEmail }: TFeedbackDialogProps) {
  const { session } = useSession();
  const [message, setMessage] = useState('');

  const send = async () => {
    const text = message.trim();
    if (!text) return;
    if (await sendFeedback(text, eventId, session?.displayName)) {
      showToast({ type: 'success', header: 'Feedback sent', content: OUR_MESSAGES.feedbackThanks });
    } else {
      const detail = error instanceof Error ? error.message : String(error);
      const body = `${text}\n\nPage: ${window.location.href}\nError: ${detail}\nTime: ${new Date().toISOString()}`;
      const params = new URLSearchParams({ subject: 'Parley: feedback on an error', body });
      window.location.href = `mailto:${supportEmail ?? ''}?${params.toString().replace(/\+/g, '%20')}`;
    }
    setMessage('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Report feedback">
      <Stack gap="md">
        <Textarea
          label="What were you doing when this happened?"
          autosize
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send()} disabled={!message.trim()}>
            {isErrorReportingOn() ? 'Send feedback' : 'Email support'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
