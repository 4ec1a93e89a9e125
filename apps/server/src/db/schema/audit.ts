import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per mutation: who, as whom, what, when, and the request it came from. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id').notNull(),
    /** the identity the action was taken as */
    clientId: text('client_id'),
    accountSid: text('account_sid'),
    /** the real user behind an impersonation or sub-account token */
    actClientId: text('act_client_id'),
    actAccountSid: text('act_account_sid'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_account_at_idx').on(t.accountSid, t.at)],
);
