import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { WEBHOOK_SECRET_TEXTS as T, fillText } from '@parley/domain';
import { CopyButton } from '@/components/copy-button/copy-button';
import { AppModal } from '@/components/dialog/app-modal';

interface TWebhookSecretDialogProps {
  /** the webhook's name and its secret; null while closed */
  shown: { name: string; secret: string } | null;
  onClose: () => void;
}

/**
 * The signing secret, once (issue 28): after the webhook is made or its secret rotated. The
 * server never answers it again, so the dialog says so and offers a copy button.
 */
export function WebhookSecretDialog({ shown, onClose }: TWebhookSecretDialogProps) {
  return (
    <AppModal
      opened={shown !== null}
      onClose={onClose}
      size="lg"
      closeOnClickOutside={false}
      title={shown ? fillText(T.title, { name: shown.name }) : ''}
    >
      {shown ? (
        <Stack gap="md">
          <Text size="sm">{T.intro}</Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code
              aria-label={T.label}
              style={{ wordBreak: 'break-all', flex: 1, fontSize: 'var(--mantine-font-size-sm)' }}
            >
              {shown.secret}
            </Code>
            <CopyButton value={shown.secret} label={T.copy} />
          </Group>
          <Alert color="yellow" variant="light">
            {T.once}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {T.done}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
