import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TAutoRechargeOutcome } from '@parley/domain';
import { accounts } from './accounts';
import { ownedColumns } from '../owned-columns';

/**
 * An account's payment methods (issue 27). Card data never touches this table (DESIGN.md §8): the
 * processor's token, the brand, the last four digits, the expiry and the names are all it keeps.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    ...ownedColumns(),
    type: text('type').$type<'card' | 'ach'>().notNull(),
    /** the processor's reference to the card; the only way to charge it */
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: smallint('expiry_month'),
    expiryYear: smallint('expiry_year'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /** ACH: the bank's name, the holder's name and checking or savings; the number only as its last four */
    bankName: text('bank_name'),
    accountHolderName: text('account_holder_name'),
    accountType: text('account_type').$type<'checking' | 'savings'>(),
    /** a card is verified when tokenised; a bank account once its two micro-deposits are confirmed */
    verified: boolean('verified').notNull().default(true),
    /** wrong micro-deposit confirmations so far: a few and the bank account must be added again */
    verificationAttempts: smallint('verification_attempts').notNull().default(0),
  },
  (t) => [
    index('payment_methods_account_created_idx').on(t.accountSid, t.createdAt),
    // one default per account at most
    uniqueIndex('payment_methods_one_default_idx')
      .on(t.accountSid)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * An account's auto recharge (issue 27): absent until saved (the defaults answer). Dollars are
 * whole, as the form takes them; what it last did is kept so the billing page can say it.
 */
export const autoRecharge = pgTable('auto_recharge', {
  accountSid: text('account_sid')
    .primaryKey()
    .references(() => accounts.accountSid, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  threshold: integer('threshold').notNull(),
  amount: integer('amount').notNull(),
  /** null charges the default; a removed method falls back to the default */
  paymentMethodId: text('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
  monthlyLimit: integer('monthly_limit').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastOutcome: text('last_outcome').$type<TAutoRechargeOutcome>(),
  lastMessage: text('last_message'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
