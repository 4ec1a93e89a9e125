import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  USAGE_ALERT_MESSAGES as M,
  USAGE_ALERT_NOTICE_TEXTS,
  WEBHOOK_EVENTS,
  fillText,
  unitsOfMoneyText,
  usageAlertFigure,
  type TUsageAlert,
  type TUsageAlertInput,
  type TUsageAlertNotice,
} from '@parley/domain';
import { usageAlerts, webhooks } from '../../db/schema/index';
import { ACME, GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { activeNumbers, messagesSettled, numbersReady, recipient } from '../../../test/messaging';
import { until } from '../../../test/until';
import { startReceiver } from '../../../test/webhook-receiver';
import { usageBound } from './usage-alerts-repository';
import { usageOf } from './usage-repository';

let t: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const as = {} as Record<'owner' | 'supervisor' | 'agent' | 'globex', Record<string, string>>;

beforeAll(async () => {
  t = await buildTestApp({ webhooks: { allowPrivate: true, timeoutMs: 2_000 } });
  await numbersReady(t.app, t.database.db, [ACME]);
  receiver = await startReceiver();
  as.owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
  as.supervisor = bearer((await signIn(t.app, 'supervisor@acme.test')).accessToken);
  as.agent = bearer((await signIn(t.app, 'agent@acme.test')).accessToken);
  as.globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
  // the demo's alerts go first: each test sees, and fires, only its own
  await t.database.db.delete(usageAlerts);
}, 60_000);
afterAll(async () => {
  await t?.app.close();
  await receiver?.close();
});
// each test's alerts go with it, so the next test's check fires only its own
afterEach(async () => {
  await t.database.db.delete(usageAlerts);
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = as.owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const ALERT: TUsageAlertInput = {
  name: 'SMS today',
  category: 'sms_outbound',
  triggerBy: 'quantity',
  threshold: 1,
  period: 'daily',
  webhookId: null,
  enabled: true,
};
const create = async (input: Partial<TUsageAlertInput> = {}, headers = as.owner) => {
  const res = await send('POST', '/v3/usage-alerts', { ...ALERT, ...input }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload[0] as TUsageAlert;
};
const refusal = async (body: object, status = 400) => {
  const res = await send('POST', '/v3/usage-alerts', body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().error[0] as { message: string; field?: string };
};
const check = async (accountSid = ACME) => {
  const id = await t.database.db.transaction((tx) =>
    t.app.jobs.enqueue(tx, 'stats.account-usage-alerts', { accountSid }),
  );
  await until(async () => (await t.app.jobs.job('stats.account-usage-alerts', id))?.state === 'completed');
};
const alertRow = async (id: string) =>
  (await t.database.db.select().from(usageAlerts).where(eq(usageAlerts.id, id)))[0]!;
const sendOne = async () => {
  const from = (await activeNumbers(t.database.db, ACME)).find((n) => n.smsEnabled && n.numberType === 1)!;
  const res = await send('POST', '/v3/messages', {
    from: from.phoneNumber,
    to: await recipient(t.app, 'mobile', 2025550900),
    body: 'Your order is on its way',
  });
  expect(res.statusCode, res.body).toBe(200);
  await messagesSettled(t.database.db, ACME);
};

describe('usage alerts: the API (issue 29)', () => {
  it('adds, lists, changes and deletes an alert; a supervisor reads them, an agent may not', async () => {
    const made = await create({
      name: 'Spend this month',
      triggerBy: 'amount',
      threshold: 25.5,
      period: 'monthly',
    });
    expect(made).toMatchObject({
      name: 'Spend this month',
      threshold: 25.5,
      period: 'monthly',
      lastFiredPeriod: null,
      lastFiredAt: null,
      lastFiredValue: null,
    });
    const list = await send('GET', '/v3/usage-alerts', undefined, as.supervisor);
    expect(list.statusCode).toBe(200);
    expect(list.json().payload.map((a: TUsageAlert) => a.id)).toEqual([made.id]);
    expect((await send('POST', '/v3/usage-alerts', ALERT, as.supervisor)).statusCode).toBe(403);
    expect((await send('GET', '/v3/usage-alerts', undefined, as.agent)).statusCode).toBe(403);

    const changed = await send('PUT', `/v3/usage-alerts/${made.id}`, { ...ALERT, name: 'SMS today' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload[0]).toMatchObject({
      name: 'SMS today',
      triggerBy: 'quantity',
      threshold: 1,
    });
    expect((await send('DELETE', `/v3/usage-alerts/${made.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/v3/usage-alerts/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input in words, and changes nothing', async () => {
    expect((await refusal({ ...ALERT, threshold: -1 })).message).toBe(M.thresholdNegative);
    expect((await refusal({ ...ALERT, threshold: 'ten' })).message).toBe(M.thresholdNumber);
    expect((await refusal({ ...ALERT, threshold: null })).message).toBe(M.thresholdNumber);
    expect((await refusal({ ...ALERT, threshold: 1.5 })).message).toBe(M.thresholdWhole);
    expect((await refusal({ ...ALERT, triggerBy: 'amount', threshold: 1.234 })).message).toBe(
      M.thresholdCents,
    );
    expect((await refusal({ ...ALERT, threshold: 2e9 })).message).toBe(M.thresholdTooLarge);
    expect((await refusal({ ...ALERT, category: 'calls' })).message).toBe(M.categoryRequired);
    expect((await refusal({ ...ALERT, period: 'weekly' })).message).toBe(M.periodRequired);
    expect((await refusal({ ...ALERT, triggerBy: 'count' })).message).toBe(M.triggerByRequired);
    expect((await refusal({ ...ALERT, name: ' ' })).message).toBe(M.nameRequired);

    // a webhook of another account is not one to choose
    const globexHook = await send(
      'POST',
      '/v3/webhooks',
      { name: 'Globex desk', url: receiver.url('/ok'), enabled: true, events: ['sms_inbound'] },
      as.globex,
    );
    expect(globexHook.statusCode, globexHook.body).toBe(200);
    const foreign = await refusal({ ...ALERT, webhookId: globexHook.json().payload[0].id });
    expect(foreign).toMatchObject({ message: M.webhookUnknown, field: 'webhookId' });

    await create();
    expect((await refusal(ALERT, 409)).message).toBe(M.nameTaken);
    expect((await send('GET', '/v3/usage-alerts')).json().payload).toHaveLength(1);
  });

  it("answers 404 for another account's alert, and marks only the account's notices seen", async () => {
    const mine = await create();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', ALERT],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(method, `/v3/usage-alerts/${mine.id}`, body, as.globex);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    const seen = await send('POST', '/v3/usage-alerts/notices/seen', { ids: [mine.id] }, as.globex);
    expect(seen.json().payload).toEqual([]);
    expect((await send('GET', '/v3/usage-alerts', undefined, as.globex)).json().payload).toEqual([]);
  });
});

describe('usage alerts: firing (issue 29)', () => {
  it('fires once per period: a notice, a mail to the owners and the chosen webhook', async () => {
    const hook = await send('POST', '/v3/webhooks', {
      name: 'Alerts desk',
      url: receiver.url('/ok'),
      enabled: true,
      // subscribes to messages only: the alert's choice is what sends it the usage_alert event
      events: ['sms_inbound'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const webhookId = hook.json().payload[0].id as string;
    const quiet = await create({ name: 'Spend over $1,000', triggerBy: 'amount', threshold: 1000 });
    const alert = await create({ webhookId });
    await sendOne();
    const mailsBefore = t.mail.length;

    // the clock's job makes a check for each account with an alert on
    const id = await t.database.db.transaction((tx) =>
      t.app.jobs.enqueue(tx, 'stats.usage-alerts', { at: Date.now() }),
    );
    await until(async () => (await alertRow(alert.id)).lastFiredAt !== null, 20_000);
    await until(async () => (await t.app.jobs.job('stats.usage-alerts', id))?.state === 'completed');
    const row = await alertRow(alert.id);
    expect(row.lastFiredPeriod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.lastFiredValue).toBeGreaterThanOrEqual(1);
    expect((await alertRow(quiet.id)).lastFiredAt).toBeNull();

    const notices = (await send('GET', '/v3/usage-alerts/notices')).json().payload as TUsageAlertNotice[];
    expect(notices.map((n) => n.id)).toEqual([alert.id]);
    const sentence = fillText(USAGE_ALERT_NOTICE_TEXTS.content, {
      name: 'SMS today',
      usage: `${usageAlertFigure(ALERT, row.lastFiredValue!)} of SMS sent`,
      period: USAGE_ALERT_NOTICE_TEXTS.today,
      threshold: '1 segment',
    });
    await until(async () => t.mail.length > mailsBefore);
    const mail = t.mail.slice(mailsBefore);
    expect(mail.map((m) => m.to)).toEqual(['owner@acme.test']);
    expect(mail[0]!.subject).toBe('Parley usage alert: SMS today');
    expect(mail[0]!.text).toContain(sentence);

    const delivered = () => receiver.received.find((r) => r.body.includes('"usage_alert"'));
    await until(() => delivered() !== undefined, 20_000);
    const body = JSON.parse(delivered()!.body);
    expect(Object.keys(body.data)).toEqual([...WEBHOOK_EVENTS.usage_alert]);
    expect(body.data).toMatchObject({
      accountsid: ACME,
      alertid: alert.id,
      category: 'sms_outbound',
      currentperiod: row.lastFiredPeriod,
      value: row.lastFiredValue,
    });

    // checked again in the same day: nothing fires twice
    await sendOne();
    await check();
    const again = await alertRow(alert.id);
    expect(again.lastFiredAt).toEqual(row.lastFiredAt);
    expect(t.mail.length).toBe(mailsBefore + 1);

    // seen: the notice is not shown again
    const seen = await send('POST', '/v3/usage-alerts/notices/seen', { ids: [alert.id] });
    expect(seen.json().payload).toEqual([{ id: alert.id }]);
    expect((await send('GET', '/v3/usage-alerts/notices')).json().payload).toEqual([]);

    // a change of what it watches starts it afresh: it fires again for the same day
    const raised = await send('PUT', `/v3/usage-alerts/${alert.id}`, { ...ALERT, webhookId, threshold: 2 });
    expect(raised.json().payload[0].lastFiredPeriod).toBeNull();
    await check();
    expect((await alertRow(alert.id)).lastFiredAt!.getTime()).toBeGreaterThan(row.lastFiredAt!.getTime());
    await t.database.db.delete(webhooks).where(eq(webhooks.id, webhookId));
  });

  it('fires on an amount of dollars; the rollup’s bound is never below the exact figure', async () => {
    const cent = await create({ name: 'Any spend today', triggerBy: 'amount', threshold: 0.01 });
    await sendOne();
    await check();
    const row = await alertRow(cent.id);
    expect(row.lastFiredAt).not.toBeNull();
    expect(row.lastFiredValue).toBeGreaterThanOrEqual(0.01);
    const now = Date.now();
    for (const period of ['days', 'months'] as const)
      for (const category of ['sms_outbound', 'mms', 'sms_inbound'] as const) {
        const window = { startTimeMs: now, endTimeMs: now, period, zone: 'America/New_York' };
        const bound = (await usageBound(t.database.db, ACME, window, category))!;
        const [exact] = await usageOf(t.database.db, ACME, window, category);
        expect(bound.quantity, `${period} ${category}`).toBeGreaterThanOrEqual(exact!.quantity);
        expect(bound.units, `${period} ${category}`).toBeGreaterThanOrEqual(unitsOfMoneyText(exact!.amount));
      }
  });

  it('does not fire a disabled alert, nor one whose threshold was not reached', async () => {
    const off = await create({ name: 'Off', enabled: false });
    const high = await create({ name: 'High', threshold: 1_000_000 });
    await sendOne();
    await check();
    expect((await alertRow(off.id)).lastFiredAt).toBeNull();
    expect((await alertRow(high.id)).lastFiredAt).toBeNull();
    expect((await send('GET', '/v3/usage-alerts/notices')).json().payload).toEqual([]);
  });
});
