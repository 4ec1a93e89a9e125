import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  COMMUNICATION_TEXT,
  NO_SET_ID,
  STATS_TEXT,
  type TCommunicationRow,
  type TMessage,
} from '@parley/domain';
import { numberSets } from '../../db/schema/index';
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

const week = () => `startTimeMs=${Date.now() - 6 * DAY}&endTimeMs=${Date.now()}`;
const report = async (groupBy: string, headers = as.owner) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v3/reports/communication-statistics?${week()}&groupBy=${groupBy}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as TCommunicationRow[];
};
const settled = () => messagesSettled(t.database.db, ACME);

describe('GET /v3/reports/communication-statistics (issue 29)', () => {
  it('counts each sender number and number set, with its delivery rate', async () => {
    await settled();
    const byNumberBefore = await report('number');
    const bySetBefore = await report('numberSet');
    const from = (await activeNumbers(t.database.db, ACME)).find((n) => n.smsEnabled && n.numberType === 1)!;
    const [set] = await t.database.db
      .select()
      .from(numberSets)
      .where(and(eq(numberSets.accountSid, ACME), eq(numberSets.strategy, 'round-robin')));
    const mobile = await recipient(t.app, 'mobile', 2025550900);
    const landline = await recipient(t.app, 'landline', 2025550900);
    const send = async (payload: Record<string, string>) => {
      const res = await t.app.inject({ method: 'POST', url: '/v3/messages', headers: as.owner, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payload[0] as TMessage;
    };
    await send({ from: from.phoneNumber, to: landline, body: 'Fails: a landline' });
    await send({ from: from.phoneNumber, to: mobile, body: 'Direct' });
    const viaSet = await send({ numberSetId: set!.id, to: landline, body: 'Through the set, to a landline' });
    await settled();

    const row = (rows: TCommunicationRow[], id: string) =>
      rows.find((r) => r.id === id) ?? { sent: 0, failed: 0, delivered: 0, undelivered: 0 };
    const byNumber = await report('number');
    const mine = row(byNumber, from.phoneNumber) as TCommunicationRow;
    expect(mine.name).toBe(from.friendlyName);
    const viaSetSender = viaSet.from === from.phoneNumber ? 1 : 0;
    expect(mine.sent - row(byNumberBefore, from.phoneNumber).sent).toBe(2 + viaSetSender);
    expect(mine.failed - row(byNumberBefore, from.phoneNumber).failed).toBe(1 + viaSetSender);
    const settledCount = mine.delivered + mine.undelivered + mine.failed;
    expect(mine.deliveryRate).toBe(Math.round((mine.delivered / settledCount) * 1000) / 10);
    expect(byNumber.map((r) => r.sent)).toEqual([...byNumber.map((r) => r.sent)].sort((a, b) => b - a));

    const bySet = await report('numberSet');
    const theSet = row(bySet, set!.id) as TCommunicationRow;
    expect(theSet.name).toBe(set!.name);
    expect(theSet.sent - row(bySetBefore, set!.id).sent).toBe(1);
    expect(theSet.failed - row(bySetBefore, set!.id).failed).toBe(1);
    const direct = row(bySet, NO_SET_ID) as TCommunicationRow;
    expect(direct.name).toBe(COMMUNICATION_TEXT.noSet);
    expect(direct.sent - row(bySetBefore, NO_SET_ID).sent).toBe(2);
    // both groupings count the same messages
    const sum = (rows: TCommunicationRow[]) => rows.reduce((n, r) => n + r.sent, 0);
    expect(sum(bySet)).toBe(sum(byNumber));
  });

  it('refuses what it cannot answer, in words; another account sees its own senders only', async () => {
    const refused = async (query: string, text: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v3/reports/communication-statistics?${query}`,
        headers: as.owner,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(text);
    };
    const now = Date.now();
    await refused(`startTimeMs=${now}&endTimeMs=${now - 1}`, STATS_TEXT.order);
    await refused(`startTimeMs=${now - 100 * DAY}&endTimeMs=${now}`, COMMUNICATION_TEXT.cap);
    await refused(`${week()}&groupBy=campaign`, COMMUNICATION_TEXT.groupBy);
    const agent = await t.app.inject({
      method: 'GET',
      url: `/v3/reports/communication-statistics?${week()}`,
      headers: as.agent,
    });
    expect(agent.statusCode).toBe(403);
    const acmeNumbers = new Set((await activeNumbers(t.database.db, ACME)).map((n) => n.phoneNumber));
    expect((await report('number', as.globex)).some((r) => acmeNumbers.has(r.id))).toBe(false);
  });
});
