import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { TNumber } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { numberSets, phoneNumbers } from '../../db/schema/index';

/** Ten-thousandths of a dollar (the ledger's unit) → dollars, as the API shows prices. */
export const dollarsOf = (tenThousandths: number): number => tenThousandths / 10_000;
export const tenThousandthsOf = (dollars: number): number => Math.round(dollars * 10_000);

/** A number's row with its set's name: what every read of a number selects. */
export const numberSelection = {
  ...getTableColumns(phoneNumbers),
  setName: numberSets.name,
};
/** What a number's item is made of: its columns but the internal ones, its set's name. */
type TNumberRow = Omit<
  typeof phoneNumbers.$inferSelect,
  'accountSid' | 'cnamRequestedAt' | 'releasedAt' | 'createdAt' | 'updatedAt'
> & {
  /** a Date from drizzle, PostgreSQL's text from the list's unmapped read */
  createdAt: Date | string;
  updatedAt: Date | string;
  setName: string | null;
};

/** PostgreSQL's text of a UTC timestamptz, `2026-11-27 08:21:47.756082+00` */
const PG_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d+))?\+00$/;

/**
 * ISO 8601 as `Date.toISOString` writes it: a Date, or PostgreSQL's text of one rewritten as it
 * stands when in UTC (milliseconds cut, as Date's parser cuts them), else parsed.
 */
export function isoOf(value: Date | string): string {
  if (typeof value !== 'string') return value.toISOString();
  const m = PG_UTC.exec(value);
  if (!m) return new Date(value).toISOString();
  return `${m[1]}T${m[2]}.${(m[3] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
}

export function numberItem(row: TNumberRow): TNumber {
  return {
    phoneSid: row.id,
    phoneNumber: row.phoneNumber,
    friendlyName: row.friendlyName,
    remediation: row.remediation,
    capabilities: {
      voiceEnabled: row.voiceEnabled,
      smsEnabled: row.smsEnabled,
      mmsEnabled: row.mmsEnabled,
      mobile: false,
    },
    attributes: {
      'voice-enabled': row.voiceEnabled,
      'sms-enabled': row.smsEnabled,
      'mms-enabled': row.mmsEnabled,
    },
    numberSet:
      row.numberSetId && row.setName !== null
        ? { numberSetId: row.numberSetId, numberSetName: row.setName }
        : null,
    numberSetId: row.numberSetId,
    cnamStatus: row.cnamStatus,
    cnam: row.cnam,
    cnamReason: row.cnamReason,
    state: row.region,
    locality: row.locality,
    brandId: row.brandId,
    numberType: row.numberType,
    status: row.status,
    monthlyPrice: dollarsOf(row.monthlyFee),
    created: isoOf(row.createdAt),
    updated: isoOf(row.updatedAt),
  };
}

/**
 * The account's held numbers (not released) that meet `conditions`, each with its set. The
 * conditions come in here, never through a later `.where()`: that would replace the account's.
 */
export const heldNumbers = (db: Db | Tx, accountId: string, ...conditions: (SQL | undefined)[]) =>
  db
    .select(numberSelection)
    .from(phoneNumbers)
    .leftJoin(numberSets, eq(numberSets.id, phoneNumbers.numberSetId))
    .where(and(eq(phoneNumbers.accountSid, accountId), isNull(phoneNumbers.releasedAt), ...conditions))
    .$dynamic();

/** A row as the driver gives it (`db.execute`): columns by their SQL names, times as text. */
type TNumberColumns = typeof phoneNumbers.$inferSelect;
interface TRawNumberRow {
  id: string;
  created_at: string | Date;
  updated_at: string | Date;
  phone_number: string;
  friendly_name: string;
  number_type: TNumberColumns['numberType'];
  region: string;
  locality: string;
  voice_enabled: boolean;
  sms_enabled: boolean;
  mms_enabled: boolean;
  remediation: boolean;
  number_set_id: string | null;
  cnam: string | null;
  cnam_status: TNumberColumns['cnamStatus'];
  cnam_reason: string | null;
  brand_id: string | null;
  status: TNumberColumns['status'];
  monthly_fee: number;
  set_name: string | null;
}

/** The row drizzle would have mapped, from the driver's row (the list's columns only). */
const numberRowOf = (raw: TRawNumberRow): TNumberRow => ({
  id: raw.id,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
  phoneNumber: raw.phone_number,
  friendlyName: raw.friendly_name,
  numberType: raw.number_type,
  region: raw.region,
  locality: raw.locality,
  voiceEnabled: raw.voice_enabled,
  smsEnabled: raw.sms_enabled,
  mmsEnabled: raw.mms_enabled,
  remediation: raw.remediation,
  numberSetId: raw.number_set_id,
  cnam: raw.cnam,
  cnamStatus: raw.cnam_status,
  cnamReason: raw.cnam_reason,
  brandId: raw.brand_id,
  status: raw.status,
  monthlyFee: raw.monthly_fee,
  setName: raw.set_name,
});

/**
 * What a listed number needs: every column but the internal ones (all in the list's index, so
 * a page is an index-only scan), the set's name by an alias.
 */
const {
  accountSid: _account,
  cnamRequestedAt: _asked,
  releasedAt: _released,
  ...listedColumns
} = getTableColumns(phoneNumbers);
const listSelection = { ...listedColumns, setName: sql<string | null>`${numberSets.name}`.as('set_name') };

/**
 * The list's read (doc 001 §7, issue 26): up to `limit` held numbers by phone number, as items.
 * The same query as `heldNumbers`, but its rows are read as the driver gives them and mapped
 * here: drizzle's row mapping (a type check per column per row, and the left join's null
 * bookkeeping) took longer than PostgreSQL's answer for a page of 5000.
 */
export async function heldNumberItems(
  db: Db | Tx,
  accountId: string,
  conditions: (SQL | undefined)[],
  limit: number,
  /** the benchmark's peer: the same page by OFFSET */
  offset = 0,
): Promise<TNumber[]> {
  const query = db
    .select(listSelection)
    .from(phoneNumbers)
    .leftJoin(numberSets, eq(numberSets.id, phoneNumbers.numberSetId))
    .where(and(eq(phoneNumbers.accountSid, accountId), isNull(phoneNumbers.releasedAt), ...conditions))
    .orderBy(asc(phoneNumbers.phoneNumber))
    .limit(limit)
    .$dynamic();
  const { rows } = (await db.execute((offset ? query.offset(offset) : query).getSQL())) as unknown as {
    rows: TRawNumberRow[];
  };
  return rows.map((raw) => numberItem(numberRowOf(raw)));
}

/** `released_at is null`, or released within the quarantine: the number is no one's to buy. */
export const heldOrQuarantined = (quarantineDays: number) =>
  sql`(${phoneNumbers.releasedAt} is null or ${phoneNumbers.releasedAt} > now() - make_interval(days => ${quarantineDays}))`;
