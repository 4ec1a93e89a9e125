import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { MESSAGES, OUR_MESSAGES, rule } from '@parley/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePortalConfig } from '@/features/portal/api/get-portal-config';
import { useCan } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';

/** A mail to support that already says which account needs funding. */
export function fundingMailto(supportEmail: string, companyName: string, accountId: string): string {
  const query = new URLSearchParams({
    subject: `Funding ${companyName}`,
    body: `Hello, our account ${companyName} (${accountId}) shows Payment Required. How do we add funds?`,
  });
  // mail clients read '+' literally: spaces must be %20
  return `mailto:${supportEmail}?${query.toString().replace(/\+/g, '%20')}`;
}

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
  const supportEmail = config.data?.links.supportEmail;
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
      <Group gap="md" mt={6}>
        <Text size="sm">{canPay ? OUR_MESSAGES.unfundedPayer : OUR_MESSAGES.unfundedAskOwner}</Text>
        {canPay ? (
          <Anchor component={Link} to={paths.billingHistory} size="sm" fw={600} c="red.9" underline="always">
            Go to billing
          </Anchor>
        ) : null}
        {supportEmail ? (
          <Anchor
            href={fundingMailto(supportEmail, session.companyName, session.accountId)}
            size="sm"
            fw={600}
            c="red.9"
            underline="always"
          >
            Email support
          </Anchor>
        ) : null}
      </Group>
    </Alert>
  );
}
