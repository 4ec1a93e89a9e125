import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATS_TEXT, USAGE_TEXT, type TMessage, type TUsageCategory, type TUsageRow } from '@parley/domain';
import { ACME, GLOBEX, appWithSignIns, type TestContext } from '../../../test/helpers';
import { activeNumbers, messagesSettled, numbersReady, recipient } from '../../../test/messaging';

const app = appWithSignIns({ owner: 'owner@acme.test', agent: 'agent@acme.test', globex: GLOBEX.owner });
const as = app.as;
let t: TestContext;
const DAY = 86_400_000;
beforeAll(async () => {
  t = app.t;
  await numbersReady(t.app, t.database.db, [ACME]);
}, 60_000);

const usage = async (query: string, headers = as.owner) => {
  const res = await t.app.inject({ method: 'GET', url: `/v3/usage?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as TUsageRow[];
};
const units = (money: string) => Math.round(Number(money) * 10_000);
const window = (days: number, period = 'days') => {
  const now = Date.now();
  return `startTimeMs=${now - (days - 1) * DAY}&endTimeMs=${now}&aggregatePeriod=${period}`;
};
const byCategory = (rows: TUsageRow[]) => {
  const sums = {} as Record<TUsageCategory, { quantity: number; amount: number }>;
  for (const r of rows) {
    const s = (sums[r.category] ??= { quantity: 0, amount: 0 });
    s.quantity += r.quantity;
    s.amount += units(r.amount);
  }
  return sums;
};
/** The ledger's message, number and feature charges of an account, refunds deducted. */
const ledgerCharges = async (accountSid: string) => {
  const rows = (await t.database.db.execute(
    sql`select coalesce(-sum(amount), 0)::bigint::text as charged from ledger_entries
      where account_sid = ${accountSid} and kind in ('message', 'number_fee', 'feature_fee')
        and created_at > now() - interval '80 days'`,
  )) as unknown as { rows: { charged: string }[] };
  return Number(rows.rows[0]!.charged);
};
const settled = () => messagesSettled(t.database.db, ACME);

describe('GET /v3/usage (issue 29)', () => {
  it("counts what was used by category, and its amounts are the ledger's charges for the window", async () => {
    await settled();
    const before = byCategory(await usage(window(30)));
    const from = (await activeNumbers(t.database.db, ACME)).find((n) => n.smsEnabled && n.numberType === 1)!;
    const send = async (to: string, body: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v3/messages',
        headers: as.owner,
        payload: { from: from.phoneNumber, to, body },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payload[0] as TMessage;
    };
    const mobile = await recipient(t.app, 'mobile', 2025550800);
    const twoSegments = await send(mobile, 'Long '.repeat(40));
    expect(twoSegments.segments).toBe(2);
    const refunded = await send(
      await recipient(t.app, 'landline', 2025550800),
      'A landline: failed, refunded',
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v3/network/inbound',
      headers: as.owner,
      payload: { from: mobile, to: from.phoneNumber, body: 'Thanks!' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await settled();

    const rows = await usage(window(30));
    const after = byCategory(rows);
    // 2 segments charged; the landline's segment charged then refunded: nothing left of it
    expect(after.sms_outbound.quantity - before.sms_outbound.quantity).toBe(2);
    expect(after.sms_outbound.amount - before.sms_outbound.amount).toBe(units(twoSegments.price));
    expect(units(refunded.price)).toBeGreaterThan(0);
    expect(after.sms_inbound.quantity - before.sms_inbound.quantity).toBe(1);
    expect(after.sms_inbound.amount).toBe(0);
    // every day has every category, zeros included, in the report's order
    expect(rows).toHaveLength(30 * 5);
    expect(rows.slice(0, 5).map((r) => r.category)).toEqual([
      'sms_outbound',
      'sms_inbound',
      'mms',
      'numbers',
      'features',
    ]);

    const total = (sums: ReturnType<typeof byCategory>) =>
      Object.values(sums).reduce((n, s) => n + s.amount, 0);
    expect(total(after)).toBe(await ledgerCharges(ACME));
    // by month, the same total over a year
    const months = await usage(window(365, 'months'));
    expect(months.at(-1)!.period).toMatch(/^\d{4}-\d{2}$/);
    expect(total(byCategory(months))).toBe(await ledgerCharges(ACME));
    // one category alone (its own ledger kind read): the same rows as in the whole report
    const all = await usage(window(30));
    for (const category of ['sms_inbound', 'sms_outbound', 'mms', 'numbers'] as const) {
      const alone = await usage(`${window(30)}&category=${category}`);
      expect(alone, category).toEqual(all.filter((r) => r.category === category));
    }
  });

  it('refuses what it cannot answer, in words, and is rpt-usage-read’s, of the reader’s account', async () => {
    const refused = async (query: string, text: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/v3/usage?${query}`, headers: as.owner });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(text);
    };
    const now = Date.now();
    await refused(`startTimeMs=${now}&endTimeMs=${now - 1}`, STATS_TEXT.order);
    await refused(`startTimeMs=soon&endTimeMs=${now}`, STATS_TEXT.time);
    await refused(`${window(30)}&category=voice`, USAGE_TEXT.category);
    await refused(window(120), USAGE_TEXT.daysCap);
    await refused(window(400, 'months'), USAGE_TEXT.monthsCap);
    await refused(window(7, 'weeks'), USAGE_TEXT.period);
    const agent = await t.app.inject({ method: 'GET', url: `/v3/usage?${window(7)}`, headers: as.agent });
    expect(agent.statusCode).toBe(403);
    const theirs = byCategory(await usage(window(30), as.globex));
    expect(Object.values(theirs).reduce((n, s) => n + s.amount, 0)).toBe(
      await ledgerCharges(GLOBEX.accountSid),
    );
  });
});
