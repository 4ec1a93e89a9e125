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
import type { TCnamStatus, TSenderStrategy } from '@parley/domain';
import { ownedColumns } from '../owned-columns';

/** Pools of an account's numbers that send in turn (issue 26); a number is in one set at most. */
export const numberSets = pgTable(
  'number_sets',
  {
    ...ownedColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    strategy: text('strategy').$type<TSenderStrategy>().notNull(),
    /** messages sent through the set: round-robin's turn (issue 28) */
    sendCount: integer('send_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('number_sets_account_name_idx').on(t.accountSid, t.name),
    index('number_sets_account_id_idx').on(t.accountSid, t.id),
  ],
);

/**
 * The numbers accounts hold (doc 001 §3, issue 26). A released number keeps its row (the ledger
 * and the message log still name it) with `released_at` set: it is gone from the account's list
 * at once, and back in the network's inventory after the quarantine.
 */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    // the id is the item's phoneSid
    ...ownedColumns(),
    phoneNumber: text('phone_number').notNull(),
    friendlyName: text('friendly_name').notNull(),
    /** doc 001 §9: 1 local, 2 toll-free */
    numberType: smallint('number_type').$type<1 | 2>().notNull(),
    /** the state or province, two letters; empty for toll-free */
    region: text('region').notNull().default(''),
    locality: text('locality').notNull().default(''),
    voiceEnabled: boolean('voice_enabled').notNull(),
    smsEnabled: boolean('sms_enabled').notNull(),
    mmsEnabled: boolean('mms_enabled').notNull(),
    remediation: boolean('remediation').notNull().default(false),
    numberSetId: text('number_set_id').references(() => numberSets.id, { onDelete: 'set null' }),
    cnam: text('cnam'),
    cnamStatus: text('cnam_status').$type<TCnamStatus>(),
    cnamReason: text('cnam_reason'),
    cnamRequestedAt: timestamp('cnam_requested_at', { withTimezone: true }),
    brandId: text('brand_id'),
    /** pending while the carrier's order runs (a job), then active */
    status: text('status').$type<'pending' | 'active'>().notNull().default('pending'),
    /** the monthly fee as bought, in ten-thousandths of a dollar (DESIGN.md §8's money unit) */
    monthlyFee: integer('monthly_fee').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    // one holder at a time: two tabs buying the same number, one insert fails (a 409)
    uniqueIndex('phone_numbers_held_idx')
      .on(t.phoneNumber)
      .where(sql`${t.releasedAt} is null`),
    // the list: the account's held numbers by phone number (doc 001 §7's keyset), with every
    // column a listed number shows, so a page of 5000 is an index-only scan (issue 26: 3,626
    // buffers and 22 ms for the heap's scattered rows, 122 buffers and 3 ms from the index). The
    // phone number is unique among held numbers, so the columns after it never order anything;
    // they stand where INCLUDE would, which drizzle's index builder cannot write.
    index('phone_numbers_list_idx')
      .on(
        t.accountSid,
        t.phoneNumber,
        t.id,
        t.friendlyName,
        t.numberType,
        t.region,
        t.locality,
        t.voiceEnabled,
        t.smsEnabled,
        t.mmsEnabled,
        t.remediation,
        t.numberSetId,
        t.cnam,
        t.cnamStatus,
        t.cnamReason,
        t.brandId,
        t.status,
        t.monthlyFee,
        t.createdAt,
        t.updatedAt,
      )
      .where(sql`${t.releasedAt} is null`),
    // the network's question: which of these candidates are held or in quarantine?
    index('phone_numbers_number_released_idx').on(t.phoneNumber, t.releasedAt),
    index('phone_numbers_set_idx').on(t.numberSetId),
  ],
);
