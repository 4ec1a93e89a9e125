import { WEBHOOK_NOTICE_TEXTS, WEBHOOK_WRITE, fillText } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useNoticesOnce } from '@/components/toast/use-notices-once';
import { useCan } from '@/lib/authorization';
import { webhookDeliveries, webhookNoticesQuery, webhooks } from '@/resources/webhooks';

const MAY_FIX = { rule: WEBHOOK_WRITE };

/**
 * Issue 28's "the account told": a webhook Parley turned off after 24 hours of failures is a toast
 * at the next visit of someone who can turn it on again, once. Marked seen once shown, so the next
 * page, tab or user of the account is not told twice.
 */
export function useWebhookNotices(): void {
  const mayFix = useCan(MAY_FIX);
  const notices = useQuery({ ...webhookNoticesQuery(), enabled: mayFix, staleTime: Infinity });
  const { mutate } = webhookDeliveries.useChange('noticesSeen', { invalidates: [webhooks.keys.all] });
  useNoticesOnce(
    notices.data,
    (notice) => ({
      header: WEBHOOK_NOTICE_TEXTS.header,
      content: fillText(WEBHOOK_NOTICE_TEXTS.content, { name: notice.name, url: notice.url }),
    }),
    (ids) => mutate({ body: { ids } }),
  );
}
