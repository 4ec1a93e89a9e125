import type { TWebhook } from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TApiResult } from '@/lib/envelope';
import { settleEach } from '@/lib/settle-each';
import { webhooks } from '@/resources/webhooks';

/**
 * The Actions menu's work on the selected webhooks: each request on its own (the API changes one
 * webhook at a time), then one refresh of the list, whatever failed.
 */
export function useWebhookActions() {
  const client = useQueryClient();
  // one set of actions per query client: the table's Actions menu is built from them once
  return useMemo(() => {
    const settle = (calls: Promise<TApiResult<unknown>>[]) => settleEach(client, webhooks.keys.all, calls);
    return {
      /** switches the webhooks on or off; those already so are left alone */
      setEnabled: (rows: readonly TWebhook[], enabled: boolean) =>
        settle(
          rows
            .filter((w) => w.enabled !== enabled)
            .map(({ id, name, url, events }) => webhooks.fetchers.update(id, { name, url, events, enabled })),
        ),
      remove: (rows: readonly TWebhook[]) => settle(rows.map((w) => webhooks.fetchers.remove(w.id))),
    };
  }, [client]);
}
