import WebhookNotices from '@/features/webhooks/components/webhook-notices';
import UsageAlertNotices from '@/features/reports/components/usage-alert-notices';

interface TAccountNoticesProps {
  /** a webhook Parley turned off: told to those who may turn it on again */
  webhooks: boolean;
  /** a usage alert that fired: told to those who read usage */
  usageAlerts: boolean;
}

/**
 * What happened to the account while nobody looked, as toasts at the next visit: one chunk the
 * frame loads after the page, whatever page the visit starts on.
 */
export default function AccountNotices({ webhooks, usageAlerts }: TAccountNoticesProps) {
  return (
    <>
      {webhooks && <WebhookNotices />}
      {usageAlerts && <UsageAlertNotices />}
    </>
  );
}
