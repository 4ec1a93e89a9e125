import { USAGE_ALERT_NOTICE_TEXTS, usageAlertSentence } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useNoticesOnce } from '@/components/toast/use-notices-once';
import { usageAlertNotices, usageAlertNoticesQuery, usageAlerts } from '@/resources/usage-alerts';

/**
 * Issue 29's "notifies once per period": an alert that fired is a toast at the next visit of
 * someone who reads usage, once. Marked seen once shown, so the next page, tab or user of the
 * account is not told twice (the owners also have it by mail).
 */
export function useUsageAlertNotices(): void {
  const notices = useQuery({ ...usageAlertNoticesQuery(), staleTime: Infinity });
  const { mutate } = usageAlertNotices.useChange('seen', { invalidates: [usageAlerts.keys.all] });
  useNoticesOnce(
    notices.data,
    (notice) => ({ header: USAGE_ALERT_NOTICE_TEXTS.header, content: usageAlertSentence(notice) }),
    (ids) => mutate({ body: { ids } }),
  );
}
