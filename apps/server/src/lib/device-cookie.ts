import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_ATTRIBUTES } from './refresh-cookie';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * where a user signed in (or reset their password) is trusted for that username, and its sign-ins
 * count against a bucket of its own instead of the username's, which anyone can fill
 * (lib/throttle.ts). It holds a random id and an HMAC of the id and the username under the
 * server's secret, so it names no one and cannot be made for a username by hand.
 */
export const DEVICE_COOKIE = '__Host-parley_device';
export const DEVICE_COOKIE_DAYS = 180;

const mac = (secret: Uint8Array, username: string, id: string) =>
  createHmac('sha256', secret)
    .update(JSON.stringify(['device', username.trim().toLowerCase(), id]))
    .digest('base64url');

/** A new device id for this browser and username, after a right password or a reset. */
export function setDeviceCookie(reply: FastifyReply, secret: Uint8Array, username: string): void {
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${id}.${mac(secret, username, id)}`, {
    ...COOKIE_ATTRIBUTES,
    httpOnly: true,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The device id when the request's device cookie was issued for this username; null otherwise. */
export function trustedDevice(request: FastifyRequest, secret: Uint8Array, username: string): string | null {
  const parts = request.cookies[DEVICE_COOKIE]?.split('.');
  if (parts?.length !== 2 || !parts[0] || !parts[1]) return null;
  const [id, given] = [parts[0], Buffer.from(parts[1])];
  const expected = Buffer.from(mac(secret, username, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
