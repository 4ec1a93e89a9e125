import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountEvents } from '../src/db/schema/index';
import { EVENTS_CHANNEL, publishAccountEvent, type StoredEvent } from '../src/lib/account-events';
import { openEventStream } from './event-stream';
import { ACME, bearer, buildTestApp, signIn, type TestContext } from './helpers';
import { LOCAL_REDIS, localRedisAnswers } from './local-redis';
import { activeNumbers, numbersReady, recipient } from './messaging';
import { TcpProxy } from './tcp-proxy';
import { until } from './until';

/**
 * Live events through Redis pub/sub when `REDIS_URL` is set (issue 30): published after the
 * commit, never for a rollback, read by every stream without a LISTEN, and nothing missed when
 * Redis goes away for a while (the subscription catches up from the table when it is back).
 * Redis sits behind a TCP proxy, so the test can take it away.
 */

const redisUp = await localRedisAnswers();

describe.skipIf(!redisUp)('live events through Redis (issue 30)', () => {
  let t: TestContext;
  let proxy: TcpProxy;
  let base: string;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  let ours: string;
  /** straight to Redis, past the proxy: what was published */
  let direct: Redis;
  const published: StoredEvent[] = [];
  /** what else was published (a catch-up asked of every process) */
  const signals: string[] = [];
  let listens: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    proxy = new TcpProxy(LOCAL_REDIS);
    const port = await proxy.listen();
    t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${port}/0` });
    listens = vi.spyOn(t.database, 'listen');
    owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
    agent = bearer((await signIn(t.app, 'agent@acme.test')).accessToken);
    await numbersReady(t.app, t.database.db, [ACME]);
    ours = (await activeNumbers(t.database.db, ACME)).find(
      (n) => n.smsEnabled && !n.numberSetId,
    )!.phoneNumber;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    direct = new Redis(LOCAL_REDIS);
    direct.on('message', (_channel: string, payload: string) => {
      if (payload.startsWith('{')) published.push(JSON.parse(payload) as StoredEvent);
      else signals.push(payload);
    });
    await direct.subscribe(EVENTS_CHANNEL);
  }, 60_000);
  afterAll(async () => {
    direct?.disconnect();
    await t?.app.close();
    await proxy?.close();
  });

  const inbound = async (from: string, body: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/network/inbound',
      headers: owner,
      payload: { from, to: ours, body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload[0].message.messageSid as string;
  };

  it('publishes a committed change to Redis and every stream gets it, with no LISTEN', async () => {
    const stream = await openEventStream(base, agent);
    const sid = await inbound(await recipient(t.app, 'mobile', 4155550800), 'Through Redis?');
    await until(async () => stream.events.some((e) => e.type === 'message.created' && e.subjectId === sid));
    expect(published.find((e) => e.subjectId === sid)).toMatchObject({
      accountSid: ACME,
      type: 'message.created',
    });
    expect(listens).not.toHaveBeenCalled();
    stream.close();
  });

  it('announces nothing for a change that rolled back, and keeps no row of it', async () => {
    const failed = t.database.db.transaction(async (tx) => {
      await publishAccountEvent(tx, ACME, {
        type: 'conversation.updated',
        conversationId: 'CVrolledback',
        subjectId: null,
        mentions: null,
      });
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    // a publish made (wrongly) before the commit would be here by now
    await sleep(300);
    expect(published.filter((e) => e.conversationId === 'CVrolledback')).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.conversationId, 'CVrolledback'));
    expect(rows).toEqual([]);
  });

  it('misses nothing while Redis is away: the subscription back, the streams read the table', async () => {
    const stream = await openEventStream(base, agent);
    const customer = await recipient(t.app, 'mobile', 4155550900);
    proxy.setMode('reset');
    // the change commits and answers as usual; its publish fails (the event is in the table)
    const sid = await inbound(customer, 'Anyone there while Redis is down?');
    expect(published.some((e) => e.subjectId === sid)).toBe(false);
    proxy.setMode('pass');
    await until(async () => stream.events.some((e) => e.subjectId === sid), 10_000);
    stream.close();
  });

  it('has every stream catch up when a publish was lost though the subscriptions never were', async () => {
    const stream = await openEventStream(base, agent);
    const customer = await recipient(t.app, 'mobile', 4155551000);
    // the publishing connection alone goes dead (its bytes go nowhere): the subscription is fine
    const cut = proxy.cutWhenClientSends('publish', 'strand');
    const sid = await inbound(customer, 'Lost in the publish?');
    await cut.done;
    await until(async () => stream.events.some((e) => e.subjectId === sid), 15_000);
    expect(published.some((e) => e.subjectId === sid)).toBe(false);
    const [event] = await t.database.db
      .select({ id: accountEvents.id })
      .from(accountEvents)
      .where(eq(accountEvents.subjectId, sid));
    // a catch-up of Acme's events from the lost one or before it (another event of the account,
    // published after the cut and lost first, starts it earlier)
    const from = signals.flatMap((signal) => {
      const match = /^resync (\S+) (\d+)$/.exec(signal);
      return match && match[1] === ACME ? [Number(match[2])] : [];
    });
    expect(from.some((after) => after < event!.id)).toBe(true);
    stream.close();
  });
});
