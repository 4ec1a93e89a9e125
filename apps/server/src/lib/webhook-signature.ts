import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'x-parley-signature';

/** How old a signature a receiver should still accept (README's example checks the same). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/**
 * Signs the exact bytes sent. The time is inside the signed text, so a receiver that checks its
 * age refuses an old delivery replayed by someone who recorded it.
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/**
 * What a receiver does with the header (and what the tests check deliveries with): the time is
 * recent and one of the v1 values is the HMAC of "<t>.<body>", compared in constant time.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date = new Date(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isSafeInteger(t)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return parts
    .filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, 'hex'), expected));
}
