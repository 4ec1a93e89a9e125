import { privilegesFor, type TSession, type TTokenGrant } from '@parley/domain';

const hex = (n: number) => n.toString(16).padStart(32, '0');

export function makeSession(overrides: Partial<TSession> = {}): TSession {
  const roles = overrides.roles ?? ['acct-owner'];
  return {
    accountId: `AC${hex(1)}`,
    clientId: `CL${hex(1)}`,
    parentAcctId: `AC${hex(1)}`,
    privs: privilegesFor(roles),
    roles,
    accountConfig: { funded: '1' },
    companyName: 'Acme Inc.',
    displayName: 'Olivia Owner',
    firstName: 'Olivia',
    lastName: 'Owner',
    username: 'owner@acme.test',
    sessionExpiresAt: Date.now() + 24 * 3_600_000,
    ...overrides,
  };
}

/** A JWT-shaped token whose `exp` the browser can read (the signature is never checked here). */
export function makeToken(expiresAt: number, id = 'a'): string {
  const part = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(expiresAt / 1000), jti: id })}.sig-${id}`;
}

export function makeGrant(overrides: Partial<TSession> = {}, minutes = 30, id = 'a'): TTokenGrant {
  const expiresAt = Date.now() + minutes * 60_000;
  return { accessToken: makeToken(expiresAt, id), expiresAt, session: makeSession(overrides) };
}
