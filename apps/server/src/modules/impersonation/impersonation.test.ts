import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OUR_MESSAGES } from '@parley/domain';
import { auditLog } from '../../db/schema/index';
import { ACME, appWithSignIns, GLOBEX, WEST, bearer, refreshCookieOf, signIn } from '../../../test/helpers';

const app = appWithSignIns({});
const { post, session } = app;

describe('impersonation', () => {
  it('switches into a sub-account, audits writes with both identities, and switches back', async () => {
    const owner = await signIn(app.t.app, 'owner@acme.test');
    const res = await post('/v3/auth/impersonate', { accountSid: WEST }, bearer(owner.accessToken));
    expect(res.statusCode).toBe(200);
    const imp = res.json().payload[0];
    expect(imp.session).toMatchObject({
      accountId: WEST,
      parentAcctId: ACME,
      accountConfig: { funded: '0' },
    });
    expect(imp.session.yPrivs['add-feature']).toBe(true);
    expect(imp.session.act).toMatchObject({ accountId: ACME, username: 'owner@acme.test' });
    const impCookie = `__Host-parley_rt=${refreshCookieOf(res)}`;

    // an impersonation token may not start another, nor mint a sub-account token: 403, as for a sub-account token
    for (const path of ['/v3/auth/impersonate', '/v3/auth/subaccount-token']) {
      const again = await post(path, { accountSid: WEST }, bearer(imp.accessToken));
      expect(again.statusCode, path).toBe(403);
      expect(again.json().error).toEqual([{ code: 'forbidden', message: OUR_MESSAGES.alreadyImpersonating }]);
    }

    const write = await app.t.app.inject({
      method: 'PUT',
      url: '/v3/accounts/config',
      headers: bearer(imp.accessToken),
      payload: [{ accountSid: WEST, key: 'sans_number', value: '1234567890' }],
    });
    expect(write.statusCode).toBe(200);
    const [row] = await app.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account-config.update'));
    expect(row).toMatchObject({
      accountSid: WEST,
      actAccountSid: ACME,
      actClientId: owner.body.payload[0]!.session.clientId,
    });

    const back = await post('/v3/auth/switch-back', {}, { ...bearer(imp.accessToken), cookie: impCookie });
    expect(back.statusCode).toBe(200);
    const restored = back.json().payload[0];
    expect(restored.session.accountId).toBe(ACME);
    expect(restored.session.yPrivs).toBeUndefined();
    expect((await session(imp.accessToken)).statusCode).toBe(401);
    expect((await post('/v3/auth/refresh', {}, { cookie: impCookie })).statusCode).toBe(401);
    expect((await session(restored.accessToken)).statusCode).toBe(200);
    // the switch-back cookie continues the original session
    expect(
      (await post('/v3/auth/refresh', {}, { cookie: `__Host-parley_rt=${refreshCookieOf(back)}` }))
        .statusCode,
    ).toBe(200);
  });

  it('refreshes an impersonation session in the impersonated account', async () => {
    const owner = await signIn(app.t.app, 'owner@acme.test');
    const res = await post('/v3/auth/impersonate', { accountSid: WEST }, bearer(owner.accessToken));
    const r = await post('/v3/auth/refresh', {}, { cookie: `__Host-parley_rt=${refreshCookieOf(res)}` });
    expect(r.statusCode).toBe(200);
    expect(r.json().payload[0].session).toMatchObject({ accountId: WEST, act: { accountId: ACME } });
  });

  it("answers 404 for another tenant's account and for the parent itself, 403 without the privilege", async () => {
    const owner = await signIn(app.t.app, 'owner@acme.test');
    for (const accountSid of [GLOBEX.sub, GLOBEX.accountSid, ACME]) {
      const res = await post('/v3/auth/impersonate', { accountSid }, bearer(owner.accessToken));
      expect(res.statusCode, accountSid).toBe(404);
    }
    const supervisor = await signIn(app.t.app, 'owner@acme.test').then(() =>
      signIn(app.t.app, 'west-admin@acme.test'),
    );
    const res = await post('/v3/auth/impersonate', { accountSid: WEST }, bearer(supervisor.accessToken));
    expect(res.statusCode).toBe(404);
    const agent = await signIn(app.t.app, 'agent@acme.test');
    expect(
      (await post('/v3/auth/impersonate', { accountSid: WEST }, bearer(agent.accessToken))).statusCode,
    ).toBe(403);
  });

  it('switch-back without impersonating is a conflict', async () => {
    const owner = await signIn(app.t.app, 'owner@acme.test');
    expect((await post('/v3/auth/switch-back', {}, bearer(owner.accessToken))).statusCode).toBe(409);
  });
});

describe('sub-account token', () => {
  it("gives a parent user a token for one sub-account's requests, never a foreign one", async () => {
    const owner = await signIn(app.t.app, 'owner@acme.test');
    const list = await app.t.app.inject({
      method: 'GET',
      url: '/v3/auth/subaccounts',
      headers: bearer(owner.accessToken),
    });
    expect(list.json().payload.map((a: { accountSid: string }) => a.accountSid)).toEqual([WEST]);
    const res = await post('/v3/auth/subaccount-token', { accountSid: WEST }, bearer(owner.accessToken));
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json().payload[0];
    const config = await app.t.app.inject({
      method: 'GET',
      url: '/v3/accounts/config',
      headers: bearer(accessToken),
    });
    expect(config.json().payload).toContainEqual({ accountSid: WEST, key: 'funded', value: '0' });
    // it cannot start an impersonation or change the password
    expect((await post('/v3/auth/impersonate', { accountSid: WEST }, bearer(accessToken))).statusCode).toBe(
      403,
    );
    expect(
      (await post('/v3/auth/subaccount-token', { accountSid: GLOBEX.sub }, bearer(owner.accessToken)))
        .statusCode,
    ).toBe(404);
  });
});
