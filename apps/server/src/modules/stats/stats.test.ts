import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STATS_TEXT, statsWindow, type TMessage, type TStatsBucket } from '@parley/domain';
import { messageStats } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns, type TestContext } from '../../../test/helpers';
import { activeNumbers, numbersReady, recipient } from '../../../test/messaging';
import { until } from '../../../test/until';

const app = appWithSignIns({ owner: 'owner@acme.test', agent: 'agent@acme.test', globex: GLOBEX.owner });
const as = app.as;
let t: TestContext;
const DAY = 86_400_000;
beforeAll(async () => {
  t = app.t;
  await numbersReady(t.app, t.database.db, [ACME]);
}, 60_000);

const stats = (query: string, headers = as.owner) =>
  t.app.inject({ method: 'GET', url: `/v3/stats?${query}`, headers });
/** doc 001 §7's call, as the dashboard makes it */
const week = () => {
  const { startTimeMs, endTimeMs } = statsWindow();
  return `startTimeMs=${startTimeMs}&endTimeMs=${endTimeMs}`;
};
const buckets = async (query: string, headers = as.owner) => {
  const res = await stats(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as TStatsBucket[];
};
const total = (all: TStatsBucket[], key: 'sent' | 'delivered' | 'failed' | 'received' | 'optOuts') =>
  all.reduce((n, b) => n + b[key], 0);
const rollup = async () =>
  (await t.database.db.select().from(messageStats).where(eq(messageStats.accountSid, ACME))).sort(
    (a, b) => a.bucket.getTime() - b.bucket.getTime(),
  );

describe('GET /v3/stats (issue 29)', () => {
  it('counts what the pipeline did, kept exactly in step with the messages (a recount changes nothing)', async () => {
    const before = await buckets(week());
    expect(before).toHaveLength(7);
    const from = (await activeNumbers(t.database.db, ACME)).find((n) => n.smsEnabled && n.numberType === 1)!;
    const mobile = await recipient(t.app, 'mobile', 2025550300);
    const landline = await recipient(t.app, 'landline', 2025550300);
    const sids: string[] = [];
    for (const [to, body] of [
      [mobile, 'Your table is ready.'],
      [mobile, 'Long '.repeat(40)],
      [landline, 'A landline fails, refunded'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v3/messages',
        headers: as.owner,
        payload: { from: from.phoneNumber, to, body },
      });
      expect(res.statusCode, res.body).toBe(200);
      sids.push((res.json().payload[0] as TMessage).messageSid);
    }
    // the customer answers STOP: received, opted out, and the network's answer sent (free)
    const stop = await t.app.inject({
      method: 'POST',
      url: '/v3/network/inbound',
      headers: as.owner,
      payload: { from: mobile, to: from.phoneNumber, body: 'STOP' },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    // every message final: receipts are applied by jobs
    await until(async () => {
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from messages where account_sid = ${ACME} and status in ('queued', 'sent')`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n === 0;
    });

    const after = await buckets(week());
    const today = after.at(-1)!;
    const was = before.at(-1)!;
    expect(today.sent - was.sent).toBe(4);
    expect(today.received - was.received).toBe(1);
    expect(today.optOuts - was.optOuts).toBe(1);
    expect(today.failed - was.failed).toBeGreaterThanOrEqual(1);
    expect(today.delivered + today.undelivered + today.failed).toBe(today.sent);
    // 1 + 2 segments at $0.0079 stay charged; the landline's is refunded; STOP's answer is free
    const delivered = await t.database.db.execute(
      sql`select coalesce(sum(price) filter (where status <> 'failed'), 0)::int as spend from messages where account_sid = ${ACME} and direction = 'outbound'`,
    );
    const spend = (delivered as unknown as { rows: { spend: number }[] }).rows[0]!.spend;
    expect(after.reduce((n, b) => n + Number(b.spend), 0)).toBeCloseTo(spend / 10_000, 4);

    const kept = await rollup();
    await t.database.db.execute(sql`select recount_message_stats(${ACME})`);
    expect(await rollup()).toEqual(kept);
  });

  it('answers every day of the window, oldest first, zeros included, and hours when asked', async () => {
    // Acme's days are New York's (its setting); Globex set none: UTC
    const inNewYork = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
    const days = await buckets(week());
    expect(days.map((b) => b.label)).toEqual(
      Array.from({ length: 7 }, (_, i) => inNewYork.format(new Date(Date.now() - (6 - i) * DAY))),
    );
    expect(days[0]!.timeZone).toBe('America/New_York');
    const utc = await buckets(week(), as.globex);
    expect(utc.map((b) => b.label)).toEqual(
      Array.from({ length: 7 }, (_, i) => new Date(Date.now() - (6 - i) * DAY).toISOString().slice(0, 10)),
    );
    expect(utc[0]).toMatchObject({ timeZone: 'Etc/UTC', start: `${utc[0]!.label}T00:00:00.000Z` });
    const hours = await buckets(
      `startTimeMs=${Date.now() - DAY}&endTimeMs=${Date.now()}&aggregatePeriod=hours`,
    );
    expect(hours).toHaveLength(25);
    expect(hours.at(-1)!.label).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00$/);
    expect(total(hours, 'sent')).toBeGreaterThan(0);
  });

  it("buckets days in the user's time zone, else the account's", async () => {
    const setZone = (scope: 'user' | 'accounts', value: string) =>
      t.app.inject({
        method: 'PUT',
        url: scope === 'user' ? '/v3/user/config/timezone' : '/v3/accounts/config',
        headers: as.owner,
        payload:
          scope === 'user' ? { key: 'timezone', value } : [{ accountSid: ACME, key: 'timezone', value }],
      });
    expect((await setZone('accounts', '-4')).statusCode).toBe(200);
    const la = await buckets(week());
    expect(la[0]!.timeZone).toBe('America/Los_Angeles');
    // midnight in Los Angeles is 07:00 or 08:00 UTC
    expect(la[0]!.start).toMatch(/T0[78]:00:00\.000Z$/);
    expect((await setZone('user', '-1')).statusCode).toBe(200);
    const ny = await buckets(week());
    expect(ny[0]!.timeZone).toBe('America/New_York');
    expect(ny[0]!.start).toMatch(/T0[45]:00:00\.000Z$/);
    // the same messages, whichever the zone, when the window holds them all
    const wide = `startTimeMs=${Date.now() - 30 * DAY}&endTimeMs=${Date.now()}`;
    const inNy = await buckets(wide);
    await t.app.inject({
      method: 'DELETE',
      url: '/v3/user/config',
      headers: as.owner,
      payload: [{ key: 'timezone' }],
    });
    expect(total(await buckets(wide), 'sent')).toBe(total(inNy, 'sent'));
  });

  it('refuses what it cannot answer, in words that say why', async () => {
    const now = Date.now();
    const cases: Array<[string, string]> = [
      [`startTimeMs=soon&endTimeMs=${now}`, STATS_TEXT.time],
      [`startTimeMs=${now}&endTimeMs=${now - DAY}`, STATS_TEXT.order],
      [`startTimeMs=${now - 91 * DAY}&endTimeMs=${now}`, STATS_TEXT.daysCap],
      [`startTimeMs=${now - 8 * DAY}&endTimeMs=${now}&aggregatePeriod=hours`, STATS_TEXT.hoursCap],
      [`startTimeMs=${now - DAY}&endTimeMs=${now}&aggregatePeriod=weeks`, STATS_TEXT.period],
    ];
    for (const [query, message] of cases) {
      const res = await stats(query);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().error), query).toContain(message);
    }
    expect((await stats(`${week()}&accountSid=${GLOBEX.accountSid}`)).statusCode).toBe(400);
  });

  it("is the reader's own account's, and needs dashboard-read or rpt-usage-read", async () => {
    expect((await stats(week(), as.agent)).statusCode).toBe(403);
    const theirs = await buckets(week(), as.globex);
    expect(total(theirs, 'sent') + total(theirs, 'received')).toBe(0);
  });
});
