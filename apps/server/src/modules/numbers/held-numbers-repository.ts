import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
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
type TNumberRow = typeof phoneNumbers.$inferSelect & { setName: string | null };

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
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
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

/** `released_at is null`, or released within the quarantine: the number is no one's to buy. */
export const heldOrQuarantined = (quarantineDays: number) =>
  sql`(${phoneNumbers.releasedAt} is null or ${phoneNumbers.releasedAt} > now() - make_interval(days => ${quarantineDays}))`;
