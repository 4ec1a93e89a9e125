import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { activeNumbers, numbersReady, recipient } from '../../../test/messaging';
import { until } from '../../../test/until';
import { openEventStream, type ReceivedEvent } from '../../../test/event-stream';

let t: TestContext;
let base: string;
let owner: Record<string, string>;
let agent: Record<string, string>;
let ours: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
  agent = bearer((await signIn(t.app, 'agent@acme.test')).accessToken);
  await numbersReady(t.app, t.database.db, [ACME]);
  ours = (await activeNumbers(t.database.db, ACME)).find((n) => n.smsEnabled && !n.numberSetId)!.phoneNumber;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => t.app.close());

const open = (headers: Record<string, string>, lastEventId?: number) =>
  openEventStream(base, headers, lastEventId);

const inbound = (from: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v3/network/inbound',
    headers: owner,
    payload: { from, to: ours, body },
  });

describe('live events (issue 30)', () => {
  it('streams a customer message to every open stream of the account as it commits', async () => {
    const a = await open(agent);
    const b = await open(owner);
    const customer = await recipient(t.app, 'mobile', 4155550700);
    const res = await inbound(customer, 'Is my order ready?');
    const sid = res.json().payload[0].message.messageSid as string;
    for (const s of [a, b])
      await until(async () => s.events.some((e) => e.type === 'message.created' && e.subjectId === sid));
    const event = a.events.find((e) => e.subjectId === sid)!;
    expect(event.conversationId).toMatch(/^CV/);
    a.close();
    b.close();
  });

  it('replays what a cut stream missed when it comes back with its last event id', async () => {
    const s = await open(agent);
    const customer = await recipient(t.app, 'mobile', 4155550800);
    await inbound(customer, 'First');
    await until(async () => s.events.length > 0);
    const last = Math.max(...s.events.map((e) => e.id));
    s.close();
    // while nobody listens: two messages
    const missed = [
      (await inbound(customer, 'Second')).json().payload[0].message.messageSid,
      (await inbound(customer, 'Third')).json().payload[0].message.messageSid,
    ];
    const back = await open(agent, last);
    await until(async () => missed.every((sid) => back.events.some((e) => e.subjectId === sid)));
    expect(back.events.every((e) => e.id > last)).toBe(true);
    expect(new Set(back.events.map((e) => e.id)).size).toBe(back.events.length);
    back.close();
  });

  it('answers the events after an id as JSON without the stream’s Accept', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/v3/events', headers: agent });
    expect(start.statusCode).toBe(200);
    expect(start.json().payload).toEqual([]);
    const customer = await recipient(t.app, 'mobile', 4155550900);
    const before = await t.app.inject({ method: 'GET', url: '/v3/events?after=0', headers: agent });
    const after = Math.max(0, ...before.json().payload.map((e: ReceivedEvent) => e.id));
    const sid = (await inbound(customer, 'Hello')).json().payload[0].message.messageSid;
    const res = await t.app.inject({ method: 'GET', url: `/v3/events?after=${after}`, headers: agent });
    expect(res.json().payload.map((e: ReceivedEvent) => e.subjectId)).toContain(sid);
    expect((await t.app.inject({ method: 'GET', url: '/v3/events' })).statusCode).toBe(401);
  });

  it('keeps inbox events from users without the inbox', async () => {
    const webrtc = bearer((await signIn(t.app, 'webrtc@acme.test')).accessToken);
    const customer = await recipient(t.app, 'mobile', 4155551000);
    await inbound(customer, 'Hello');
    const res = await t.app.inject({ method: 'GET', url: '/v3/events?after=0', headers: webrtc });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual([]);
  });
});
