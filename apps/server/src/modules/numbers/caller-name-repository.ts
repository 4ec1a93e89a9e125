import { and, eq, isNull, sql } from 'drizzle-orm';
import { NUMBER_QUARANTINE_DAYS, type TNumber } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { numberSets, phoneNumbers } from '../../db/schema/index';
import type { Scope } from '../../lib/resource-routes';
import type { CallerReview } from '../../network/index';
import type { Platform } from '../../platform';
import { heldNumbers, heldOrQuarantined, numberItem } from './held-numbers-repository';

/** Seconds the simulated carrier takes to review a caller name (a job runs it). */
export const CNAM_REVIEW_DELAY_SECONDS = 5;

/**
 * Which of the candidates somebody holds or released within the quarantine: the network's
 * question before it offers numbers, answered by one query a batch.
 */
export async function heldAmong(db: Db, candidates: readonly string[]): Promise<ReadonlySet<string>> {
  if (candidates.length === 0) return new Set();
  // one array parameter, not one parameter a candidate: drizzle built a search's 110 `in`
  // parameters one by one (a type check each), the largest cost of the search in the profile
  const rows = await db
    .selectDistinct({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(
      and(
        sql`${phoneNumbers.phoneNumber} = any(${sql.param([...candidates])}::text[])`,
        heldOrQuarantined(NUMBER_QUARANTINE_DAYS),
      ),
    );
  return new Set(rows.map((r) => r.phoneNumber));
}

/**
 * Asks for a caller name: pending now, the review job decides after `reviewAfterSeconds` (a newer
 * request supersedes it).
 */
export async function setCallerName(
  tx: Tx,
  platform: Platform,
  scope: Scope,
  phoneSid: string,
  cnam: string,
  reviewAfterSeconds = CNAM_REVIEW_DELAY_SECONDS,
): Promise<TNumber> {
  await tx
    .update(phoneNumbers)
    .set({
      cnam,
      cnamStatus: 'pending',
      cnamReason: null,
      cnamRequestedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(phoneNumbers.accountSid, scope.accountId), eq(phoneNumbers.id, phoneSid)));
  await platform.jobs.enqueue(
    tx,
    'numbers.cnam-review',
    { phoneSid, cnam },
    { startAfterSeconds: reviewAfterSeconds },
  );
  const [row] = await heldNumbers(tx, scope.accountId, eq(phoneNumbers.id, phoneSid));
  return numberItem(row!);
}

/** Doc 001 §6, §8: the ycc sync's view of the account's number sets. */
export async function yccNumberSets(db: Db, accountId: string) {
  return db
    .select({ numberSetId: numberSets.id })
    .from(numberSets)
    .where(eq(numberSets.accountSid, accountId))
    .orderBy(numberSets.name);
}

/** The review's decision, written only if the number still waits on this very name. */
export async function decideCallerName(
  tx: Tx,
  phoneSid: string,
  cnam: string,
  decision: CallerReview,
): Promise<void> {
  await tx
    .update(phoneNumbers)
    .set({
      cnamStatus: decision.approved ? 'approved' : 'rejected',
      cnamReason: decision.approved ? null : decision.reason,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(phoneNumbers.id, phoneSid),
        eq(phoneNumbers.cnam, cnam),
        eq(phoneNumbers.cnamStatus, 'pending'),
        isNull(phoneNumbers.releasedAt),
      ),
    );
}
