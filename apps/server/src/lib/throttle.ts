import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authFailures } from '../db/schema/index';

/**
 * Counters of recent events (failed sign-ins, recovery requests) kept in the database, so every
 * process behind a load balancer sees the same counts.
 */
export interface Limit {
  key: string;
  max: number;
}

export const WINDOW_MINUTES = 15;

export async function isOverLimit(db: Db, limits: readonly Limit[]): Promise<boolean> {
  const since = sql`now() - make_interval(mins => ${WINDOW_MINUTES})`;
  const rows = await db
    .select({ key: authFailures.key, n: count() })
    .from(authFailures)
    .where(
      and(
        inArray(
          authFailures.key,
          limits.map((l) => l.key),
        ),
        gt(authFailures.at, since),
      ),
    )
    .groupBy(authFailures.key);
  return limits.some((l) => (rows.find((r) => r.key === l.key)?.n ?? 0) >= l.max);
}

export async function recordHits(db: Db, keys: readonly string[]): Promise<void> {
  await db.insert(authFailures).values(keys.map((key) => ({ key })));
  // Old rows are dead weight: prune as we go, bounded by the index.
  await db.delete(authFailures).where(lt(authFailures.at, sql`now() - interval '1 day'`));
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}

/** Sign-in: failures allowed per window, per username and per client address. */
export const LOGIN_LIMITS = { perUsername: 10, perIp: 50 } as const;
export const loginLimits = (username: string, ip: string): Limit[] => [
  { key: `login-user:${username.toLowerCase()}`, max: LOGIN_LIMITS.perUsername },
  { key: `login-ip:${ip}`, max: LOGIN_LIMITS.perIp },
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
