import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LEDGER_MESSAGES, unitsOfDollars, unitsOfMoneyText } from '@parley/domain';
import { newAccountSid } from '../db/ids';
import { accountConfig, accounts, ledgerEntries } from '../db/schema/index';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { balanceOf, ledgerProblems, postToLedger, WITHOUT_JOBS, type TPosting } from './ledger';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

/** An account of its own per test, so no other test's postings change what one expects. */
async function freshAccount(): Promise<string> {
  const sid = newAccountSid();
  await t.database.db
    .insert(accounts)
    .values({ accountSid: sid, name: 'Ledger test', companyName: 'Ledger test', parentAcctId: sid });
  return sid;
}

const post = (accountSid: string, amount: number, more: Partial<TPosting> = {}) =>
  t.database.db.transaction((tx) =>
    postToLedger(
      tx,
      {
        accountSid,
        amount,
        kind: amount > 0 ? 'funds' : 'number_fee',
        description: amount > 0 ? 'Funds added' : 'A charge',
        ...more,
      },
      WITHOUT_JOBS,
    ),
  );

const funded = async (accountSid: string) =>
  (
    await t.database.db
      .select({ value: accountConfig.value })
      .from(accountConfig)
      .where(and(eq(accountConfig.accountSid, accountSid), eq(accountConfig.key, 'funded')))
  )[0]?.value;

const entries = (accountSid: string) =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountSid, accountSid));

describe('the ledger (DESIGN.md §8, issue 27)', () => {
  it('credits and charges in ten-thousandths, and funded follows the balance in the same transaction', async () => {
    const sid = await freshAccount();
    expect(await balanceOf(t.database.db, sid)).toEqual({
      balance: '0.0000',
      currency: 'USD',
      funded: false,
    });

    const credit = await post(sid, unitsOfDollars(10));
    expect(credit.entry).toMatchObject({ kind: 'funds', amount: '10.0000', balanceAfter: '10.0000' });
    expect(await funded(sid)).toBe('1');

    // $0.0079 a segment stays exact however many are charged
    for (let i = 0; i < 3; i++) await post(sid, -79, { kind: 'message' });
    expect((await balanceOf(t.database.db, sid)).balance).toBe('9.9763');

    const last = await post(sid, -99_763);
    expect(last.entry.balanceAfter).toBe('0.0000');
    expect(await funded(sid)).toBe('0');
    expect(await balanceOf(t.database.db, sid)).toMatchObject({ balance: '0.0000', funded: false });
    expect(await ledgerProblems(t.database.db, sid)).toEqual([]);
  });

  it('refuses a charge the balance does not cover with 402, and writes nothing', async () => {
    const sid = await freshAccount();
    await post(sid, unitsOfDollars(5));
    await expect(post(sid, -unitsOfDollars(5) - 1)).rejects.toMatchObject({
      statusCode: 402,
      message: LEDGER_MESSAGES.insufficientFunds,
    });
    expect(await entries(sid)).toHaveLength(1);
    expect((await balanceOf(t.database.db, sid)).balance).toBe('5.0000');
    expect(await funded(sid)).toBe('1');
  });

  it('posts once for one idempotency key, and answers the first entry again', async () => {
    const sid = await freshAccount();
    const first = await post(sid, unitsOfDollars(50), { idempotencyKey: 'add-funds-1' });
    const again = await post(sid, unitsOfDollars(50), { idempotencyKey: 'add-funds-1' });
    expect(again).toMatchObject({ replayed: true, entry: first.entry });
    expect(await entries(sid)).toHaveLength(1);
    expect((await balanceOf(t.database.db, sid)).balance).toBe('50.0000');
    // the key is the account's: another account may use the same one
    const other = await freshAccount();
    expect((await post(other, unitsOfDollars(1), { idempotencyKey: 'add-funds-1' })).replayed).toBe(false);
  });

  it('never changes an entry once written: the database refuses an UPDATE', async () => {
    const sid = await freshAccount();
    const { entry } = await post(sid, unitsOfDollars(1));
    await expect(
      t.database.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, entry.id)),
    ).rejects.toThrow();
    expect((await entries(sid))[0]!.amount).toBe(unitsOfDollars(1));
  });

  it('lets exactly 20 of 50 concurrent $1 charges through a $20 balance, to the ten-thousandth', async () => {
    const sid = await freshAccount();
    await post(sid, unitsOfDollars(20));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => post(sid, -unitsOfDollars(1), { reference: `charge-${i}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { statusCode?: number }).statusCode === 402,
    );
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(30);
    expect(await balanceOf(t.database.db, sid)).toMatchObject({ balance: '0.0000', funded: false });
    expect(await entries(sid)).toHaveLength(21);
    expect(await ledgerProblems(t.database.db, sid)).toEqual([]);
  });

  it('always sums to the balance over random charges, credits and failed transactions', async () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('credit' as const), units: fc.integer({ min: 1, max: 5_000_000 }) }),
      fc.record({ op: fc.constant('charge' as const), units: fc.integer({ min: 1, max: 2_000_000 }) }),
      // posted, then the transaction fails after it: nothing of it may stay
      fc.record({ op: fc.constant('fail' as const), units: fc.integer({ min: -2_000_000, max: 2_000_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const sid = await freshAccount();
        let expected = 0;
        for (const s of steps) {
          if (s.op === 'credit') {
            await post(sid, s.units);
            expected += s.units;
          } else if (s.op === 'charge') {
            const covered = expected - s.units >= 0;
            const result = post(sid, -s.units);
            if (covered) {
              await result;
              expected -= s.units;
            } else await expect(result).rejects.toMatchObject({ statusCode: 402 });
          } else if (s.units !== 0) {
            await expect(
              t.database.db.transaction(async (tx) => {
                await postToLedger(
                  tx,
                  {
                    accountSid: sid,
                    amount: s.units,
                    kind: 'adjustment',
                    description: 'x',
                  },
                  WITHOUT_JOBS,
                );
                throw new Error('the rest of the work failed');
              }),
            ).rejects.toThrow();
          }
        }
        const balance = await balanceOf(t.database.db, sid);
        expect(unitsOfMoneyText(balance.balance)).toBe(expected);
        expect(balance.funded).toBe(expected > 0);
        expect(await funded(sid)).toBe(
          expected > 0 ? '1' : steps.some((s) => s.op === 'credit') ? '0' : undefined,
        );
        expect(await ledgerProblems(t.database.db, sid)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('posts the demo’s simulated past in order: a time at or before the latest entry moves just after it', async () => {
    const sid = await freshAccount();
    const first = new Date('2026-08-01T10:00:00Z');
    await post(sid, unitsOfDollars(10), { at: first });
    await post(sid, -unitsOfDollars(1), { at: first });
    await post(sid, -unitsOfDollars(2), { at: first });
    await post(sid, -unitsOfDollars(3), { at: new Date('2026-07-01T00:00:00Z') });
    const rows = await entries(sid);
    const times = rows.map((r) => r.createdAt.getTime()).sort((a, b) => a - b);
    expect(new Set(times).size).toBe(4);
    expect(times[0]).toBe(first.getTime());
    expect(await ledgerProblems(t.database.db, sid)).toEqual([]);
    // an entry of now after them keeps the order too
    await post(sid, -unitsOfDollars(1));
    expect(await ledgerProblems(t.database.db, sid)).toEqual([]);
  });
});
