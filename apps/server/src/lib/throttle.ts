import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authFailures } from '../db/schema/index';

/**
 * Counters of recent attempts (sign-ins, recovery requests, current-password checks) kept in the
 * database, so every process behind a load balancer sees the same counts.
 */
export interface Limit {
  key: string;
  max: number;
}

export const WINDOW_MINUTES = 15;

export type Reservation = { allowed: true; hitIds: number[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts the attempt before it is made, under a lock per key: reading the count and writing the
 * hit in two steps let 100 parallel sign-ins all pass a limit of 10 (issue 10). Now the 11th
 * caller waits for the 10th's hit to be written and is refused, however the requests arrive.
 * The caller keeps the hits of a failed attempt and gives back those of a good one (`release`).
 */
export async function reserveAttempt(db: Db, limits: readonly Limit[]): Promise<Reservation> {
  const keys = [...new Set(limits.map((l) => l.key))].sort(); // one lock order: no deadlock
  const result: Reservation = await db.transaction(async (tx) => {
    for (const key of keys)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 727))`);
    const rows = await tx
      .select({
        key: authFailures.key,
        n: sql<number>`count(*)::int`,
        // seconds until the oldest hit in the window leaves it
        frees: sql<number>`ceil(extract(epoch from (min(${authFailures.at}) + make_interval(mins => ${WINDOW_MINUTES}) - now())))::int`,
      })
      .from(authFailures)
      .where(
        and(
          inArray(authFailures.key, keys),
          sql`${authFailures.at} > now() - make_interval(mins => ${WINDOW_MINUTES})`,
        ),
      )
      .groupBy(authFailures.key);
    const over = limits
      .map((l) => ({ limit: l, row: rows.find((r) => r.key === l.key) }))
      .filter(({ limit, row }) => (row?.n ?? 0) >= limit.max);
    if (over.length) {
      return { allowed: false, retryAfterSeconds: Math.max(1, ...over.map(({ row }) => row?.frees ?? 60)) };
    }
    const hits = await tx
      .insert(authFailures)
      .values(keys.map((key) => ({ key })))
      .returning({ id: authFailures.id });
    return { allowed: true, hitIds: hits.map((h) => h.id) };
  });
  // about one attempt in a hundred sweeps out the rows older than a day
  if (result.allowed && result.hitIds.some((id) => id % 100 === 0)) await pruneAttempts(db);
  return result;
}

/** Gives back the hits of an attempt that succeeded, and clears the keys a success resets. */
export async function release(db: Db, hitIds: readonly number[], clearKeys: readonly string[] = []) {
  await db.transaction(async (tx) => {
    if (hitIds.length) await tx.delete(authFailures).where(inArray(authFailures.id, [...hitIds]));
    for (const key of clearKeys) await tx.delete(authFailures).where(eq(authFailures.key, key));
  });
}

/** Old rows are dead weight: pruned now and then, bounded by the index. */
export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.at, sql`now() - interval '1 day'`));
}

/** Sign-in: attempts allowed per window, per username and per client address. */
export const LOGIN_LIMITS = { perUsername: 10, perIp: 50 } as const;
export const loginLimits = (username: string, ip: string): Limit[] => [
  { key: `login-user:${username.toLowerCase()}`, max: LOGIN_LIMITS.perUsername },
  { key: `login-ip:${ip}`, max: LOGIN_LIMITS.perIp },
];

/** Changing the password: wrong current passwords allowed per user and window. */
export const PASSWORD_CHANGE_LIMIT = 10;
export const passwordChangeLimits = (clientId: string): Limit[] => [
  { key: `password-user:${clientId}`, max: PASSWORD_CHANGE_LIMIT },
];

/** Password recovery: requests and code checks allowed per window. */
export const RECOVERY_LIMITS = { perUsername: 5, perIp: 20, verifyPerIp: 30 } as const;
export const forgotLimits = (username: string, ip: string): Limit[] => [
  { key: `forgot-user:${username.toLowerCase()}`, max: RECOVERY_LIMITS.perUsername },
  { key: `forgot-ip:${ip}`, max: RECOVERY_LIMITS.perIp },
];
export const verifyLimits = (ip: string): Limit[] => [
  { key: `verify-ip:${ip}`, max: RECOVERY_LIMITS.verifyPerIp },
];
