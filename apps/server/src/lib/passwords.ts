import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordWork } from './work-gate';

/** Through the gate: a hash that could not start in time is refused (503) rather than queued. */
const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  passwordWork.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

/** OWASP's scrypt minimum: N=2^17, r=8, p=1. Tests pass a cheaper N through the config. */
export const DEFAULT_SCRYPT_N = 2 ** 17;
const R = 8;
const P = 1;
const KEYLEN = 32;
const maxmem = (n: number) => 128 * n * R * 2;

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, n = DEFAULT_SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N: n, r: R, p: P, maxmem: maxmem(n) });
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(N) * Math.max(1, Number(r) / R),
  });
  return timingSafeEqual(key, expected);
}
