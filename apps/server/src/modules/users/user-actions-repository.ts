import { and, eq } from 'drizzle-orm';
import { USER_ACTION_MESSAGES, type TUser } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import type { Scope } from '../../lib/resource-routes';
import { usersRepository } from './repository';

/**
 * Who the users page may disable or delete (issue 13): a user of the caller's account other than
 * the caller (nobody locks themself out) and other than an account owner (an account keeps one).
 */
export async function assertChangeableUser(db: Db, scope: Scope, clientId: string): Promise<void> {
  const target = await usersRepository.get(db, scope, clientId);
  if (!target) throw notFound();
  if (target.clientId === scope.clientId) throw conflict(USER_ACTION_MESSAGES.notSelf);
  if (target.roles.includes('acct-owner')) throw conflict(USER_ACTION_MESSAGES.notOwner);
}

/**
 * Sets a user's status. An inactive user's sessions stop at their next request (the session check
 * reads the status), and they cannot sign in.
 */
export async function setUserStatus(
  tx: Tx,
  scope: Scope,
  clientId: string,
  status: TUser['status'],
): Promise<TUser | null> {
  const [row] = await tx
    .update(users)
    .set({ status })
    .where(and(eq(users.accountSid, scope.accountId), eq(users.clientId, clientId)))
    .returning({ clientId: users.clientId });
  return row ? usersRepository.get(tx, scope, clientId) : null;
}
