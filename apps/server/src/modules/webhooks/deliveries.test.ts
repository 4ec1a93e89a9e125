import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { WEBHOOK_EVENTS, WEBHOOK_DELIVERY_TEXTS, fillText, type TWebhookEvent } from '@parley/domain';
import { auditLog, webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema/index';
import { ACME, GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { startReceiver } from '../../../test/webhook-receiver';
import { emitWebhookEvent } from '../../lib/webhook-events';
import { verifyWebhook } from '../../lib/webhook-signature';
import { PRIVATE_URL_MESSAGE } from './repository';

const TIMEOUT_MS = 1_500;
const HOUR = 60 * 60 * 1000;
let clockOffset = 0;
let t: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const as: Record<'owner' | 'supervisor' | 'globex', Record<string, string>> = {
  owner: {},
  supervisor: {},
  globex: {},
};

const until = async <T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 8_000,
): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

beforeAll(async () => {
  t = await buildTestApp(
    { webhooks: { allowPrivate: true, timeoutMs: TIMEOUT_MS } },
    { now: () => new Date(Date.now() + clockOffset) },
  );
  await t.app.jobs.start();
  receiver = await startReceiver();
  as.owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
  as.supervisor = bearer((await signIn(t.app, 'supervisor@acme.test')).accessToken);
  as.globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
});
afterAll(async () => {
  await t?.app.close();
  await receiver?.close();
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, headers = as.owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

// each test's webhooks go with it, so the next test's events reach only its own
const made: string[] = [];
afterEach(async () => {
  if (made.length) await t.app.db.delete(webhooks).where(inArray(webhooks.id, made.splice(0)));
});

let named = 0;
/** A webhook of the account's to a path of the receiver; answers it with its secret (the create answer's). */
async function hook(path: string, events = ['sms_inbound'], headers = as.owner, url = receiver.url(path)) {
  const res = await send(
    'POST',
    '/v3/webhooks',
    { name: `Hook ${++named}`, url, enabled: true, events },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  made.push(res.json().payload[0].id);
  return res.json().payload[0] as { id: string; secret: string; events: string[] };
}

const inbound = { to: '+14155550100', from: '+14155550199', body: 'Hello there' };
const emit = (
  accountSid: string,
  data: Record<string, unknown> = inbound,
  event: TWebhookEvent = 'sms_inbound',
) => t.app.db.transaction((tx) => emitWebhookEvent(tx, t.app.jobs, { accountSid, event, data }));

const deliveriesOf = async (webhookId: string) =>
  t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));
const settled = (webhookId: string, attempts = 1) =>
  until(async () => {
    const rows = await deliveriesOf(webhookId);
    return rows.length && rows.every((r) => r.attempts >= attempts) ? rows : null;
  });

describe('webhook deliveries', () => {
  it('delivers an event to each webhook that sends it, signed with its secret, once per webhook', async () => {
    const a = await hook('/ok');
    const b = await hook('/ok', ['sms_inbound', 'sms_outbound']);
    const other = await hook('/ok', ['sms_outbound']);
    expect(a.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const before = receiver.on('/ok').length;
    expect(await emit(ACME)).toBeGreaterThanOrEqual(2);
    const [row] = await settled(a.id);
    await settled(b.id);
    expect(row).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastResponse: 'thanks',
    });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    expect(await deliveriesOf(other.id)).toEqual([]);

    const got = receiver.on('/ok').slice(before);
    const mine = got.find((r) => r.headers['x-parley-delivery'] === row!.id)!;
    expect(mine.headers).toMatchObject({
      'content-type': 'application/json',
      'x-parley-event': 'sms_inbound',
      'x-parley-event-id': row!.eventId,
    });
    expect(mine.headers['user-agent']).toMatch(/^Parley-Webhooks\//);
    expect(verifyWebhook(a.secret, mine.body, mine.headers['x-parley-signature'] as string)).toBe(true);
    expect(verifyWebhook(b.secret, mine.body, mine.headers['x-parley-signature'] as string)).toBe(false);
    const body = JSON.parse(mine.body);
    expect(body).toMatchObject({ id: row!.eventId, event: 'sms_inbound', data: inbound });
    expect(Object.keys(body.data)).toEqual([...WEBHOOK_EVENTS.sms_inbound]);
    expect(body.id).toMatch(/^EV[0-9a-f]{32}$/);
    // the same event id for both webhooks: a receiver's deduplication key
    const [rowB] = await deliveriesOf(b.id);
    expect(rowB!.eventId).toBe(row!.eventId);
  });

  it('keeps the catalogue’s fields only, null where not given', async () => {
    const w = await hook('/ok', ['sms_outbound']);
    await emit(ACME, { smsid: 'SM1', to: '+14155550100', secretField: 'x' }, 'sms_outbound');
    const [row] = await settled(w.id);
    const data = JSON.parse(row!.body).data;
    expect(Object.keys(data)).toEqual([...WEBHOOK_EVENTS.sms_outbound]);
    expect(data).toMatchObject({ smsid: 'SM1', to: '+14155550100', from: null });
  });

  it('costs one select for an account without webhooks, and writes nothing', async () => {
    expect(await emit(GLOBEX.sub)).toBe(0);
  });

  it('sends nothing to a webhook that is off', async () => {
    const w = await hook('/ok');
    await send('PUT', `/v3/webhooks/${w.id}`, {
      name: 'Off',
      url: receiver.url('/ok'),
      enabled: false,
      events: ['sms_inbound'],
    });
    await emit(ACME);
    expect(await deliveriesOf(w.id)).toEqual([]);
  });

  it('retries a 500 with backoff, each attempt recorded, and marks the webhook failing', async () => {
    const w = await hook('/fail');
    await emit(ACME);
    const [row] = await settled(w.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastResponse: 'the receiver broke',
    });
    const wait = row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime();
    expect(wait).toBeGreaterThanOrEqual(24_000);
    expect(wait).toBeLessThanOrEqual(36_000);
    const attempts = await t.app.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, row!.id));
    expect(attempts).toMatchObject([{ attempt: 1, statusCode: 500, response: 'the receiver broke' }]);
    expect(attempts[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    // the next try is a job made in the same transaction, not before its time
    const { rows } = (await t.app.db.execute(
      sql`select state, start_after from pgboss.job where name = 'webhooks.deliver' and data->>'deliveryId' = ${row!.id} and (data->>'after')::int = 1`,
    )) as unknown as { rows: Array<{ state: string; start_after: Date }> };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('created');
    expect(new Date(rows[0]!.start_after).getTime()).toBeGreaterThan(Date.now() + 15_000);
    const [webhook] = await t.app.db.select().from(webhooks).where(eq(webhooks.id, w.id));
    expect(webhook!.failingSince).toBeInstanceOf(Date);
    // its deliveries as the API lists them
    const list = await send('GET', `/v3/webhooks/${w.id}/deliveries`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().payload[0]).toMatchObject({
      id: row!.id,
      event: 'sms_inbound',
      status: 'pending',
      attempts: 1,
      statusCode: 500,
      response: 'the receiver broke',
      messageSid: null,
    });
    expect(list.json().payload[0].latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const w = await hook('/redirect');
    await emit(ACME);
    const [row] = await settled(w.id);
    expect(row).toMatchObject({ status: 'pending', lastStatusCode: 302 });
    expect(row!.lastResponse).toMatch(/^Redirect not followed \(to \/ok\)/);
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.on('/ok').filter((r) => r.headers['x-parley-delivery'] === row!.id)).toEqual([]);
  });

  it('keeps the first 1 KB of a long answer', async () => {
    const w = await hook('/big');
    await emit(ACME);
    const [row] = await settled(w.id);
    expect(row!.lastResponse).toBe('x'.repeat(1024));
  });

  it('a connection closed mid-answer is a failure, retried', async () => {
    const w = await hook('/close');
    await emit(ACME);
    const [row] = await settled(w.id);
    expect(row).toMatchObject({ status: 'pending', lastStatusCode: 200 });
    expect(row!.lastResponse).toMatch(/^The connection closed before the answer ended/);
  });

  it('a receiver that hangs times out and holds back no one else: another account’s events arrive at once', async () => {
    const slow = await Promise.all([1, 2, 3].map(() => hook('/hang')));
    const fast = await hook('/ok', ['sms_inbound'], as.globex);
    // Acme's events to three hanging receivers first, then Globex's
    const hangingBefore = receiver.on('/hang').length;
    await emit(ACME);
    await until(async () => receiver.on('/hang').length >= hangingBefore + 3);
    const started = Date.now();
    await emit(GLOBEX.accountSid);
    const [row] = await settled(fast.id);
    const tookMs = Date.now() - started;
    expect(row).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
    // well within the hanging receivers' timeout: they did not hold the queue
    expect(tookMs).toBeLessThan(TIMEOUT_MS / 2);
    console.info(`webhooks: a delivery behind 3 hanging receivers arrived in ${tookMs} ms`);
    for (const s of slow) {
      const [hung] = await settled(s.id);
      expect(hung).toMatchObject({ status: 'pending', lastStatusCode: null });
      expect(hung!.lastResponse).toBe(`No answer within ${TIMEOUT_MS / 1000} seconds.`);
      expect(hung!.lastLatencyMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    }
  });

  it('after 24 hours of failures: the delivery fails, the webhook is turned off, audited, and the account told', async () => {
    const w = await hook('/fail');
    await emit(ACME);
    const [first] = await settled(w.id);
    expect(first!.status).toBe('pending');
    // a day later, the next try (asked now rather than waited for)
    clockOffset = 25 * HOUR;
    try {
      const retry = await send('POST', `/v3/webhooks/${w.id}/deliveries/${first!.id}/retry`);
      expect(retry.statusCode, retry.body).toBe(200);
      const [last] = await settled(w.id, 2);
      expect(last).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 500, nextAttemptAt: null });
    } finally {
      clockOffset = 0;
    }
    const [webhook] = await t.app.db.select().from(webhooks).where(eq(webhooks.id, w.id));
    expect(webhook).toMatchObject({ enabled: false });
    expect(webhook!.disabledAt).toBeInstanceOf(Date);
    expect(webhook!.disabledReason).toMatch(/^Every delivery failed for 24 hours \(the last: HTTP 500\)/);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, w.id), eq(auditLog.action, 'webhooks.disable')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ accountSid: ACME, clientId: null });
    expect(audit[0]!.requestId).toMatch(/^job:/);

    // the API shows why; the notice waits until seen
    const item = (await send('GET', `/v3/webhooks/${w.id}`)).json().payload[0];
    expect(item).toMatchObject({ enabled: false, disabledReason: webhook!.disabledReason });
    const notices = (await send('GET', '/v3/webhooks/notices')).json().payload;
    expect(notices).toContainEqual(
      expect.objectContaining({ id: w.id, disabledReason: webhook!.disabledReason }),
    );
    expect((await send('GET', '/v3/webhooks/notices', undefined, as.globex)).json().payload).toEqual([]);
    // Globex marking Acme's seen changes nothing
    const foreign = await send('POST', '/v3/webhooks/notices/seen', { ids: [w.id] }, as.globex);
    expect(foreign.json().payload).toEqual([]);
    const seen = await send('POST', '/v3/webhooks/notices/seen', { ids: [w.id] });
    expect(seen.json().payload).toEqual([{ id: w.id }]);
    const after = (await send('GET', '/v3/webhooks/notices')).json().payload;
    expect(after.map((n: { id: string }) => n.id)).not.toContain(w.id);

    // new events skip it; turning it on again clears what turning it off set
    await emit(ACME);
    expect(await deliveriesOf(w.id)).toHaveLength(1);
    const on = await send('PUT', `/v3/webhooks/${w.id}`, {
      name: 'Back on',
      url: receiver.url('/ok'),
      enabled: true,
      events: ['sms_inbound'],
    });
    expect(on.json().payload[0]).toMatchObject({
      enabled: true,
      disabledAt: null,
      disabledReason: null,
      failingSince: null,
    });
  });

  it('retries a delivery now: a new attempt with the same body and event id', async () => {
    const w = await hook('/fail');
    await emit(ACME);
    const [row] = await settled(w.id);
    await send('PUT', `/v3/webhooks/${w.id}`, {
      name: `Fixed ${w.id}`,
      url: receiver.url('/ok'),
      enabled: true,
      events: ['sms_inbound'],
    });
    const res = await send('POST', `/v3/webhooks/${w.id}/deliveries/${row!.id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload[0]).toMatchObject({ id: row!.id, status: 'pending', attempts: 1 });
    const [done] = await settled(w.id, 2);
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    const got = receiver.on('/ok').filter((r) => r.headers['x-parley-delivery'] === row!.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.body).toBe(row!.body);
    expect(got[0]!.headers['x-parley-attempt']).toBe('2');
    // the older scheduled try finds the delivery moved on, and does nothing
    const [webhook] = await t.app.db.select().from(webhooks).where(eq(webhooks.id, w.id));
    expect(webhook!.failingSince).toBeNull();
  });

  it('sends a test event: a sample of one of its events, marked test, listed with its 200', async () => {
    const w = await hook('/ok', ['sms_outbound', 'voicemail']);
    const res = await send('POST', `/v3/webhooks/${w.id}/test`, {});
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().payload[0];
    expect(made).toMatchObject({ webhookId: w.id, event: 'sms_outbound', status: 'pending', attempts: 0 });
    const [row] = await settled(w.id);
    expect(row).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
    const body = JSON.parse(row!.body);
    expect(body).toMatchObject({ test: true, event: 'sms_outbound', data: { accountsid: ACME } });
    expect(Object.keys(body.data)).toEqual([...WEBHOOK_EVENTS.sms_outbound]);
    const got = receiver.on('/ok').find((r) => r.headers['x-parley-delivery'] === made.id)!;
    expect(verifyWebhook(w.secret, got.body, got.headers['x-parley-signature'] as string)).toBe(true);

    const voicemail = await send('POST', `/v3/webhooks/${w.id}/test`, { event: 'voicemail' });
    expect(voicemail.json().payload[0].event).toBe('voicemail');
    const notSent = await send('POST', `/v3/webhooks/${w.id}/test`, { event: 'recording' });
    expect(notSent.statusCode).toBe(400);
    expect(notSent.json().error[0]).toMatchObject({
      field: 'event',
      message: fillText(WEBHOOK_DELIVERY_TEXTS.eventNotSent, { event: 'recording' }),
    });
    expect((await send('POST', `/v3/webhooks/${w.id}/test`, { event: 'fax' })).statusCode).toBe(400);
    expect((await send('POST', `/v3/webhooks/${w.id}/test`, { extra: 1 })).statusCode).toBe(400);
  });

  it('shows the secret once: in the create answer and the rotation’s, never read back', async () => {
    const w = await hook('/ok');
    expect((await send('GET', `/v3/webhooks/${w.id}`)).json().payload[0].secret).toBeUndefined();
    const listed = (await send('GET', '/v3/webhooks?limit=500')).json().payload;
    expect(listed.every((x: { secret?: string }) => x.secret === undefined)).toBe(true);
    const put = await send('PUT', `/v3/webhooks/${w.id}`, {
      name: `Renamed ${w.id}`,
      url: receiver.url('/ok'),
      enabled: true,
      events: ['sms_inbound'],
    });
    expect(put.json().payload[0].secret).toBeUndefined();

    const rotated = await send('POST', `/v3/webhooks/${w.id}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json().payload[0];
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(secret).not.toBe(w.secret);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, w.id));
    expect(audit.map((a) => a.action)).toContain('webhook-deliveries.rotate-secret');
    expect(JSON.stringify(audit)).not.toContain(secret);
    await emit(ACME);
    const [row] = await settled(w.id);
    const got = receiver.on('/ok').find((r) => r.headers['x-parley-delivery'] === row!.id)!;
    expect(verifyWebhook(secret, got.body, got.headers['x-parley-signature'] as string)).toBe(true);
    expect(verifyWebhook(w.secret, got.body, got.headers['x-parley-signature'] as string)).toBe(false);
  });

  it('pages the deliveries newest first by cursor; a bad limit or cursor is a 400', async () => {
    const w = await hook('/ok');
    for (let i = 0; i < 5; i++) await emit(ACME);
    await until(async () => (await deliveriesOf(w.id)).length === 5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await send(
        'GET',
        `/v3/webhooks/${w.id}/deliveries?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.payload.length).toBeLessThanOrEqual(2);
      seen.push(...page.payload.map((d: { id: string }) => d.id));
      cursor = page.page.nextCursor;
    } while (cursor);
    const rows = (await deliveriesOf(w.id)).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    );
    expect(seen).toEqual(rows.map((r) => r.id));
    for (const bad of ['limit=0', 'limit=101', 'limit=x', 'cursor=nope', 'other=1']) {
      const res = await send('GET', `/v3/webhooks/${w.id}/deliveries?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().status).toBe('error');
    }
  });

  it('answers 404 for another account’s webhook or delivery, and 403 to those who may not', async () => {
    const w = await hook('/ok');
    await emit(ACME);
    const [row] = await settled(w.id);
    const paths: Array<['GET' | 'POST', string]> = [
      ['GET', `/v3/webhooks/${w.id}/deliveries`],
      ['POST', `/v3/webhooks/${w.id}/deliveries/${row!.id}/retry`],
      ['POST', `/v3/webhooks/${w.id}/test`],
      ['POST', `/v3/webhooks/${w.id}/secret`],
    ];
    for (const [method, path] of paths) {
      const res = await send(method, path, method === 'POST' ? {} : undefined, as.globex);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error[0].code).toBe('not_found');
    }
    const globexHook = await hook('/ok', ['sms_inbound'], as.globex);
    // Acme's delivery under Globex's webhook, and a made-up one
    expect(
      (await send('POST', `/v3/webhooks/${globexHook.id}/deliveries/${row!.id}/retry`, {}, as.globex))
        .statusCode,
    ).toBe(404);
    expect((await send('POST', `/v3/webhooks/${w.id}/deliveries/WD${'0'.repeat(32)}/retry`)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/v3/webhooks/WH${'0'.repeat(32)}/deliveries`)).statusCode).toBe(404);
    // a supervisor reads the deliveries but does not send or rotate
    expect((await send('GET', `/v3/webhooks/${w.id}/deliveries`, undefined, as.supervisor)).statusCode).toBe(
      200,
    );
    expect((await send('POST', `/v3/webhooks/${w.id}/test`, {}, as.supervisor)).statusCode).toBe(403);
    expect((await send('POST', `/v3/webhooks/${w.id}/secret`, {}, as.supervisor)).statusCode).toBe(403);
    expect(
      (await send('POST', `/v3/webhooks/${w.id}/deliveries/${row!.id}/retry`, {}, as.supervisor)).statusCode,
    ).toBe(403);
  });
});

describe('private destinations, when the operator has not allowed them', () => {
  beforeAll(() => {
    t.config.webhooks.allowPrivate = false;
  });
  afterAll(() => {
    t.config.webhooks.allowPrivate = true;
  });

  it.each([
    'http://127.0.0.1/x',
    'http://10.0.0.8/x',
    'http://192.168.1.20:8080/x',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0/x',
  ])('refuses to save %s, with a clear 400', async (url) => {
    const res = await send('POST', '/v3/webhooks', {
      name: `Private ${url}`,
      url,
      enabled: true,
      events: ['sms_inbound'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({ code: 'validation', field: 'url' });
    expect(res.json().error[0].message).toBe(
      fillText(PRIVATE_URL_MESSAGE, { address: new URL(url).hostname }),
    );
  });

  // the lookup of a name is sendWebhook's own test (send.test.ts): here, the job's part
  it('refuses at delivery a private address saved while allowed: recorded, retried, never sent', async () => {
    t.config.webhooks.allowPrivate = true;
    const literal = await hook('/ok');
    t.config.webhooks.allowPrivate = false;
    const before = receiver.received.length;
    await emit(ACME);
    const [written] = await settled(literal.id);
    expect(written).toMatchObject({ status: 'pending', lastStatusCode: null });
    expect(written!.lastResponse).toBe('Refused: 127.0.0.1 is a private, loopback or link-local address.');
    const attempts = await t.app.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, written!.id));
    expect(attempts).toHaveLength(1);
    expect(
      receiver.received.slice(before).filter((r) => r.headers['x-parley-delivery'] === written!.id),
    ).toEqual([]);
  });
});
