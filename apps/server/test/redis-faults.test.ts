import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, logSink, PASSWORD, type TestContext } from './helpers';
import { LOCAL_REDIS, localRedisAnswers } from './local-redis';
import { TcpProxy } from './tcp-proxy';

/**
 * Issue 22: the Redis that holds the general rate limit's counters failing the ways a server or
 * a network does (silent, resetting every connection, replies lost on a connection that stays
 * open), made on purpose by a TCP proxy between the app and Redis. The API must go on answering
 * as itself, quickly, with the limit skipped, and count in Redis again within seconds of it
 * answering. Real HTTP, so the times measured are the ones a client would see.
 */

const redisUp = await localRedisAnswers();

/** The production request deadline: a request that waits on Redis would answer 503 then. */
const DEADLINE_MS = 9_000;
/** What a request may take while Redis does not answer: the command timeout and the work itself. */
const FAST_MS = 1_000;
/** From Redis answering again to the limit counting in it again. */
const HEAL_MS = 3_000;
const NAMESPACE = 'parley-rl:';

// An 'error' event nobody listens to, or a rejection nobody awaits, is what would end the
// process; here it lands in these lists instead, and every test checks they stay empty.
const uncaught: unknown[] = [];
const unhandled: unknown[] = [];
const onUncaught = (err: unknown) => void uncaught.push(err);
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

interface Answer {
  status: number;
  body: unknown;
  /** from sending the request to the whole answer read */
  ms: number;
}

interface Rig {
  t: TestContext;
  proxy: TcpProxy;
  /** where the proxy listens: the app's Redis */
  proxyPort: number;
  base: string;
  /** straight to Redis, past the proxy: what the limiter has really counted */
  direct: Redis;
}

let rig: Rig;
/** the rig's app's log */
const log = logSink();

/** A client of one app, at an address of its own (the app trusts X-Forwarded-For). */
interface Caller {
  base: string;
  address: string;
}

/** A fresh address for each test: earlier runs' counters in Redis do not count. */
const newCaller = (base = rig.base): Caller => ({
  base,
  address: `10.22.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
});

async function send(caller: Caller, method: string, path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(caller.base + path, {
    method,
    headers: {
      'x-forwarded-for': caller.address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    // a request that hangs fails the test with a clear reason instead of the test timeout
    signal: AbortSignal.timeout(DEADLINE_MS + 5_000),
  });
  const json: unknown = await res.json();
  return { status: res.status, body: json, ms: performance.now() - started };
}

const healthz = (caller: Caller) => send(caller, 'GET', '/healthz');
const readyz = (caller: Caller) => send(caller, 'GET', '/readyz');
const signIn = (caller: Caller) =>
  send(caller, 'POST', '/v3/auth/login', { username: 'owner@acme.test', password: PASSWORD });

/** The limiter's count for an address, as Redis holds it. */
async function counted(caller: Caller): Promise<number> {
  return Number((await rig.direct.get(NAMESPACE + caller.address)) ?? 0);
}

type Kind = 'healthz' | 'readyz' | 'signIn';
const KINDS = { healthz, readyz, signIn } as const;

/** Each of the three kinds of request answers as usual, and fast; adds their times to `times`. */
async function answersAsUsual(caller: Caller, times: Record<Kind, number[]>) {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const res = await KINDS[kind](caller);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.ms).toBeLessThan(FAST_MS);
    times[kind].push(res.ms);
  }
}

const noTimes = (): Record<Kind, number[]> => ({ healthz: [], readyz: [], signIn: [] });
const worst = (times: Record<Kind, number[]>) =>
  (Object.keys(times) as Kind[])
    .map((k) => `${k} ${Math.round(Math.max(...times[k]))} ms (of ${times[k].length})`)
    .join(', ');

/** Polls with requests until one is counted in Redis; resolves with how long that took. */
async function countsAgain(caller: Caller, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = await counted(caller);
    const res = await readyz(caller);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if ((await counted(caller)) > before) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`not counting in Redis after ${withinMs} ms`);
    await sleep(50);
  }
}

/** Counting for good: each of a handful of requests adds exactly one. */
async function expectCounting(caller: Caller) {
  const before = await counted(caller);
  for (let i = 0; i < 5; i++) expect((await readyz(caller)).status).toBe(200);
  expect(await counted(caller)).toBe(before + 5);
}

const fmt = (ms: number[]) => ms.map((m) => Math.round(m)).join(', ');

/** The app on real HTTP, its limiter's Redis behind the proxy at this port. */
async function startApp(proxyPort: number, logStream?: NodeJS.WritableStream) {
  const t = await buildTestApp(
    {
      redisUrl: `redis://127.0.0.1:${proxyPort}/0`,
      trustProxy: true,
      rateLimitPerMinute: 1_000,
      requestTimeoutMs: DEADLINE_MS,
      logLevel: 'info',
    },
    logStream ? { logStream } : {},
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUnhandled);
  if (!redisUp) return;
  const proxy = new TcpProxy(LOCAL_REDIS);
  const port = await proxy.listen();
  const { t, base } = await startApp(port, log.stream);
  const direct = new Redis({ ...LOCAL_REDIS, lazyConnect: true });
  await direct.connect();
  rig = { t, proxy, proxyPort: port, base, direct };
}, 30_000);

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUnhandled);
  if (!rig) return;
  rig.proxy.setMode('pass');
  await rig.t.app.close();
  await rig.proxy.close();
  rig.direct.disconnect();
}, 30_000);

