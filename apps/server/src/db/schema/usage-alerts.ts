import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TUsageAlertPeriod, TUsageAlertTrigger, TUsageCategory } from '@parley/domain';
import { ownedColumns } from '../owned-columns';
import { webhooks } from './webhooks';

/**
 * An account's usage alerts (issue 29, Twilio's usage triggers): a category, a threshold of
 * quantity or dollars, a daily or monthly period in the account's zone, and the webhook it also
 * calls. A job fires each at most once per period: the update that sets `last_fired_period` is
 * conditional on it being another period.
 */
export const usageAlerts = pgTable(
  'usage_alerts',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    // domain's USAGE_CATEGORIES, USAGE_ALERT_TRIGGERS, USAGE_ALERT_PERIODS: the schema checks them on the way in
    category: text('category').$type<TUsageCategory>().notNull(),
    triggerBy: text('trigger_by').$type<TUsageAlertTrigger>().notNull(),
    // dollars with cents at most, or a whole quantity: a double holds both exactly at these sizes
    threshold: doublePrecision('threshold').notNull(),
    period: text('period').$type<TUsageAlertPeriod>().notNull(),
    // a deleted webhook leaves the alert without one, not without the alert
    webhookId: text('webhook_id').references(() => webhooks.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** the day (YYYY-MM-DD) or month (YYYY-MM) it last fired for, in the account's zone */
    lastFiredPeriod: text('last_fired_period'),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    lastFiredValue: doublePrecision('last_fired_value'),
    /** when a user of the account saw the last firing's notice; null while unseen */
    noticeSeenAt: timestamp('notice_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('usage_alerts_account_name_idx').on(t.accountSid, t.name),
    index('usage_alerts_account_id_idx').on(t.accountSid, t.id),
  ],
);
