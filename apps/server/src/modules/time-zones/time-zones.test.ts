import { describe, expect, it } from 'vitest';
import { TIME_ZONE_CATALOGUE, TIME_ZONE_FIRST, ZTimeZone } from '@parley/domain';
import { appWithSignIns } from '../../../test/helpers';

const { get } = appWithSignIns({ agent: 'agent@acme.test' });

describe('GET /v4/timezone/', () => {
  it('answers the zones with |timezoneId| ≤ 48, the US zones and UTC first (doc 001 §3, §9)', async () => {
    const res = await get('/v4/timezone/');
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
    expect((await get('/v4/timezone/', {})).statusCode).toBe(401);
  });
});
