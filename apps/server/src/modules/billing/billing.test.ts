import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger/ledger';
import { ACME, WEST, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('GET /v3/billing/balance', () => {
  it('answers the caller’s account to a manage-payment holder, and 403 without it', async () => {
    const owner = (await signIn(t.app, 'owner@acme.test')).accessToken;
    const res = await t.app.inject({ method: 'GET', url: '/v3/billing/balance', headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual([await balanceOf(t.database.db, ACME)]);

    // the administrator has everything but payments (README's demo sign-ins)
    const admin = (await signIn(t.app, 'admin@acme.test')).accessToken;
    const refused = await t.app.inject({ method: 'GET', url: '/v3/billing/balance', headers: bearer(admin) });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps the unfunded sub-account at zero, unfunded; its administrator has no payments privilege', async () => {
    expect(await balanceOf(t.database.db, WEST)).toEqual({
      balance: '0.0000',
      currency: 'USD',
      funded: false,
    });
    const westAdmin = (await signIn(t.app, 'west-admin@acme.test')).accessToken;
    const res = await t.app.inject({ method: 'GET', url: '/v3/billing/balance', headers: bearer(westAdmin) });
    expect(res.statusCode).toBe(403);
  });
});
