import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { TokenError, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import { ACCESS_TOKEN_MINUTES } from '@parley/domain';

export const ISSUER = 'parley';
export const AUDIENCE = 'parley-portal';
const ALG = 'HS256';

const ZPrivs = z.record(z.string(), z.boolean());

/** What an access token carries (DESIGN.md §4). */
export const ZAccessClaims = z.object({
  sub: z.string(),
  sid: z.string(),
  jti: z.string(),
  exp: z.number(),
  accountId: z.string(),
  clientId: z.string(),
  parentAcctId: z.string(),
  privs: ZPrivs,
  roles: z.array(z.string()),
  act: z.object({ clientId: z.string(), accountId: z.string(), username: z.string() }).optional(),
  yPrivs: ZPrivs.optional(),
  /** set on a sub-account token: the request acts on a sub-account for the parent user */
  sub_account: z.boolean().optional(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;
export type TNewClaims = Omit<TAccessClaims, 'jti' | 'exp' | 'sub'>;

export async function signAccessToken(
  claims: TNewClaims,
  secret: Uint8Array,
  now = Date.now(),
): Promise<{ accessToken: string; expiresAt: number }> {
  const expiresAt = now + ACCESS_TOKEN_MINUTES * 60_000;
  const accessToken = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.clientId)
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(secret);
  return { accessToken, expiresAt };
}

export type VerifyResult = { ok: true; claims: TAccessClaims } | { ok: false; expired: boolean };

/**
 * Verification runs on every request: fast-jwt checks HS256 with node:crypto synchronously, made
 * once per secret. jose imported the raw secret and ran the HMAC as an async WebCrypto job per call,
 * a third of an authenticated read's CPU in the profile (issue 10). jose still signs.
 */
const verifiers = new WeakMap<Uint8Array, (token: string) => unknown>();
function verifierFor(secret: Uint8Array) {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(secret),
      algorithms: [ALG],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
    });
    verifiers.set(secret, verify);
  }
  return verify;
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifyResult> {
  try {
    const parsed = ZAccessClaims.safeParse(verifierFor(secret)(token));
    return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, expired: false };
  } catch (e) {
    return { ok: false, expired: e instanceof TokenError && e.code === TokenError.codes.expired };
  }
}

/** A refresh token is `<id>.<secret>`: the id finds the row, the secret is checked against its hash. */
export function newRefreshToken(): { id: string; secret: string; token: string; secretHash: string } {
  const id = randomBytes(12).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { id, secret, token: `${id}.${secret}`, secretHash: hashSecret(secret) };
}

export function parseRefreshToken(token: string | undefined): { id: string; secret: string } | null {
  if (!token) return null;
  const m = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return m ? { id: m[1]!, secret: m[2]! } : null;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
