import { and, eq, ne } from 'drizzle-orm';
import { privilegesFor, type TSession, type TSubAccount } from '@parley/domain';
import type { Db, Tx } from '../db/client';
import { accountConfig, accounts, users } from '../db/schema/index';
import type { TAccessClaims, TNewClaims } from './tokens';

type Conn = Db | Tx;
export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export async function findUserByUsername(db: Conn, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUser(db: Conn, clientId: string) {
  const [row] = await db.select().from(users).where(eq(users.clientId, clientId)).limit(1);
  return row ?? null;
}

export async function findAccount(db: Conn, accountSid: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.accountSid, accountSid)).limit(1);
  return row ?? null;
}

/** A sub-account of `parentSid` the parent's users may act on; never the parent itself, never closed. */
export async function findSubAccount(db: Conn, parentSid: string, accountSid: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.accountSid, accountSid),
        eq(accounts.parentAcctId, parentSid),
        ne(accounts.accountSid, parentSid),
      ),
    )
    .limit(1);
  return row && row.status !== 'closed' ? row : null;
}

export async function listSubAccounts(db: Conn, parentSid: string): Promise<TSubAccount[]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.parentAcctId, parentSid), ne(accounts.accountSid, parentSid)))
    .orderBy(accounts.name);
  return rows
    .filter((r) => r.status !== 'closed')
    .map((r) => ({ accountSid: r.accountSid, name: r.name, companyName: r.companyName, status: r.status }));
}

export async function accountConfigMap(db: Conn, accountSid: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: accountConfig.key, value: accountConfig.value })
    .from(accountConfig)
    .where(eq(accountConfig.accountSid, accountSid));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The user may sign in and keep a session: the user and their own account are active. */
export function mayHoldSession(user: UserRow | null, account: AccountRow | null): boolean {
  return !!user && !!account && user.status === 'active' && account.status === 'active';
}

/** Claims for the user in their own account. */
export function ownClaims(user: UserRow, account: AccountRow, sessionId: string): TNewClaims {
  return {
    sid: sessionId,
    accountId: account.accountSid,
    clientId: user.clientId,
    parentAcctId: account.parentAcctId,
    privs: privilegesFor(user.roles),
    roles: user.roles,
  };
}

/** Claims for the real user acting in another account (impersonation or a sub-account token). */
export function actingClaims(user: UserRow, target: AccountRow, sessionId: string): TNewClaims {
  const privs = privilegesFor(user.roles);
  return {
    sid: sessionId,
    accountId: target.accountSid,
    clientId: user.clientId,
    parentAcctId: target.parentAcctId,
    privs,
    roles: user.roles,
    act: { clientId: user.clientId, accountId: user.accountSid, username: user.username },
    yPrivs: privs,
  };
}

/** The session as the browser reads it: claims plus the account's configuration and the user's names. */
export async function sessionView(
  db: Conn,
  claims: Pick<
    TAccessClaims,
    'accountId' | 'clientId' | 'parentAcctId' | 'privs' | 'roles' | 'act' | 'yPrivs'
  >,
  sessionExpiresAt: Date,
): Promise<TSession | null> {
  const [user, account, config] = await Promise.all([
    findUser(db, claims.clientId),
    findAccount(db, claims.accountId),
    accountConfigMap(db, claims.accountId),
  ]);
  if (!user || !account) return null;
  return {
    accountId: claims.accountId,
    clientId: claims.clientId,
    parentAcctId: claims.parentAcctId,
    privs: claims.privs,
    roles: claims.roles,
    ...(claims.yPrivs ? { yPrivs: claims.yPrivs } : {}),
    ...(claims.act ? { act: claims.act } : {}),
    accountConfig: config,
    companyName: account.companyName,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    sessionExpiresAt: sessionExpiresAt.getTime(),
  };
}
