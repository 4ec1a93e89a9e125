import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES, rule } from '@parley/domain';
import { buildTestApp, logSink, type TestContext } from './helpers';

const DEADLINE_MS = 300;
const HANDLER_MS = 1_200;
const UNAVAILABLE = {
  status: 'error',
  payload: [],
  error: [{ code: 'unavailable', message: OUR_MESSAGES.unavailable }],
};

let t: TestContext;
let base: string;
let finished = 0;
const logs = logSink();
beforeAll(async () => {
  t = await buildTestApp(
    { requestTimeoutMs: DEADLINE_MS, logLevel: 'warn' },
    {
      logStream: logs.stream,
      extraRoutes: async (api) => {
        await api.register(multipart);
        const slow = async () => {
          await sleep(HANDLER_MS);
          finished++;
          return { late: true };
        };
        const access = { access: rule.public };
        api.get('/v3/test/slow', { config: access }, slow);
        api.post('/v3/test/slow', { config: access }, slow);
        api.put('/v3/test/slow', { config: access }, slow);
        api.delete('/v3/test/slow', { config: access }, slow);
        api.post(
          '/v3/test/slow-upload',
          { config: access, schema: { consumes: ['multipart/form-data'] } },
          async (request) => {
            // the body is read first, as the asset upload does, then the slow part
            for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
            return slow();
          },
        );
        api.post('/v3/test/own-deadline', { config: { ...access, deadlineMs: HANDLER_MS * 2 } }, slow);
        api.get('/v3/test/slow-failure', { config: access }, async () => {
          await sleep(HANDLER_MS);
          throw new Error('failed after the deadline');
        });
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

/** Real HTTP: the fault was in how Node's request events end, which inject does not reproduce. */
async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(10_000) });
  const body: unknown = await res.json();
  return { res, body, ms: performance.now() - started };
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function multipartBody(): RequestInit {
  const form = new FormData();
  form.set('name', 'x');
  form.set('file', new Blob([new Uint8Array(64 * 1024)], { type: 'application/octet-stream' }), 'x.bin');
  return { method: 'POST', body: form };
}

describe('the request deadline', () => {
  it.each([
    ['GET without a body', '/v3/test/slow', {}],
    ['POST with a JSON body', '/v3/test/slow', json('POST', { a: 1 })],
    ['PUT with a JSON body', '/v3/test/slow', json('PUT', [{ key: 'x', value: 'y' }])],
    ['DELETE with a JSON body', '/v3/test/slow', json('DELETE', { ids: ['a'] })],
    ['a multipart upload', '/v3/test/slow-upload', multipartBody()],
  ] as const)('answers 503 in the envelope for %s', async (_label, path, init) => {
    const { res, body, ms } = await timed(path, init);
    expect(res.status).toBe(503);
    expect(body).toEqual(UNAVAILABLE);
    // the deadline, not the handler's end (Fastify's own timer let bodies run to 1.2 s)
    expect(ms).toBeLessThan(HANDLER_MS - 300);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says so once in the log, with the deadline', async () => {
    const { res } = await timed('/v3/test/slow', json('POST', {}));
    const id = res.headers.get('x-request-id');
    await sleep(20);
    const lines = logs.lines().filter((l) => l.reqId === id && l.msg === 'request deadline passed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ ms: DEADLINE_MS });
  });

  it('a route that declares its own deadline gets it', async () => {
    const { res, body, ms } = await timed('/v3/test/own-deadline', json('POST', {}));
    expect(res.status).toBe(200);
    expect(body).toEqual({ late: true });
    expect(ms).toBeGreaterThanOrEqual(HANDLER_MS - 50);
  });

  it('survives the late answer and the late failure, and serves the next request', async () => {
    const before = finished;
    expect((await timed('/v3/test/slow-failure')).res.status).toBe(503);
    expect((await timed('/v3/test/slow')).res.status).toBe(503);
    await sleep(HANDLER_MS + 100);
    expect(finished).toBeGreaterThan(before);
    expect((await timed('/healthz')).res.status).toBe(200);
  });
});
