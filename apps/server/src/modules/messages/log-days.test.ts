import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, userConfig } from '../../db/schema/index';
import { ACME, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { activeNumbers, numbersReady, recipient } from '../../../test/messaging';

/**
 * The log's days (`since`, `until`) are the reader's days, as the reports' are: the user's time
 * zone, else the account's, else UTC. A message at 05:00 UTC on December 1 was written at 21:00 on
 * November 30 in Los Angeles, and a reader there finds it on November 30.
 */
let t: TestContext;
let owner: Record<string, string>;
let ownerId: string;
let sid: string;

beforeAll(async () => {
  t = await buildTestApp();
  const o = await signIn(t.app, 'owner@acme.test');
  owner = bearer(o.accessToken);
  ownerId = o.session.clientId;
  await numbersReady(t.app, t.database.db, [ACME]);
  const ours = (await activeNumbers(t.database.db, ACME)).find((n) => n.smsEnabled && !n.numberSetId)!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v3/network/inbound',
    headers: owner,
    payload: { from: await recipient(t.app, 'mobile', 3235550100), to: ours.phoneNumber, body: 'Late order' },
  });
  sid = res.json().payload[0].message.messageSid as string;
  // when it came, set on its row: the clock of the test is not that evening's
  await t.database.db
    .update(messages)
    .set({ createdAt: new Date('2026-12-01T05:00:00.000Z') })
    .where(eq(messages.sid, sid));
}, 60_000);
afterAll(() => t.app.close());

const found = async (day: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v3/messages?since=${day}&until=${day}&limit=500`,
    headers: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payload as { messageSid: string }[]).some((m) => m.messageSid === sid);
};

describe('the message log’s days', () => {
  it('are UTC days for a reader without a time zone', async () => {
    expect(await found('2026-12-01')).toBe(true);
    expect(await found('2026-11-30')).toBe(false);
  });

  it('are the reader’s days once the user has a time zone', async () => {
    await t.database.db
      .insert(userConfig)
      .values({ clientId: ownerId, key: 'timezone', value: 'America/Los_Angeles' })
      .onConflictDoUpdate({
        target: [userConfig.clientId, userConfig.key],
        set: { value: 'America/Los_Angeles' },
      });
    try {
      expect(await found('2026-11-30')).toBe(true);
      expect(await found('2026-12-01')).toBe(false);
    } finally {
      await t.database.db
        .delete(userConfig)
        .where(and(eq(userConfig.clientId, ownerId), eq(userConfig.key, 'timezone')));
    }
  });
});
