import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { RECOVERY_MAX_ATTEMPTS } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { passwordResets } from '../../db/schema/index';
import { storePassword } from '../../lib/credentials';
import { findUser } from '../../lib/identity';
import { revokeSessionsOf } from '../../lib/sessions';
import { clearLoginThrottle } from '../../lib/throttle';
import { newRecoveryId } from './codes';

type Recovery = typeof passwordResets.$inferSelect;

/** A new code for the user; it replaces any earlier one still waiting. */
export async function replaceRecoveryCode(tx: Tx, clientId: string, codeHash: string, expiresAt: Date) {
  await tx
    .update(passwordResets)
    .set({ codeUsedAt: sql`now()` })
    .where(and(eq(passwordResets.clientId, clientId), isNull(passwordResets.codeUsedAt)));
  await tx.insert(passwordResets).values({ id: newRecoveryId(), clientId, codeHash, expiresAt });
}

/** The user's latest code that is neither used nor expired. */
export async function pendingRecovery(db: Db, clientId: string): Promise<Recovery | null> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.clientId, clientId),
        isNull(passwordResets.codeUsedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong guess; the last one allowed burns the code (a million codes, five tries each). */
export async function countWrongGuess(db: Db, recovery: Recovery): Promise<void> {
  const attempts = recovery.attempts + 1;
  await db
    .update(passwordResets)
    .set({ attempts, ...(attempts >= RECOVERY_MAX_ATTEMPTS ? { codeUsedAt: sql`now()` } : {}) })
    .where(eq(passwordResets.id, recovery.id));
}

/**
 * Exchanges the code for a reset token (kept as its hash). False when a concurrent request used
 * the code first.
 */
export async function claimRecovery(
  db: Db,
  recoveryId: string,
  resetTokenHash: string,
  resetExpiresAt: Date,
): Promise<boolean> {
  const claimed = await db
    .update(passwordResets)
    .set({ codeUsedAt: sql`now()`, resetTokenHash, resetExpiresAt })
    .where(and(eq(passwordResets.id, recoveryId), isNull(passwordResets.codeUsedAt)))
    .returning({ id: passwordResets.id });
  return claimed.length === 1;
}

/**
 * Uses a reset token once: the new password is stored and whoever held a session with the old
 * one loses it. Null when the token is unknown, used or expired.
 */
export async function resetPassword(tx: Tx, resetTokenHash: string, passwordHash: string) {
  const [row] = await tx
    .update(passwordResets)
    .set({ resetUsedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.resetTokenHash, resetTokenHash),
        isNull(passwordResets.resetUsedAt),
        gt(passwordResets.resetExpiresAt, sql`now()`),
      ),
    )
    .returning({ clientId: passwordResets.clientId });
  if (!row) return null;
  const stored = await storePassword(tx, row.clientId, passwordHash);
  const user = stored && (await findUser(tx, stored.clientId));
  if (!user) return null;
  await revokeSessionsOf(tx, user.clientId, 'password reset');
  // failures counted against the old password must not keep the owner out with the new one
  await clearLoginThrottle(tx, user.username);
  return { clientId: user.clientId, accountSid: user.accountSid, username: user.username };
}
