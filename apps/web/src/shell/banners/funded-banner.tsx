import { Alert } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { MESSAGES } from '@parley/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSignedInSession } from '@/lib/session';

/** Doc 000 §4: shown when accountConfig.funded equals '0'; dismissed for this browser session. */
export function FundedBanner() {
  const session = useSignedInSession();
  const [dismissedFor, setDismissedFor] = useSessionStorage({
    key: 'parley_unfunded_dismissed',
    defaultValue: '',
  });
  if (session.accountConfig.funded !== '0' || dismissedFor === session.accountId) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setDismissedFor(session.accountId)}
      aria-label="Payment required"
      mb="sm"
    >
      {MESSAGES.unfunded}
    </Alert>
  );
}
