import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADD_FEATURE_OUR_TEXT,
  ADD_FEATURE_TEXT,
  DEFAULT_MONTHLY_FEE_CENTS,
  FEATURE_FLAG,
  LEDGER_MESSAGES,
  MESSAGES,
  feeMonth,
  unitsOfCents,
  unitsOfDollars,
  UCAAS_PASSWORD_MAX_LENGTH,
  monthlyFeeCents,
  type TRate,
} from '@parley/domain';
import { accountConfig, accounts, auditLog, ledgerEntries, ucaasUsers } from '../../db/schema/index';
import { demoId, newAccountSid } from '../../db/ids';
import { balanceOf, ledgerProblems, postToLedger, WITHOUT_JOBS } from '../../ledger/ledger';
import { enableFeature } from './repository';
import { chargeFeatureMonth } from '../../ledger/fees';
import { ACME, GLOBEX, WEST, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
let owner: string;
let supervisor: string;
let westAdmin: string;
let globex: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner@acme.test')).accessToken;
  supervisor = (await signIn(t.app, 'supervisor@acme.test')).accessToken;
  westAdmin = (await signIn(t.app, 'west-admin@acme.test')).accessToken;
  globex = (await signIn(t.app, GLOBEX.owner)).accessToken;
});
afterAll(() => t.app.close());

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const enable = (token: string, featureName: string, url = '/v4/account/feature/') =>
  post(url, token, { featureName });
const flag = async (accountSid: string, key: string) =>
  (
    await t.database.db
      .select({ value: accountConfig.value })
      .from(accountConfig)
      .where(and(eq(accountConfig.accountSid, accountSid), eq(accountConfig.key, key)))
  )[0]?.value;
const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const auditsOf = (accountSid: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.accountSid, accountSid));
const ledgerOf = (accountSid: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountSid, accountSid))
    .orderBy(ledgerEntries.createdAt);
const putConfig = (token: string, body: object[]) =>
  t.app.inject({ method: 'PUT', url: '/v3/accounts/config', headers: bearer(token), payload: body });

describe('price list', () => {
  it('is served from the database, seeded by the migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/pricing/rates', headers: bearer(owner) });
    expect(res.json().payload).toEqual(
      expect.arrayContaining([
        { lookup: 'parley-feature-chatbot', rate: 30 },
        { lookup: 'parley-feature-remediation', rate: 12.5 },
        { lookup: 'parley-feature-dnclist', rate: 5 },
      ]),
    );
  });

  it('lists Inbox, at the default fee the dialog falls back on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/pricing/rates', headers: bearer(owner) });
    const rates = res.json().payload as TRate[];
    expect(rates).toContainEqual({ lookup: 'parley-feature-inbox', rate: 10 });
    expect(monthlyFeeCents('inbox', rates)).toBe(DEFAULT_MONTHLY_FEE_CENTS.inbox);
  });
});

