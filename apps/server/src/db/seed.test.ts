import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { accountConfig, accounts, users } from './schema/index';
import { DEMO_ACCOUNTS, seedDemo } from './seed';
import { TEST_SCRYPT_N, buildTestApp, signIn, type TestContext } from '../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const HOUSE = DEMO_ACCOUNTS.parley.accountSid;
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    accountId: string;
    parentAcctId: string;
    privs: Record<string, boolean>;
  };

describe('demo seed', () => {
  it('signs Parley staff in to a house account of its own, the only demo user with portal-dev', async () => {
    const staff = claimsOf((await signIn(t.app, 'staff@parley.test')).accessToken);
    expect(staff.accountId).toBe(HOUSE);
    expect(staff.parentAcctId).toBe(HOUSE);
    expect(staff.privs['portal-dev']).toBe(true);
    for (const username of ['owner@acme.test', 'owner@summit.test', 'agent@acme.test']) {
      expect(claimsOf((await signIn(t.app, username)).accessToken).privs['portal-dev'], username).toBe(false);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await t.database.db.select().from(users);
    expect(await seedDemo(t.database.db, TEST_SCRYPT_N)).toEqual({ created: false });
    expect(await t.database.db.select().from(users)).toEqual(before);
  });

  it('adds an account added to the demo since, with its users, to a database seeded before', async () => {
    await t.database.db.delete(users).where(eq(users.accountSid, HOUSE));
    await t.database.db.delete(accountConfig).where(eq(accountConfig.accountSid, HOUSE));
    await t.database.db.delete(accounts).where(eq(accounts.accountSid, HOUSE));
    const others = await t.database.db.select().from(users).orderBy(users.clientId);

    expect(await seedDemo(t.database.db, TEST_SCRYPT_N)).toEqual({ created: true });
    const house = await t.database.db.select().from(users).where(eq(users.accountSid, HOUSE));
    expect(house.map((u) => u.username)).toEqual(['staff@parley.test']);
    const rest = await t.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.clientId,
          others.map((u) => u.clientId),
        ),
      )
      .orderBy(users.clientId);
    expect(rest).toEqual(others);
    await signIn(t.app, 'staff@parley.test');
  });
});
