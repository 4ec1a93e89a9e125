import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_LENGTH } from '@parley/domain';

export const newRecoveryId = () => randomUUID();

/** A uniformly random code of RECOVERY_CODE_LENGTH digits. */
export const newCode = () =>
  String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, '0');

/**
 * Six digits are few: a plain hash of them would fall to a table in a second. Keyed with the
 * server's secret and bound to the user, a stolen row tells nothing.
 */
export const hashCode = (secret: Uint8Array, clientId: string, code: string) =>
  createHmac('sha256', secret).update(`${clientId}:${code}`).digest('base64url');

export function codeMatches(secret: Uint8Array, clientId: string, code: string, stored: string): boolean {
  const a = Buffer.from(hashCode(secret, clientId, code));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const newResetToken = () => randomBytes(32).toString('base64url');
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');