describe.runIf(redisUp)('Redis faults (issue 22)', () => {
  afterEach(() => {
    // a test that failed half-way must not leave the next one a broken network
    rig.proxy.setMode('pass');
    expect(uncaught.splice(0)).toEqual([]);
    expect(unhandled.splice(0)).toEqual([]);
  });

  it('counts in Redis while it answers, /healthz aside', async () => {
    const caller = newCaller();
    await expectCounting(caller);
    const before = await counted(caller);
    expect((await healthz(caller)).status).toBe(200);
    expect(await counted(caller)).toBe(before);
  });

  it('a silent Redis: requests, /healthz and sign-in answer as usual and fast; the limit counts again once it answers', async ({
    annotate,
  }) => {
    const caller = newCaller();
    await expectCounting(caller);
    const logFrom = log.lines().length;
    rig.proxy.setMode('silent');
    const silentFrom = performance.now();

    // the first requests of the silence go out on a connection that still looks healthy
    const burst = await Promise.all(Array.from({ length: 10 }, () => readyz(caller)));
    for (const res of burst) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.ms).toBeLessThan(FAST_MS);
    }
    const first = noTimes();
    await answersAsUsual(caller, first);
    // /healthz never asks Redis: it does not wait even while a command would
    expect(first.healthz[0]).toBeLessThan(250);
    // and every request after, for as long as the silence lasts
    const later = noTimes();
    while (performance.now() - silentFrom < 4_000) await answersAsUsual(caller, later);

    rig.proxy.setMode('pass');
    const heal = await countsAgain(caller, HEAL_MS);
    await expectCounting(caller);
    // one line when it went and one when it came back, however often it was tried meanwhile
    const said = log
      .lines()
      .slice(logFrom)
      .map((l) => l.msg)
      .filter((m) => typeof m === 'string' && m.startsWith('rate limit store'));
    expect(said).toEqual([
      'rate limit store: redis unavailable; the limit is skipped',
      'rate limit store: redis answers again',
    ]);
    await annotate(
      `silent: burst of 10 readyz ${fmt(burst.map((r) => r.ms))} ms; then ${worst(first)}; ` +
        `later ${worst(later)}; counting again ${Math.round(heal)} ms after it answers`,
    );
  }, 20_000);

  it('replies lost on a connection that stays open: the client gives it up and counts again on a new one', async ({
    annotate,
  }) => {
    const caller = newCaller();
    await expectCounting(caller);
    // the next command for this address goes out and nothing ever comes back on that connection
    const lost = rig.proxy.cutWhenClientSends(NAMESPACE + caller.address, 'strand');
    const started = performance.now();
    const res = await readyz(caller);
    expect(lost.fired).toBe(true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.ms).toBeLessThan(FAST_MS);
    await countsAgain(caller, HEAL_MS);
    const heal = performance.now() - started;
    await expectCounting(caller);
    await annotate(
      `replies lost: answered in ${Math.round(res.ms)} ms; counting again ${Math.round(heal)} ms after the loss`,
    );
  }, 15_000);

  it('an app that starts while Redis is silent starts, answers as usual, and counts once Redis answers', async ({
    annotate,
  }) => {
    rig.proxy.setMode('silent');
    const starting = performance.now();
    const { t, base } = await startApp(rig.proxyPort);
    const startMs = performance.now() - starting;
    try {
      const caller = newCaller(base);
      const during = noTimes();
      await answersAsUsual(caller, during);
      rig.proxy.setMode('pass');
      const heal = await countsAgain(caller, HEAL_MS);
      await expectCounting(caller);
      await annotate(
        `started while silent in ${Math.round(startMs)} ms; ${worst(during)}; counting again ${Math.round(heal)} ms after it answers`,
      );
    } finally {
      await t.app.close();
    }
  }, 20_000);

  it('every connection reset: requests answer as usual and fast, then it counts again', async ({
    annotate,
  }) => {
    const caller = newCaller();
    await expectCounting(caller);
    rig.proxy.setMode('reset');
    const during = noTimes();
    const resetFrom = performance.now();
    while (performance.now() - resetFrom < 2_000) await answersAsUsual(caller, during);

    rig.proxy.setMode('pass');
    const heal = await countsAgain(caller, HEAL_MS);
    await expectCounting(caller);
    await annotate(`reset: ${worst(during)}; counting again ${Math.round(heal)} ms after`);
  }, 15_000);
});