describe('enabling a feature', () => {
  it('sets the flag, answers the feature, audits it; a second enable changes nothing and says so', async () => {
    const res = await enable(owner, 'chatbot');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload[0]).toMatchObject({ feature: 'chatbot', enabled: true, changed: true });
    expect(await flag(ACME, 'feature_chatbot_enabled')).toBe('1');
    const again = await enable(owner, 'chatbot', '/v3/account/feature/');
    expect(again.json().payload[0]).toEqual({
      feature: 'chatbot',
      enabled: true,
      changed: false,
      message: ADD_FEATURE_OUR_TEXT.alreadyEnabled('chatbot'),
    });
    // one record per call: the change, then the call that changed nothing
    expect(await audits('features.enable')).toHaveLength(1);
    expect(await audits('features.enable-unchanged')).toMatchObject([
      { accountSid: ACME, targetId: ACME, detail: { feature: 'chatbot' } },
    ]);
    // the session shows it at once
    const s = await t.app.inject({ method: 'GET', url: '/v3/auth/session', headers: bearer(owner) });
    expect(s.json().payload[0].accountConfig.feature_chatbot_enabled).toBe('1');
  });

  it('provisions a contact-center cluster id', async () => {
    expect(await flag(ACME, 'cc_cluster_id')).toBeUndefined();
    await enable(owner, 'contactcenter');
    expect(await flag(ACME, 'cc_cluster_id')).toMatch(/^cc-[0-9a-f]{12}$/);
  });

  it('makes exactly one change out of ten concurrent enables, each call recorded', async () => {
    const dnc = async (action: string) =>
      (await audits(action)).filter((a) => a.detail?.feature === 'dnclist').length;
    expect(await flag(ACME, 'feature_dnclist_enabled')).toBeUndefined();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        enable(owner, 'dnclist', i % 2 ? '/v3/account/feature/' : '/v4/account/feature/'),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().payload[0].changed)).toHaveLength(1);
    expect(
      results.filter((r) => !r.json().payload[0].changed).map((r) => r.json().payload[0].message),
    ).toEqual(Array(9).fill(ADD_FEATURE_OUR_TEXT.alreadyEnabled('dnclist')));
    expect(await flag(ACME, 'feature_dnclist_enabled')).toBe('1');
    expect(await dnc('features.enable')).toBe(1);
    expect(await dnc('features.enable-unchanged')).toBe(9);
  });

  it("sets each feature's own flag and nothing else", async () => {
    const before = Object.fromEntries(
      (
        await t.database.db
          .select({ key: accountConfig.key, value: accountConfig.value })
          .from(accountConfig)
          .where(eq(accountConfig.accountSid, GLOBEX.accountSid))
      ).map((r) => [r.key, r.value]),
    );
    for (const feature of ['inbox', 'remediation', 'dnclist', 'chatbot'] as const) {
      const res = await enable(globex, feature, '/v3/account/feature/');
      expect(res.json().payload[0]).toMatchObject({ feature, enabled: true, changed: true });
      expect(await flag(GLOBEX.accountSid, FEATURE_FLAG[feature])).toBe('1');
    }
    expect(await flag(GLOBEX.accountSid, 'cc_cluster_id')).toBeUndefined();
    expect(await flag(GLOBEX.accountSid, 'feature_ucaas_enabled')).toBeUndefined();
    expect(await flag(GLOBEX.accountSid, 'funded')).toBe(before.funded);
    // Acme's flags are Acme's: Globex's enables did not reach them
    expect(await flag(ACME, 'feature_remediation_enabled')).toBe('1');
    expect(await flag(ACME, 'cc_cluster_id')).toMatch(/^cc-/);
    const records = (await auditsOf(GLOBEX.accountSid)).filter((a) => a.action === 'features.enable');
    expect(records.map((a) => a.detail?.feature)).toEqual(['inbox', 'remediation', 'dnclist', 'chatbot']);
  });

  it('charges each first month through the ledger, at the price list’s fee, once per month', async () => {
    // Globex enabled four features in the test above, at the migration's price list
    const fees = (await ledgerOf(GLOBEX.accountSid)).filter((e) => e.kind === 'feature_fee');
    const month = feeMonth(new Date());
    const rates = (
      await t.app.inject({ method: 'GET', url: '/v3/pricing/rates', headers: bearer(globex) })
    ).json().payload as TRate[];
    expect(fees.map((e) => [e.reference, e.amount, e.createdBy])).toEqual(
      (['inbox', 'remediation', 'dnclist', 'chatbot'] as const).map((f) => [
        `feature:${f}:${month}`,
        -unitsOfCents(monthlyFeeCents(f, rates)!),
        GLOBEX.ownerClientId,
      ]),
    );
    expect(await ledgerProblems(t.database.db, GLOBEX.accountSid)).toEqual([]);
  });

  it('refuses with 402 when the balance does not cover the first month, and writes nothing', async () => {
    const sid = newAccountSid();
    await t.database.db
      .insert(accounts)
      .values({ accountSid: sid, name: 'Thin', companyName: 'Thin', parentAcctId: sid });
    const credit = (dollars: number) =>
      t.database.db.transaction((tx) =>
        postToLedger(
          tx,
          {
            accountSid: sid,
            amount: unitsOfDollars(dollars),
            kind: 'funds',
            description: 'x',
          },
          WITHOUT_JOBS,
        ),
      );
    await credit(5);
    await expect(
      t.database.db.transaction((tx) => enableFeature(tx, sid, 'chatbot', WITHOUT_JOBS)),
    ).rejects.toMatchObject({
      statusCode: 402,
      message: LEDGER_MESSAGES.insufficientFunds,
    });
    expect(await flag(sid, 'feature_chatbot_enabled')).toBeUndefined();
    expect(await ledgerOf(sid)).toHaveLength(1);
    await credit(50);
    await t.database.db.transaction((tx) => enableFeature(tx, sid, 'chatbot', WITHOUT_JOBS));
    // the monthly job's charge for this month is the same entry, not a second one
    await t.database.db.transaction(async (tx) =>
      chargeFeatureMonth(tx, sid, 'chatbot', {
        at: new Date(),
        createdBy: null,
        config: {},
        jobs: WITHOUT_JOBS,
      }),
    );
    expect((await ledgerOf(sid)).filter((e) => e.kind === 'feature_fee')).toHaveLength(1);
    expect((await balanceOf(t.database.db, sid)).balance).toBe('25.0000');
  });

  it("refuses an unfunded account with the spec's Payment Required text, writing nothing", async () => {
    for (const url of ['/v4/account/feature/', '/v3/account/feature/']) {
      const res = await enable(westAdmin, 'chatbot', url);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        status: 'error',
        error: [{ code: 'payment_required', message: MESSAGES.unfunded }],
      });
    }
    expect(await flag(WEST, 'feature_chatbot_enabled')).toBeUndefined();
    // the refusal rolled the whole call back, its audit record with it
    expect((await auditsOf(WEST)).filter((a) => a.action.startsWith('feature.'))).toEqual([]);
  });

  it("refuses an unknown feature with 'Unsupported feature'", async () => {
    const res = await enable(owner, 'teleport');
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({
      field: 'featureName',
      message: ADD_FEATURE_TEXT.unsupported,
    });
    for (const body of [{ featureName: '' }, {}]) {
      const none = await post('/v4/account/feature/', owner, body);
      expect(none.statusCode).toBe(400);
      expect(none.json().error[0]).toMatchObject({
        field: 'featureName',
        message: ADD_FEATURE_TEXT.selectFeature,
      });
    }
    expect(
      (await post('/v4/account/feature/', owner, { featureName: 'ucaas', accountSid: WEST })).statusCode,
    ).toBe(400);
  });

  it('refuses a user without add-feature with 403 on every route and changes nothing', async () => {
    const calls = [
      enable(supervisor, 'ucaas'),
      enable(supervisor, 'ucaas', '/v3/account/feature/'),
      post('/v3/accounts/wazo/feature', supervisor, {
        username: 'supervisor@acme.test',
        password: 'SeatPass2026',
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error[0].code).toBe('forbidden');
    }
    expect(await flag(ACME, 'feature_ucaas_enabled')).toBeUndefined();
    expect(await t.database.db.select().from(ucaasUsers).where(eq(ucaasUsers.accountSid, ACME))).toEqual([]);
    const bySupervisor = (await auditsOf(ACME)).filter(
      (a) => a.clientId === demoId('CL', 'supervisor@acme.test') && /^(feature|ucaas)\./.test(a.action),
    );
    expect(bySupervisor).toEqual([]);
  });
});

