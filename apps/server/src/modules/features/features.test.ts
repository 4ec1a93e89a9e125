import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADD_FEATURE_OUR_TEXT, ADD_FEATURE_TEXT, MESSAGES } from '@parley/domain';
import { accountConfig, auditLog, ucaasUsers } from '../../db/schema/index';
import { ACME, WEST, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
let owner: string;
let supervisor: string;
let westAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner@acme.test')).accessToken;
  supervisor = (await signIn(t.app, 'supervisor@acme.test')).accessToken;
  westAdmin = (await signIn(t.app, 'west-admin@acme.test')).accessToken;
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
    expect(await audits('feature.enable')).toHaveLength(1);
    // the session shows it at once
    const s = await t.app.inject({ method: 'GET', url: '/v3/auth/session', headers: bearer(owner) });
    expect(s.json().payload[0].accountConfig.feature_chatbot_enabled).toBe('1');
  });

  it('provisions a contact-center cluster id', async () => {
    expect(await flag(ACME, 'cc_cluster_id')).toBeUndefined();
    await enable(owner, 'contactcenter');
    expect(await flag(ACME, 'cc_cluster_id')).toMatch(/^cc-[0-9a-f]{12}$/);
  });

  it('makes exactly one change out of ten concurrent enables', async () => {
    const before = (await audits('feature.enable')).length;
    const results = await Promise.all(Array.from({ length: 10 }, () => enable(owner, 'dnclist')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().payload[0].changed)).toHaveLength(1);
    expect((await audits('feature.enable')).length).toBe(before + 1);
  });

  it("refuses an unfunded account with the spec's Payment Required text", async () => {
    const res = await enable(westAdmin, 'chatbot');
    expect(res.statusCode).toBe(402);
    expect(res.json().error[0]).toEqual({ code: 'payment_required', message: MESSAGES.unfunded });
    expect(await flag(WEST, 'feature_chatbot_enabled')).toBeUndefined();
  });

  it("refuses an unknown feature with 'Unsupported feature'", async () => {
    const res = await enable(owner, 'teleport');
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({
      field: 'featureName',
      message: ADD_FEATURE_TEXT.unsupported,
    });
    expect((await enable(owner, '')).statusCode).toBe(400);
    expect(
      (await post('/v4/account/feature/', owner, { featureName: 'ucaas', accountSid: WEST })).statusCode,
    ).toBe(400);
  });

  it('refuses a user without add-feature with 403 and changes nothing', async () => {
    const res = await enable(supervisor, 'ucaas');
    expect(res.statusCode).toBe(403);
    expect(await flag(ACME, 'feature_ucaas_enabled')).toBeUndefined();
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
      password: 'Seat-pass-1',
    });
    expect(other.json().error[0]).toMatchObject({
      field: 'username',
      message: ADD_FEATURE_OUR_TEXT.ucaasUsernameOwn,
    });

    const created = await post('/v3/accounts/wazo/feature', owner, {
      username: 'owner@acme.test',
      password: 'Seat-pass-1',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().payload[0]).toEqual({ username: 'owner@acme.test', created: true });
    const [row] = await t.database.db.select().from(ucaasUsers).where(eq(ucaasUsers.accountSid, ACME));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('Seat-pass-1');

    expect((await enable(owner, 'ucaas')).json().payload[0]).toMatchObject({
      feature: 'ucaas',
      changed: true,
    });
  });

  it('refuses the UCaaS user on an unfunded account', async () => {
    const res = await post('/v3/accounts/wazo/feature', westAdmin, {
      username: 'west-admin@acme.test',
      password: 'x',
    });
    expect(res.statusCode).toBe(402);
  });
});
