import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CARRIER_ERRORS,
  STATS_TEXT,
  statsWindow,
  type TFailuresRow,
  type TMessage,
  type TStatsBucket,
} from '@parley/domain';
import { ACME, GLOBEX, appWithSignIns, type TestContext } from '../../../test/helpers';
import { activeNumbers, messagesSettled, numbersReady, recipient } from '../../../test/messaging';

const app = appWithSignIns({ owner: 'owner@acme.test', agent: 'agent@acme.test', globex: GLOBEX.owner });
const as = app.as;
let t: TestContext;
beforeAll(async () => {
  t = app.t;
  await numbersReady(t.app, t.database.db, [ACME]);
}, 60_000);

const week = () => {
  const { startTimeMs, endTimeMs } = statsWindow();
  return `startTimeMs=${startTimeMs}&endTimeMs=${endTimeMs}`;
};
const read = async <T>(path: string, headers = as.owner) => {
  const res = await t.app.inject({ method: 'GET', url: path, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as T[];
};
const failures = (headers = as.owner) => read<TFailuresRow>(`/v3/reports/failures?${week()}`, headers);
const settled = () => messagesSettled(t.database.db, ACME);

describe('GET /v3/reports/failures (issue 29)', () => {
  it('groups the failed and undelivered messages by error code, with meaning, remedy and trend', async () => {
    await settled();
    const before = await failures();
    const from = (await activeNumbers(t.database.db, ACME)).find((n) => n.smsEnabled && n.numberType === 1)!;
    const landline = await recipient(t.app, 'landline', 2025550700);
    for (const body of ['A landline never takes a text', 'Nor this one']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v3/messages',
        headers: as.owner,
        payload: { from: from.phoneNumber, to: landline, body },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().payload[0] as TMessage).status).toBe('queued');
    }
    await settled();
    const after = await failures();
    const code = (rows: TFailuresRow[]) =>
      rows.find((r) => r.errorCode === '30006') ?? { failed: 0, undelivered: 0, total: 0, trend: [] };
    const landlineAfter = after.find((r) => r.errorCode === '30006')!;
    expect(landlineAfter).toMatchObject(CARRIER_ERRORS['30006']);
    expect(landlineAfter.total - code(before).total).toBe(2);
    expect(landlineAfter.total).toBe(landlineAfter.failed + landlineAfter.undelivered);
    expect(landlineAfter.trend).toHaveLength(7);
    const todayBefore = code(before).trend.at(-1)?.count ?? 0;
    expect(landlineAfter.trend.at(-1)!.count - todayBefore).toBe(2);
    expect(landlineAfter.trend.reduce((n, p) => n + p.count, 0)).toBe(landlineAfter.total);

    // most frequent first; the shares add up to the whole
    expect(after.map((r) => r.total)).toEqual([...after.map((r) => r.total)].sort((a, b) => b - a));
    expect(after.reduce((n, r) => n + r.share, 0)).toBeCloseTo(100, 0);
    // the same messages the stats count as failed and undelivered, where they were created
    const stats = await read<TStatsBucket>(`/v3/stats?${week()}`);
    expect(after.reduce((n, r) => n + r.failed, 0)).toBe(stats.reduce((n, b) => n + b.failed, 0));
    expect(after.reduce((n, r) => n + r.undelivered, 0)).toBe(stats.reduce((n, b) => n + b.undelivered, 0));
  });

  it("refuses a window it cannot answer with the stats' words, and is the reader's own account's", async () => {
    const now = Date.now();
    const bad = await t.app.inject({
      method: 'GET',
      url: `/v3/reports/failures?startTimeMs=${now}&endTimeMs=${now - 1000}`,
      headers: as.owner,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(STATS_TEXT.order);
    const notNumber = await t.app.inject({
      method: 'GET',
      url: `/v3/reports/failures?startTimeMs=yesterday&endTimeMs=${now}`,
      headers: as.owner,
    });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.body).toContain(STATS_TEXT.time);
    const agent = await t.app.inject({
      method: 'GET',
      url: `/v3/reports/failures?${week()}`,
      headers: as.agent,
    });
    expect(agent.statusCode).toBe(403);
    // another account's report counts its own messages only
    const theirs = await failures(as.globex);
    const [own] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from messages where account_sid = ${GLOBEX.accountSid}
          and status in ('failed', 'undelivered') and created_at > now() - interval '8 days'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(theirs.reduce((n, r) => n + r.total, 0)).toBe(own!.n);
    expect((await failures()).length).toBeGreaterThan(0);
  });
});
