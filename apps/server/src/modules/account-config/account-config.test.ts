import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONFIG_VALUE_MAX_LENGTH, OUR_MESSAGES } from '@parley/domain';
import { accountConfig, auditLog } from '../../db/schema/index';
import { ACME, GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
let owner: string;
let supervisor: string;
let globex: string;
beforeAll(async () => {
  t = await buildTestApp();
  const token = (u: string) => signIn(t.app, u).then((s) => s.accessToken);
  owner = await token('owner@acme.test');
  supervisor = await token('supervisor@acme.test');
  globex = await token(GLOBEX.owner);
});
afterAll(() => t.app.close());

const req = (method: 'GET' | 'PUT' | 'DELETE', token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: '/v3/accounts/config',
    headers: bearer(token),
    ...(payload ? { payload: payload as object } : {}),
  });
const acmeRows = () => t.database.db.select().from(accountConfig).where(eq(accountConfig.accountSid, ACME));

describe('GET /v3/accounts/config', () => {
  it("lists the caller's own account's entries only", async () => {
    const res = await req('GET', owner);
    expect(res.statusCode).toBe(200);
    const entries = res.json().payload as Array<{ accountSid: string; key: string; value: string }>;
    expect(entries).toContainEqual({ accountSid: ACME, key: 'funded', value: '1' });
    expect(entries.every((e) => e.accountSid === ACME)).toBe(true);
    const theirs = (await req('GET', globex)).json().payload as Array<{ accountSid: string }>;
    expect(theirs.every((e) => e.accountSid === GLOBEX.accountSid)).toBe(true);
  });
});

describe('PUT /v3/accounts/config', () => {
  it('saves writable keys and audits the change', async () => {
    const res = await req('PUT', owner, [{ accountSid: ACME, key: 'sans_number', value: '123456-12345-12' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toContainEqual({
      accountSid: ACME,
      key: 'sans_number',
      value: '123456-12345-12',
    });
    const again = await req('PUT', owner, [{ accountSid: ACME, key: 'sans_number', value: '12345678901' }]);
    expect(again.json().payload).toContainEqual({
      accountSid: ACME,
      key: 'sans_number',
      value: '12345678901',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account-config.update'));
    expect(audit.length).toBe(2);
    expect(audit[0]).toMatchObject({ accountSid: ACME, targetId: ACME, detail: { keys: ['sans_number'] } });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await acmeRows();
    const cases: Array<[unknown, string]> = [
      [[{ accountSid: ACME, key: 'not_a_key', value: '1' }], OUR_MESSAGES.unknownConfigKey],
      [[{ accountSid: ACME, key: 'funded', value: '1' }], OUR_MESSAGES.readOnlyConfigKey],
      [[{ accountSid: ACME, key: 'feature_chatbot_enabled', value: '1' }], OUR_MESSAGES.readOnlyConfigKey],
      [
        [{ accountSid: ACME, key: 'sans_number', value: 'x'.repeat(CONFIG_VALUE_MAX_LENGTH + 1) }],
        OUR_MESSAGES.configValueTooLong,
      ],
      [[{ accountSid: ACME, key: 'sans_number', value: '1', extra: true }], "Unknown field '0.extra'."],
    ];
    for (const [body, message] of cases) {
      const res = await req('PUT', owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect((await req('PUT', owner, [])).statusCode).toBe(400);
    expect(await acmeRows()).toEqual(before);
  });

  it('accepts a value of exactly the maximum length', async () => {
    const res = await req('PUT', owner, [
      { accountSid: ACME, key: 'custom_fields', value: 'x'.repeat(CONFIG_VALUE_MAX_LENGTH) },
    ]);
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for another account's entries, 403 without gumby-acct-update; nothing changes", async () => {
    const before = await acmeRows();
    const foreign = await req('PUT', globex, [{ accountSid: ACME, key: 'sans_number', value: '1234567890' }]);
    expect(foreign.statusCode).toBe(404);
    const denied = await req('PUT', supervisor, [
      { accountSid: ACME, key: 'sans_number', value: '1234567890' },
    ]);
    expect(denied.statusCode).toBe(403);
    expect(await acmeRows()).toEqual(before);
  });
});

describe('DELETE /v3/accounts/config', () => {
  it('deletes writable entries of the own account', async () => {
    await req('PUT', owner, [{ accountSid: ACME, key: 'timezone', value: 'America/New_York' }]);
    const res = await req('DELETE', owner, [{ accountSid: ACME, key: 'timezone' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload[0]).toEqual({ deleted: 1 });
    expect((await acmeRows()).some((r) => r.key === 'timezone')).toBe(false);
  });

  it('refuses read-only keys and foreign accounts', async () => {
    expect((await req('DELETE', owner, [{ accountSid: ACME, key: 'funded' }])).statusCode).toBe(400);
    expect((await req('DELETE', globex, [{ accountSid: ACME, key: 'sans_number' }])).statusCode).toBe(404);
    expect((await acmeRows()).some((r) => r.key === 'funded')).toBe(true);
  });
});
