import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_CATALOGUE, TIME_ZONE_FIRST, ZTimeZone } from '@parley/domain';
import { bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
let agent: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  agent = bearer((await signIn(t.app, 'agent@acme.test')).accessToken);
});
afterAll(() => t.app.close());

describe('GET /v4/timezone/', () => {
  it('answers the zones with |timezoneId| ≤ 48, the US zones and UTC first (doc 001 §3, §9)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v4/timezone/', headers: agent });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const zones = body.payload.map((z: unknown) => ZTimeZone.parse(z));
    expect(zones.slice(0, TIME_ZONE_FIRST.length).map((z: { name: string }) => z.name)).toEqual([
      ...TIME_ZONE_FIRST,
    ]);
    for (const z of zones) expect(Math.abs(z.timezoneId)).toBeLessThanOrEqual(48);
    const dropped = TIME_ZONE_CATALOGUE.filter((z) => Math.abs(z.timezoneId) > 48);
    expect(dropped.length).toBeGreaterThan(0);
    expect(zones).toHaveLength(TIME_ZONE_CATALOGUE.length - dropped.length);
    const systemNames = zones.map((z: { systemName: string }) => z.systemName);
    for (const z of dropped) expect(systemNames).not.toContain(z.systemName);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v4/timezone/' })).statusCode).toBe(401);
  });
});
