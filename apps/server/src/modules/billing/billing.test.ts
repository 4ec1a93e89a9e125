import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRANSACTIONS_TEXT } from '@parley/domain';
import { ledgerEntries } from '../../db/schema/index';
import { balanceOf } from '../../ledger/ledger';
import { ACME, GLOBEX, WEST, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

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

describe('GET /v3/billing/transactions', () => {
  const list = async (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/v3/billing/transactions${query}`, headers: bearer(token) });

  it('lists the account’s ledger newest first, filtered by kind, days and a search', async () => {
    const owner = (await signIn(t.app, 'owner@acme.test')).accessToken;
    const all = (await list(owner)).json();
    const items = all.payload as Array<{
      kind: string;
      amount: string;
      created: string;
      description: string;
    }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((e) => e.created)).toEqual([...items.map((e) => e.created)].sort().reverse());
    expect(items.find((e) => e.description === 'Opening funds')).toMatchObject({
      kind: 'funds',
      amount: '500.0000',
    });

    const funds = (await list(owner, '?kind=funds')).json().payload as typeof items;
    expect(funds.length).toBeGreaterThan(0);
    expect(funds.every((e) => e.kind === 'funds')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(owner, `?from=${today}&to=${today}`)).json().payload).toHaveLength(items.length);
    expect((await list(owner, '?to=2000-01-01')).json().payload).toEqual([]);
    expect((await list(owner, '?q=opening')).json().payload).toHaveLength(1);
  });

  it('refuses a day that is not one, and a kind that is not one, with 400', async () => {
    const owner = (await signIn(t.app, 'owner@acme.test')).accessToken;
    for (const query of ['?from=2026-02-30', '?to=yesterday', '?kind=gift']) {
      const res = await list(owner, query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await list(owner, '?from=2026-13-01')).json().error[0]).toMatchObject({
      field: 'from',
      message: TRANSACTIONS_TEXT.badDay,
    });
  });

  it('shows another account none of Acme’s entries, and a user without manage-payment nothing', async () => {
    const globex = (await signIn(t.app, GLOBEX.owner)).accessToken;
    const theirs = (await list(globex)).json().payload as Array<{ id: string }>;
    const acmeIds = new Set(
      (
        await t.database.db
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.accountSid, ACME))
      ).map((r) => r.id),
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((e) => acmeIds.has(e.id))).toBe(false);
    const admin = (await signIn(t.app, 'admin@acme.test')).accessToken;
    expect((await list(admin)).statusCode).toBe(403);
  });
});
