import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES, rule } from '@parley/domain';
import { buildTestApp, type TestContext } from './helpers';

let t: TestContext;
let finished = 0;
beforeAll(async () => {
  t = await buildTestApp(
    { requestTimeoutMs: 150 },
    {
      extraRoutes: async (api) => {
        api.get('/v3/test/slow', { config: { access: rule.public } }, async () => {
          await sleep(400);
          finished++;
          return { late: true };
        });
        api.get('/v3/test/slow-failure', { config: { access: rule.public } }, async () => {
          await sleep(400);
          throw new Error('failed after the deadline');
        });
      },
    },
  );
});
afterAll(() => t.app.close());

describe('the request deadline', () => {
  it('answers 503 in the envelope with the request id when a handler is too slow', async () => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/v3/test/slow' });
    expect(performance.now() - started).toBeLessThan(380);
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.json()).toEqual({
      status: 'error',
      payload: [],
      error: [{ code: 'unavailable', message: OUR_MESSAGES.unavailable }],
    });
  });

  it('survives the late answer and the late failure, and serves the next request', async () => {
    await t.app.inject({ method: 'GET', url: '/v3/test/slow-failure' });
    await sleep(500);
    expect(finished).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
