import { USAGE_ALERT_NOTICE_TEXTS, usageAlertSentence } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showToast } from '@/components/toast/show-toast';
import { usageAlertNotices, usageAlertNoticesQuery, usageAlerts } from '@/resources/usage-alerts';

/** Long enough to read the sentence; the notice is not shown again. */
const NOTICE_MS = 15_000;

/**
 * Issue 29's "notifies once per period": an alert that fired is a toast at the next visit of
 * someone who reads usage, once. Marked seen once shown, so the next page, tab or user of the
 * account is not told twice (the owners also have it by mail).
 */
export function useUsageAlertNotices(): void {
  const notices = useQuery({ ...usageAlertNoticesQuery(), staleTime: Infinity });
  const { mutate } = usageAlertNotices.useChange('seen', { invalidates: [usageAlerts.keys.all] });
  const list = notices.data;
  useEffect(() => {
    if (!list?.length) return;
    for (const notice of list)
      showToast({
        type: 'warning',
        header: USAGE_ALERT_NOTICE_TEXTS.header,
        content: usageAlertSentence(notice),
        timeToFade: NOTICE_MS,
      });
    mutate({ body: { ids: list.map((n) => n.id) } });
  }, [list, mutate]);
}