describe('the subscription account number (DNC)', () => {
  it('is saved through PUT /v3/accounts/config and audited', async () => {
    const res = await putConfig(owner, [{ accountSid: ACME, key: 'sans_number', value: '123456-12345-12' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toContainEqual({
      accountSid: ACME,
      key: 'sans_number',
      value: '123456-12345-12',
    });
    expect(await flag(ACME, 'sans_number')).toBe('123456-12345-12');
    expect(await audits('account-config.update')).toMatchObject([{ detail: { keys: ['sans_number'] } }]);
  });

  it("is refused with the dialog's message when it is not a subscription account number", async () => {
    for (const value of ['12345', '123456-1234-1', '123456789012345678', '']) {
      const res = await putConfig(owner, [{ accountSid: ACME, key: 'sans_number', value }]);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error).toEqual([
        { code: 'validation', field: '0.value', message: ADD_FEATURE_TEXT.invalidSans },
      ]);
    }
    expect(await flag(ACME, 'sans_number')).toBe('123456-12345-12');
  });

  it('is refused to a user without account update, and to another account', async () => {
    const res = await putConfig(supervisor, [{ accountSid: ACME, key: 'sans_number', value: '1234567890' }]);
    expect(res.statusCode).toBe(403);
    const foreign = await putConfig(globex, [{ accountSid: ACME, key: 'sans_number', value: '1234567890' }]);
    expect(foreign.statusCode).toBe(404);
    expect(await flag(ACME, 'sans_number')).toBe('123456-12345-12');
  });
});

describe('UCaaS', () => {
  it('needs the UCaaS user first; the user is created for the own username with a hashed password', async () => {
    const early = await enable(owner, 'ucaas');
    expect(early.statusCode).toBe(409);
    expect(early.json().error[0].message).toBe(ADD_FEATURE_OUR_TEXT.ucaasUserFirst);

    const missing = await post('/v3/accounts/wazo/feature', owner, {
      username: 'owner@acme.test',
      password: '',
    });
    expect(missing.json().error[0]).toMatchObject({
      field: 'password',
      message: ADD_FEATURE_TEXT.ucaasPassword,
    });
    const other = await post('/v3/accounts/wazo/feature', owner, {
      username: 'agent@acme.test',
      password: 'SeatPass2026',
    });
    expect(other.json().error[0]).toMatchObject({
      field: 'username',
      message: ADD_FEATURE_OUR_TEXT.ucaasUsernameOwn,
    });

    const created = await post('/v3/accounts/wazo/feature', owner, {
      username: 'owner@acme.test',
      password: 'SeatPass2026',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().payload[0]).toEqual({ username: 'owner@acme.test', created: true });
    const [row] = await t.database.db.select().from(ucaasUsers).where(eq(ucaasUsers.accountSid, ACME));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('SeatPass2026');
    expect(await audits('ucaas-users.create')).toMatchObject([{ detail: { username: 'owner@acme.test' } }]);
    // no password anywhere in the record
    expect(JSON.stringify(await audits('ucaas-users.create'))).not.toContain('SeatPass2026');

    // issue 23: a 5-character password was taken; the portal's password policy applies
    const short = await post('/v3/accounts/wazo/feature', owner, {
      username: 'owner@acme.test',
      password: 'Ab1cd',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toEqual([
      expect.objectContaining({ field: 'password', message: MESSAGES.password }),
    ]);

    const long = await post('/v3/accounts/wazo/feature', owner, {
      username: 'owner@acme.test',
      password: `Aa1${'p'.repeat(UCAAS_PASSWORD_MAX_LENGTH)}`,
    });
    expect(long.json().error[0]).toMatchObject({
      field: 'password',
      message: ADD_FEATURE_OUR_TEXT.ucaasPasswordTooLong,
    });

    expect((await enable(owner, 'ucaas')).json().payload[0]).toMatchObject({
      feature: 'ucaas',
      changed: true,
    });
  });

  it('refuses the UCaaS user on an unfunded account', async () => {
    const res = await post('/v3/accounts/wazo/feature', westAdmin, {
      username: 'west-admin@acme.test',
      password: 'SeatPass2026',
    });
    expect(res.statusCode).toBe(402);
  });
});
