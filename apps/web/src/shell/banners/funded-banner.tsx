import { Alert, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { MESSAGES, rule } from '@parley/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FundingNextSteps } from '@/components/funding/funding-next-steps';
import { paths } from '@/config/paths';
import { usePortalConfig } from '@/resources/portal-config';
import { useCan } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';

/**
 * Doc 000 §4: shown when accountConfig.funded equals '0'; dismissed for this browser session.
 * It also says what to do next: billing for those who may pay, support for everyone.
 */
export function FundedBanner() {
  const session = useSignedInSession();
  const config = usePortalConfig();
  const canPay = useCan({ rule: rule.all('manage-payment') });
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
      <Text size="sm">{MESSAGES.unfunded}</Text>
      <FundingNextSteps
        canPay={canPay}
        billingPath={paths.billing}
        supportEmail={config.data?.links.supportEmail}
        companyName={session.companyName}
        accountId={session.accountId}
      />
    </Alert>
  );
}
