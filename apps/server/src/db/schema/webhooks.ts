import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedColumns } from '../owned-columns';

/** Where an account's events are sent (doc 001 §3: id, name, url, enabled; the events it sends). */
export const webhooks = pgTable(
  'webhooks',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    events: jsonb('events').$type<string[]>().notNull(),
    /**
     * What deliveries are signed with (HMAC-SHA256, issue 28): shown once, when made or rotated.
     * Kept as written: signing needs it, so it cannot be a hash.
     */
    secret: text('secret')
      .notNull()
      .default(
        sql`'whsec_' || replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`,
      ),
    /** since when every delivery has failed; null once one succeeds */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** when the platform turned it off after 24 hours of failures, and why */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** when a user of the account saw the notice that it was turned off */
    disabledNoticeSeenAt: timestamp('disabled_notice_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhooks_account_name_idx').on(t.accountSid, t.name),
    index('webhooks_account_id_idx').on(t.accountSid, t.id),
  ],
);

/**
 * One event sent to one webhook (issue 28): made in the transaction of what caused it, then tried
 * by a job until the receiver answers 2xx or 24 hours pass. Each try is an attempt below.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...ownedColumns(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** the event's id, the same for every webhook it went to: a receiver's deduplication key */
    eventId: text('event_id').notNull(),
    /** the JSON body as sent (the signature covers these bytes) */
    body: text('body').notNull(),
    /** the message that caused it, when one did */
    messageSid: text('message_sid'),
    /** pending (trying), delivered (a 2xx), failed (gave up after 24 hours, or the webhook was off) */
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    /** the first 1 KB of the last answer, or why there was none */
    lastResponse: text('last_response'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // ascending, read backwards for the newest first (messages.ts says why not DESC NULLS LAST)
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt, t.id),
    index('webhook_deliveries_message_idx')
      .on(t.accountSid, t.messageSid)
      .where(sql`${t.messageSid} is not null`),
  ],
);

/** Each try of a delivery: what the receiver answered and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** null when no answer came (a timeout, a refused or closed connection, a refused address) */
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    /** the first 1 KB of the answer, or why there was none */
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
