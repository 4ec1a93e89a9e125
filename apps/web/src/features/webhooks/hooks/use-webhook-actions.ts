import type { TWebhook } from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TApiResult } from '@/lib/envelope';
import { webhooks } from '@/resources/webhooks';

/** The first failure among results, or how many succeeded. */
const outcome = (results: TApiResult<unknown>[]): TApiResult<number> =>
  results.find((r): r is Extract<TApiResult<unknown>, { ok: false }> => !r.ok) ?? {
    ok: true,
    value: results.length,
  };

/**
 * The Actions menu's work on the selected webhooks: each request on its own (the API changes one
 * webhook at a time), then one refresh of the list, whatever failed.
 */
export function useWebhookActions() {
  const client = useQueryClient();
  // one set of actions per query client: the table's Actions menu is built from them once
  return useMemo(() => {
    const refresh = () => client.invalidateQueries({ queryKey: webhooks.keys.all });
    const settle = async (calls: Promise<TApiResult<unknown>>[]) => {
      const results = await Promise.all(calls);
      await refresh();
      return outcome(results);
    };
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
