import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  feeMonth,
  DEFAULT_NUMBER_MONTHLY_FEE,
  NUMBER_MESSAGES,
  NUMBER_PRICE_LOOKUPS,
  NUMBER_QUARANTINE_DAYS,
  NUMBER_TYPE_PARAMS,
  formatUsPhone,
  numbersResource,
  type TBuyNumber,
  type TNumber,
  type TNumberChanges,
  type TNumberType,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { numberSets, phoneNumbers, priceRates } from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/errors';
import type { ListArgs, ResourceRepository, Scope } from '../../lib/resource-routes';
import type { OfferedNumber } from '../../network/index';
import type { Platform } from '../../platform';
import { chargeNumberMonth } from '../../ledger/fees';
import {
  heldNumberItems,
  heldNumbers,
  heldOrQuarantined,
  numberItem,
  tenThousandthsOf,
} from './held-numbers-repository';

/** Seconds the simulated carrier takes to complete an order (a job runs it). */
export const ORDER_DELAY_SECONDS = 2;

/** The row of a number bought as the network offers it: ordering, with its monthly fee. */
export const boughtRow = (offered: OfferedNumber, accountSid: string, monthlyFee: number) => ({
  id: newId(numbersResource),
  accountSid,
  phoneNumber: offered.phoneNumber,
  friendlyName: formatUsPhone(offered.phoneNumber),
  numberType: offered.numberType,
  region: offered.region ?? '',
  locality: offered.locality ?? '',
  voiceEnabled: offered.capabilities.voiceEnabled,
  smsEnabled: offered.capabilities.smsEnabled,
  mmsEnabled: offered.capabilities.mmsEnabled,
  monthlyFee,
});

/** The price list's monthly fee of a number type in ten-thousandths of a dollar, else ours. */
export async function monthlyFeeOf(db: Db | Tx, type: TNumberType): Promise<number> {
  const [listed] = await db
    .select({ rate: priceRates.rate })
    .from(priceRates)
    .where(eq(priceRates.lookup, NUMBER_PRICE_LOOKUPS[type]));
  return tenThousandthsOf(listed?.rate ?? DEFAULT_NUMBER_MONTHLY_FEE[type]);
}

/** How long a search's price stays read (the price list changes by hand, not by the API). */
export const SEARCH_PRICE_TTL_MS = 60_000;
const searchPrices = new WeakMap<Db, Map<TNumberType, { fee: number; until: number }>>();

/**
 * The monthly fee a search shows, read from the price list at most once a minute per database:
 * every search read it again (a round trip of a few ms on a loaded machine, for a price that
 * changes by hand). A purchase reads the price list itself, in its transaction (`monthlyFeeOf`).
 */
export async function searchMonthlyFeeOf(db: Db, type: TNumberType): Promise<number> {
  let fees = searchPrices.get(db);
  if (!fees) searchPrices.set(db, (fees = new Map()));
  const known = fees.get(type);
  if (known && known.until > Date.now()) return known.fee;
  const fee = await monthlyFeeOf(db, type);
  fees.set(type, { fee, until: Date.now() + SEARCH_PRICE_TTL_MS });
  return fee;
}

const FILTERS: Record<string, (value: string) => SQL | undefined> = {
  // the digits anywhere in the national number (after +1)
  contains: (digits) =>
    digits ? sql`substr(${phoneNumbers.phoneNumber}, 3) like ${`%${digits}%`}` : undefined,
  type: (type) => eq(phoneNumbers.numberType, NUMBER_TYPE_PARAMS[type as keyof typeof NUMBER_TYPE_PARAMS]),
  capability: (name) =>
    eq(
      name === 'sms'
        ? phoneNumbers.smsEnabled
        : name === 'mms'
          ? phoneNumbers.mmsEnabled
          : phoneNumbers.voiceEnabled,
      true,
    ),
  numberSetId: (id) => (id === 'none' ? isNull(phoneNumbers.numberSetId) : eq(phoneNumbers.numberSetId, id)),
  cnamStatus: (status) =>
    status === 'none' ? isNull(phoneNumbers.cnamStatus) : eq(phoneNumbers.cnamStatus, status as 'pending'),
};

/** The set must be one of the account's: its id alone says nothing of whose it is. */
async function checkSet(tx: Tx, scope: Scope, numberSetId: string | null | undefined) {
  if (!numberSetId) return;
  const [set] = await tx
    .select({ id: numberSets.id })
    .from(numberSets)
    .where(and(eq(numberSets.accountSid, scope.accountId), eq(numberSets.id, numberSetId)));
  if (!set) throw badRequest(NUMBER_MESSAGES.numberSetUnknown, 'numberSetId');
}

const one = async (db: Db | Tx, scope: Scope, id: string): Promise<TNumber | null> => {
  const [row] = await heldNumbers(db, scope.accountId, eq(phoneNumbers.id, id));
  return row ? numberItem(row) : null;
};

const many = async (db: Db | Tx, scope: Scope, ids: string[]): Promise<TNumber[]> =>
  ids.length === 0
    ? []
    : (await heldNumbers(db, scope.accountId, inArray(phoneNumbers.id, ids))).map(numberItem);

/**
 * The account's numbers (issue 26). Buying asks the network whether it offers the number and
 * takes it in one insert (the held-number index makes a second buyer's insert fail: a 409), with
 * the order job in the same transaction; releasing keeps the row with its release time.
 */
