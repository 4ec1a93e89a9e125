import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES } from '@parley/domain';
import { buildTestApp, type TestContext } from './helpers';
import { localRedisAnswers } from './local-redis';

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.app.close();
});

const redisUp = await localRedisAnswers();

// /readyz: a cheap route that is limited (/healthz is not)
const limited = (c: TestContext, remoteAddress: string) =>
  c.app.inject({ method: 'GET', url: '/readyz', remoteAddress });

describe('the general rate limit', () => {
  it('answers 429 in the envelope with Retry-After', async () => {
    const c = await buildTestApp({ rateLimitPerMinute: 3 });
    contexts.push(c);
    for (let i = 0; i < 3; i++) expect((await limited(c, '10.1.0.1')).statusCode).toBe(200);
    const refused = await limited(c, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', error: [{ message: OUR_MESSAGES.rateLimited }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
    // another address has its own budget
    expect((await limited(c, '10.1.0.2')).statusCode).toBe(200);
    // liveness is never refused: a 429 would read as a dead process to a load balancer
    expect(
      (await c.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.1.0.1' })).statusCode,
    ).toBe(200);
  });

  it.runIf(redisUp)('is one budget for two processes sharing Redis', async () => {
    // an address of its own: an earlier run's counters in Redis must not count here
    const address = `10.2.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const redisUrl = 'redis://127.0.0.1:6379/0';
    const a = await buildTestApp({ rateLimitPerMinute: 4, redisUrl });
    const b = await buildTestApp({ rateLimitPerMinute: 4, redisUrl });
    contexts.push(a, b);
    const codes = [];
    for (const c of [a, b, a, b, a, b]) codes.push((await limited(c, address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('goes on without its store when Redis does not answer', async () => {
    // nothing listens on this port: the limiter skips its check instead of failing requests
    const c = await buildTestApp({ rateLimitPerMinute: 4, redisUrl: 'redis://127.0.0.1:1/0' });
    contexts.push(c);
    for (let i = 0; i < 3; i++) expect((await limited(c, '10.3.0.1')).statusCode).toBe(200);
  });
});
