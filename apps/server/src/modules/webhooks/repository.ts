import { eq, ilike, or, sql } from 'drizzle-orm';
import { webhooksResource, type TWebhook, type TWebhookConnection, type TWebhookInput } from '@parley/domain';
import { newId } from '../../db/ids';
import type { Db } from '../../db/client';
import { webhooks } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { sortBy, tableRepository } from '../../lib/table-repository';

// The API shows times to the millisecond; the order compares them at that precision too, so a
// cursor made from an answer finds its row again (PostgreSQL keeps microseconds).

/** The account's webhooks: by name (case-insensitively), newest or last changed; search on name and url. */
export const webhooksRepository = tableRepository<TWebhook, TWebhookInput, TWebhookInput>({
  table: webhooks,
  account: webhooks.accountSid,
  id: webhooks.id,
  columns: {
    id: webhooks.id,
    name: webhooks.name,
    url: webhooks.url,
    enabled: webhooks.enabled,
    events: webhooks.events,
    created: webhooks.createdAt,
    updated: webhooks.updatedAt,
  },
  sort: {
    name: sortBy.text(sql`lower(${webhooks.name})`),
    created: sortBy.timestamp(webhooks.createdAt),
    updated: sortBy.timestamp(webhooks.updatedAt),
  },
  filters: (f) => [f.enabled === undefined ? undefined : eq(webhooks.enabled, f.enabled === 'true')],
  search: (q) => or(ilike(webhooks.name, likePattern(q)), ilike(webhooks.url, likePattern(q)))!,
  toItem: (row) =>
    ({
      ...row,
      created: (row.created as Date).toISOString(),
      updated: (row.updated as Date).toISOString(),
    }) as TWebhook,
  toInsert: (scope, input) => ({ ...input, id: newId(webhooksResource), accountSid: scope.accountId }),
  toUpdate: (input) => ({ ...input, updatedAt: sql`now()` }),
  toBulkUpdate: (changes) => ({ ...changes, updatedAt: sql`now()` }),
  internal: { account_sid: 'the owning account' },
});

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
