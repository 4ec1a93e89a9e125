import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  fillText,
  webhooksResource,
  type TWebhook,
  type TWebhookConnection,
  type TWebhookNotice,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { webhooks } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { ownedRepository } from '../../lib/owned-repository';
import type { Scope } from '../../lib/resource-routes';
import { literalPrivate } from './destination';

/** Ours: a URL whose host is a private address written out, refused when the form saves it. */
export const PRIVATE_URL_MESSAGE =
  'This URL points to a private, loopback or link-local address ({address}); webhooks are sent to public addresses only.';

/** The secret is read back by nobody: only the answer that made it (or rotated it) carries it. */
const withoutSecret = ({ secret: _secret, ...webhook }: TWebhook): TWebhook => webhook;

/** A new signing secret, as the database's default makes them: 'whsec_' and 64 hex digits. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/**
 * The account's webhooks: by name (case-insensitively), newest or last changed; search on name and
 * url. `allowPrivate` is the operator's WEBHOOK_ALLOW_PRIVATE: without it a URL naming a private
 * address is refused when saved (one resolving to one is refused when delivered, destination.ts).
 * Turning a webhook on clears what the platform's turning it off set.
 */
export function webhooksRepository(options: { allowPrivate: boolean }) {
  const checkUrl = (url: string | undefined, field = 'url') => {
    if (options.allowPrivate || url === undefined) return;
    const address = literalPrivate(url);
    if (address) throw badRequest(fillText(PRIVATE_URL_MESSAGE, { address }), field);
  };
  const reenable = async (tx: Tx, scope: Scope, ids: string[]) => {
    if (!ids.length) return;
    await tx
      .update(webhooks)
      .set({ failingSince: null, disabledAt: null, disabledReason: null, disabledNoticeSeenAt: null })
      .where(
        and(
          eq(webhooks.accountSid, scope.accountId),
          inArray(webhooks.id, ids),
          // turned on again: a rename of one that is on and failing keeps its clock
          or(eq(webhooks.enabled, false), isNotNull(webhooks.disabledAt)),
        ),
      );
  };
  return ownedRepository(
    webhooksResource,
    webhooks,
    {
      search: ['name', 'url'],
      internal: { disabled_notice_seen_at: 'when the account was told it was turned off' },
    },
    (base) => ({
      async list(db, scope, args) {
        const page = await base.list(db, scope, args);
        return { ...page, items: page.items.map(withoutSecret) };
      },
      async get(db, scope, id) {
        const item = await base.get(db, scope, id);
        return item && withoutSecret(item);
      },
      async create(tx, scope, input) {
        checkUrl(input.url);
        return base.create(tx, scope, input);
      },
      async update(tx, scope, id, input) {
        checkUrl(input.url);
        if (input.enabled) await reenable(tx, scope, [id]);
        const item = await base.update(tx, scope, id, input);
        return item && withoutSecret(item);
      },
      async remove(tx, scope, id) {
        const item = await base.remove(tx, scope, id);
        return item && withoutSecret(item);
      },
      async updateMany(tx, scope, ids, changes) {
        checkUrl(changes.url, 'changes.url');
        if (changes.enabled) await reenable(tx, scope, ids);
        return (await base.updateMany(tx, scope, ids, changes)).map(withoutSecret);
      },
      async removeMany(tx, scope, ids) {
        return (await base.removeMany(tx, scope, ids)).map(withoutSecret);
      },
    }),
  );
}

/** Rotates the secret; null when the account has no such webhook. */
export async function rotateSecret(tx: Tx, accountSid: string, id: string): Promise<string | null> {
  const secret = newWebhookSecret();
  const [row] = await tx
    .update(webhooks)
    .set({ secret, updatedAt: new Date() })
    .where(and(eq(webhooks.accountSid, accountSid), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return row ? secret : null;
}

/** The account's webhooks the platform turned off whose notice nobody has seen. */
export async function unseenNotices(db: Db, accountSid: string): Promise<TWebhookNotice[]> {
  const rows = await db
    .select({
      id: webhooks.id,
      name: webhooks.name,
      url: webhooks.url,
      disabledAt: webhooks.disabledAt,
      disabledReason: webhooks.disabledReason,
    })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.accountSid, accountSid),
        isNotNull(webhooks.disabledAt),
        isNull(webhooks.disabledNoticeSeenAt),
      ),
    )
    .orderBy(webhooks.disabledAt);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    url: r.url,
    disabledAt: r.disabledAt!.toISOString(),
    disabledReason: r.disabledReason ?? '',
  }));
}

/** Marks the notices seen; answers the ids that were the account's. */
export async function markNoticesSeen(tx: Tx, accountSid: string, ids: string[]): Promise<string[]> {
  const rows = await tx
    .update(webhooks)
    .set({ disabledNoticeSeenAt: new Date() })
    .where(
      and(eq(webhooks.accountSid, accountSid), inArray(webhooks.id, ids), isNotNull(webhooks.disabledAt)),
    )
    .returning({ id: webhooks.id });
  return rows.map((r) => r.id);
}

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
