import { eq } from 'drizzle-orm';
import { webhooksResource, type TWebhookConnection } from '@parley/domain';
import type { Db } from '../../db/client';
import { webhooks } from '../../db/schema/index';
import { ownedRepository } from '../../lib/owned-repository';

/** The account's webhooks: by name (case-insensitively), newest or last changed; search on name and url. */
export const webhooksRepository = ownedRepository(webhooksResource, webhooks, { search: ['name', 'url'] });

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * GET /v3/webhooks/connections: where the account's events go. One row per receiving host, with
 * how many of the account's webhooks send there and how many of those are enabled, by host.
 */
export async function webhookConnections(db: Db, accountSid: string): Promise<TWebhookConnection[]> {
  const rows = await db
    .select({ url: webhooks.url, enabled: webhooks.enabled })
    .from(webhooks)
    .where(eq(webhooks.accountSid, accountSid));
  const hosts = new Map<string, TWebhookConnection>();
  for (const { url, enabled } of rows) {
    const host = hostOf(url);
    if (!host) continue;
    const entry = hosts.get(host) ?? { host, webhooks: 0, enabled: 0 };
    entry.webhooks++;
    if (enabled) entry.enabled++;
    hosts.set(host, entry);
  }
  return [...hosts.values()].sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
}
