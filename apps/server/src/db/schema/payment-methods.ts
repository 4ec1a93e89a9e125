import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('payment_methods_account_created_idx').on(t.accountSid, t.createdAt),
    // one default per account at most
    uniqueIndex('payment_methods_one_default_idx')
      .on(t.accountSid)
      .where(sql`${t.isDefault}`),
  ],
);
