import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { LEDGER_MESSAGES, feeMonth, unitsOfDollars, type TAvailableNumber } from '@parley/domain';
import { accountConfig, accounts, ledgerEntries, phoneNumbers } from '../../db/schema/index';
import { balanceOf, ledgerProblems, postToLedger, WITHOUT_JOBS } from '../../ledger/ledger';
import { ACME, GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { chargeAccountMonth } from './monthly-fees-repository';
import { until as untilHolds } from '../../../test/until';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.jobs.start();
});
afterAll(() => t.app.close());

const entries = (accountSid: string, keyLike: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountSid, accountSid), like(ledgerEntries.idempotencyKey, keyLike)));
const held = (accountSid: string) =>
  t.database.db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.accountSid, accountSid), isNull(phoneNumbers.releasedAt)));
const until = (check: () => Promise<boolean>, timeoutMs = 20_000) => untilHolds(check, timeoutMs);
const jobStates = async (name: string, accountSid: string, month: string) => {
  const result = await t.database.db.execute(
    sql`select state from pgboss.job where name = ${name} and data->>'accountSid' = ${accountSid} and data->>'month' = ${month}`,
  );
  return (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
};
const nextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 30));
};

describe('monthly fees (issue 27)', () => {
  it('charges a bought number’s first month at purchase, and refuses a purchase the balance does not cover', async () => {
    const globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
    const search = await t.app.inject({
      method: 'GET',
      url: '/v3/numbers/available?limit=2',
      headers: globex,
    });
    const [first, second] = search.json().payload as TAvailableNumber[];
    const buy = (n: TAvailableNumber) =>
      t.app.inject({
        method: 'POST',
        url: '/v3/numbers',
        headers: globex,
        payload: { phoneNumber: n.phoneNumber },
      });
    const bought = await buy(first!);
    expect(bought.statusCode, bought.body).toBeLessThan(300);
    const month = feeMonth(new Date());
    const fee = (await entries(GLOBEX.accountSid, `number:%:${month}`)).find((e) =>
      e.description.includes(first!.phoneNumber),
    );
    expect(fee).toMatchObject({ kind: 'number_fee', amount: -unitsOfDollars(first!.monthlyPrice) });

    // spend Globex down to a cent: the next purchase is refused and nothing is held or charged
    const { balance } = await balanceOf(t.database.db, GLOBEX.accountSid);
    await t.database.db.transaction((tx) =>
      postToLedger(
        tx,
        {
          accountSid: GLOBEX.accountSid,
          amount: -(unitsOfDollars(Number(balance)) - 100),
          kind: 'adjustment',
          description: 'x',
        },
        t.app.jobs,
      ),
    );
    const refused = await buy(second!);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error[0].message).toBe(LEDGER_MESSAGES.insufficientFunds);
    expect((await held(GLOBEX.accountSid)).map((n) => n.phoneNumber)).not.toContain(second!.phoneNumber);
  });

  it('the clock makes one fan-out a day; each account’s numbers and features are charged once a month, unpaid fees later', async () => {
    const at = nextMonth();
    const month = feeMonth(at);
    // Acme holds numbers and has features on; Globex (a cent left) holds three
    const acmeNumbers = await held(ACME);
    expect(acmeNumbers.length).toBeGreaterThan(0);
    await t.app.jobs.tick(at);
    await t.app.jobs.tick(at); // the same day: no second fan-out
    const fanOuts = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'billing.monthly-fees' and data->>'month' = ${month}`,
    );
    expect((fanOuts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await until(async () => (await entries(ACME, `number:%:${month}`)).length === acmeNumbers.length);
    const acmeFeatures = await entries(ACME, `feature:%:${month}`);
    const config = await t.database.db.select().from(accountConfig).where(eq(accountConfig.accountSid, ACME));
    expect(config.some((c) => c.key === 'feature_inbox_enabled' && c.value === '1')).toBe(true);
    expect(acmeFeatures.map((e) => e.idempotencyKey)).toContain(`feature:inbox:${month}`);

    // run again by hand (a retried job): nothing is charged twice
    const before = (await entries(ACME, `%:${month}`)).length;
    const again = await chargeAccountMonth(t.database.db, t.app.jobs, ACME, month);
    expect(again.unpaid).toBe(0);
    expect(await entries(ACME, `%:${month}`)).toHaveLength(before);
    expect(await ledgerProblems(t.database.db, ACME)).toEqual([]);

    // Globex could not pay its number's month: left unpaid, charged once funds arrive
    await until(async () =>
      (await jobStates('billing.account-fees', GLOBEX.accountSid, month)).includes('completed'),
    );
    expect(await entries(GLOBEX.accountSid, `number:%:${month}`)).toHaveLength(0);
    await t.database.db.transaction((tx) =>
      postToLedger(
        tx,
        { accountSid: GLOBEX.accountSid, amount: unitsOfDollars(20), kind: 'funds', description: 'x' },
        WITHOUT_JOBS,
      ),
    );
    const globexNumbers = (await held(GLOBEX.accountSid)).length;
    const paid = await chargeAccountMonth(t.database.db, t.app.jobs, GLOBEX.accountSid, month);
    expect(paid).toEqual({ charged: globexNumbers, unpaid: 0 });
    expect(await entries(GLOBEX.accountSid, `number:%:${month}`)).toHaveLength(globexNumbers);
    expect(await ledgerProblems(t.database.db, GLOBEX.accountSid)).toEqual([]);
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.accountSid, GLOBEX.accountSid));
    expect(account!.balance).toBeGreaterThan(0);
  });
});
