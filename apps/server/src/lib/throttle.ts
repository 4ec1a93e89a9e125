import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db, Tx } from '../db/client';
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

/**
 * An address as the throttles count it. An IPv6 client usually holds a whole /64 (2^64
 * addresses): counted one by one, a single attacker would be as many addresses as it liked.
 * An IPv4-mapped IPv6 address counts as the IPv4 address it carries.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address
    .toNormalizedString()
    .split(':')
    .slice(0, 4)
    .map((part) => part.padStart(4, '0'))
    .join(':')}::/64`;
}

/**
 * Sign-in, after OWASP's device-cookie scheme (docs/decisions.md, "Sign-in throttling"): a browser
 * where the user signed in before (a trusted device) has a bucket of its own; every other attempt
 * counts per address and username (an attacker's address is stopped long before the owner's),
 * per username from any address (a looser cap: guessers spread over many addresses still get few
 * tries) and per address (one address trying many usernames).
 */
export const LOGIN_LIMITS = {
  perAddressAndUsername: 10,
  perUsername: 30,
  perAddress: 50,
  perDevice: 10,
} as const;

// JSON, so that no username (free text at sign-in) can spell another user's key.
const loginKey = (username: string, ...rest: string[]) =>
  JSON.stringify(['login', username.trim().toLowerCase(), ...rest]);

export interface LoginThrottle {
  limits: Limit[];
  /** the buckets a right password empties: this address's or this device's for the username */
  clearedBySuccess: string[];
}

/** `trustedDevice`: the id in a device cookie issued to this username (lib/device-cookie.ts). */
export function loginThrottle(username: string, ip: string, trustedDevice: string | null): LoginThrottle {
  if (trustedDevice) {
    const device = { key: loginKey(username, 'device', trustedDevice), max: LOGIN_LIMITS.perDevice };
    return { limits: [device], clearedBySuccess: [device.key] };
  }
  const address = addressKey(ip);
  const pair = { key: loginKey(username, 'address', address), max: LOGIN_LIMITS.perAddressAndUsername };
  return {
    limits: [
      pair,
      { key: loginKey(username), max: LOGIN_LIMITS.perUsername },
      { key: `login-ip:${address}`, max: LOGIN_LIMITS.perAddress },
    ],
    clearedBySuccess: [pair.key],
  };
}

/**
 * Empties every sign-in bucket of a username (all addresses, all devices): after a password
 * reset, the failures were against a password that no longer exists.
 */
export async function clearLoginThrottle(db: Db | Tx, username: string): Promise<void> {
  const exact = loginKey(username);
  const prefix = `${exact.slice(0, -1)},`;
  await db
    .delete(authFailures)
    .where(or(eq(authFailures.key, exact), sql`starts_with(${authFailures.key}, ${prefix})`));
}

/** Changing the password: wrong current passwords allowed per user and window. */
export const PASSWORD_CHANGE_LIMIT = 10;
export const passwordChangeLimits = (clientId: string): Limit[] => [
  { key: `password-user:${clientId}`, max: PASSWORD_CHANGE_LIMIT },
];

/** Password recovery: requests and code checks allowed per window. */
export const RECOVERY_LIMITS = { perUsername: 5, perIp: 20, verifyPerIp: 30 } as const;
export const forgotLimits = (username: string, ip: string): Limit[] => [
  { key: `forgot-user:${username.toLowerCase()}`, max: RECOVERY_LIMITS.perUsername },
  { key: `forgot-ip:${addressKey(ip)}`, max: RECOVERY_LIMITS.perIp },
];
export const verifyLimits = (ip: string): Limit[] => [
  { key: `verify-ip:${addressKey(ip)}`, max: RECOVERY_LIMITS.verifyPerIp },
];