export function numbersRepository(
  platform: Platform,
): ResourceRepository<TNumber, TBuyNumber, TNumberChanges> {
  const { network, jobs } = platform;
  return {
    sortTypes: { phoneNumber: 'text' },
    shape: {
      table: phoneNumbers,
      fields: {
        phoneSid: 'id',
        phoneNumber: 'phone_number',
        friendlyName: 'friendly_name',
        remediation: 'remediation',
        capabilities: null,
        attributes: null,
        numberSet: null,
        numberSetId: 'number_set_id',
        cnamStatus: 'cnam_status',
        cnam: 'cnam',
        cnamReason: 'cnam_reason',
        state: 'region',
        locality: 'locality',
        brandId: 'brand_id',
        numberType: 'number_type',
        status: 'status',
        monthlyPrice: 'monthly_fee',
        created: 'created_at',
        updated: 'updated_at',
      },
      internal: {
        account_sid: 'the owning account',
        voice_enabled: 'read as capabilities and attributes',
        sms_enabled: 'read as capabilities and attributes',
        mms_enabled: 'read as capabilities and attributes',
        cnam_requested_at: 'when the caller name was asked for: GET /v3/cnam shows it',
        released_at: 'a released number’s row stays (its quarantine); it is listed no more',
      },
    },

    async list(db: Db, scope: Scope, args: ListArgs) {
      const conditions = Object.entries(args.filters)
        .map(([name, value]) => FILTERS[name]?.(String(value)))
        .filter((c): c is SQL => c !== undefined);
      if (args.after) conditions.push(gt(phoneNumbers.phoneNumber, String(args.after.value)));
      const rows = await heldNumberItems(db, scope.accountId, conditions, args.limit + 1);
      const items = rows.length > args.limit ? rows.slice(0, args.limit) : rows;
      const last = items.at(-1);
      return {
        items,
        next: rows.length > args.limit && last ? { value: last.phoneNumber, id: last.phoneSid } : null,
      };
    },

    get: (db, scope, id) => one(db, scope, id),

    async create(tx, scope, input) {
      const offered = await network.describe(input.phoneNumber);
      if (!offered) throw conflict(NUMBER_MESSAGES.notOffered, 'phoneNumber');
      const [holder] = await tx
        .select({ accountSid: phoneNumbers.accountSid, releasedAt: phoneNumbers.releasedAt })
        .from(phoneNumbers)
        .where(
          and(eq(phoneNumbers.phoneNumber, input.phoneNumber), heldOrQuarantined(NUMBER_QUARANTINE_DAYS)),
        )
        .limit(1);
      if (holder)
        throw conflict(
          holder.accountSid === scope.accountId && !holder.releasedAt
            ? NUMBER_MESSAGES.alreadyYours
            : holder.releasedAt
              ? NUMBER_MESSAGES.notOffered
              : NUMBER_MESSAGES.alreadyHeld,
          'phoneNumber',
        );
      const row = boughtRow(offered, scope.accountId, await monthlyFeeOf(tx, offered.numberType));
      const { id } = row;
      await tx.insert(phoneNumbers).values({ ...row, friendlyName: input.friendlyName || row.friendlyName });
      // the month it is bought in is charged now (issue 27): a balance that does not cover it is 402
      await chargeNumberMonth(tx, jobs, row, feeMonth(new Date()), scope.clientId);
      await jobs.enqueue(tx, 'numbers.order', { phoneSid: id }, { startAfterSeconds: ORDER_DELAY_SECONDS });
      return (await one(tx, scope, id))!;
    },

    async update(tx, scope, id, input) {
      await checkSet(tx, scope, input.numberSetId);
      const changed = await tx
        .update(phoneNumbers)
        .set({ ...input, updatedAt: sql`now()` })
        .where(
          and(
            eq(phoneNumbers.accountSid, scope.accountId),
            eq(phoneNumbers.id, id),
            isNull(phoneNumbers.releasedAt),
          ),
        )
        .returning({ id: phoneNumbers.id });
      return changed.length ? one(tx, scope, id) : null;
    },

    async updateMany(tx, scope, ids, changes) {
      await checkSet(tx, scope, changes.numberSetId);
      const changed = await tx
        .update(phoneNumbers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(
          and(
            eq(phoneNumbers.accountSid, scope.accountId),
            inArray(phoneNumbers.id, ids),
            isNull(phoneNumbers.releasedAt),
          ),
        )
        .returning({ id: phoneNumbers.id });
      return many(
        tx,
        scope,
        changed.map((row) => row.id),
      );
    },

    async remove(tx, scope, id) {
      const [gone] = await this.removeMany!(tx, scope, [id]);
      return gone ?? null;
    },

    async removeMany(tx, scope, ids) {
      const before = await many(tx, scope, ids);
      if (before.length === 0) return [];
      await tx
        .update(phoneNumbers)
        .set({ releasedAt: sql`now()`, numberSetId: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(phoneNumbers.accountSid, scope.accountId),
            inArray(
              phoneNumbers.id,
              before.map((n) => n.phoneSid),
            ),
          ),
        );
      for (const number of before)
        await jobs.enqueue(tx, 'numbers.release', { phoneNumber: number.phoneNumber });
      return before;
    },
  };
}
