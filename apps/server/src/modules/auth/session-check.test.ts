import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, users } from '../../db/schema/index';
import { WEST, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const read = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v3/accounts/config', headers: bearer(token) });
const write = (token: string, accountSid: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/v3/accounts/config',
    headers: bearer(token),
    payload: [{ accountSid, key: 'timezone', value: 'America/Denver' }],
  });

describe('the per-request session check', () => {
  it('refuses a user set inactive at once: their live access token neither reads nor writes', async () => {
    const s = await signIn(t.app, 'supervisor@acme.test');
    const { clientId, accountId } = s.session;
    expect((await read(s.accessToken)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.clientId, clientId));
    expect((await read(s.accessToken)).statusCode).toBe(401);
    expect((await write(s.accessToken, accountId)).statusCode).toBe(401);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.clientId, clientId));
    // the session itself was not ended: an administrator who reactivates the user restores access
    expect((await read(s.accessToken)).statusCode).toBe(200);
  });

  it('refuses every user of an account closed, at once', async () => {
    const s = await signIn(t.app, 'west-admin@acme.test');
    expect((await read(s.accessToken)).statusCode).toBe(200);
    await t.database.db.update(accounts).set({ status: 'closed' }).where(eq(accounts.accountSid, WEST));
    try {
      expect((await read(s.accessToken)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.accountSid, WEST));
    }
  });

  it('refuses an impersonation of a sub-account closed meanwhile', async () => {
    const owner = await signIn(t.app, 'owner@acme.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/impersonate',
      headers: bearer(owner.accessToken),
      payload: { accountSid: WEST },
    });
    expect(res.statusCode).toBe(200);
    const acting = res.json().payload[0].accessToken as string;
    expect((await read(acting)).statusCode).toBe(200);
    await t.database.db.update(accounts).set({ status: 'closed' }).where(eq(accounts.accountSid, WEST));
    try {
      expect((await read(acting)).statusCode).toBe(401);
      // the owner's own session goes on
      expect((await read(owner.accessToken)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.accountSid, WEST));
    }
  });
});
