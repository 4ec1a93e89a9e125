import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, ok } from '@/testing/fetch-stub';
import { weekStatsQuery } from '@/resources/stats';

afterEach(() => vi.unstubAllGlobals());

const bucket = {
  start: '2026-11-27T05:00:00.000Z',
  label: '2026-11-27',
  timeZone: 'America/New_York',
  sent: 3,
  delivered: 2,
  undelivered: 0,
  failed: 1,
  received: 4,
  segments: 5,
  spend: '0.0237',
  optOuts: 0,
};

describe('the week of stats (createEndpoint: a GET with a query string)', () => {
  it('sends the query made at each fetch, keyed by its scope alone, and parses the answer', async () => {
    const urls: string[] = [];
    stubFetch({
      'GET /v3/stats': ({ url }) => {
        urls.push(url);
        return ok(bucket);
      },
    });
    const client = new QueryClient();
    const options = weekStatsQuery('AC1');
    expect(options.queryKey).toEqual(['stats', 'get', 'AC1', 'week']);
    expect(await client.fetchQuery(options)).toEqual([bucket]);
    await new Promise((r) => setTimeout(r, 5));
    await client.fetchQuery({ ...options, staleTime: 0 });
    const windows = urls.map((u) => Object.fromEntries(new URL(u, 'https://localhost').searchParams));
    expect(windows).toHaveLength(2);
    for (const w of windows) {
      expect(Number(w.endTimeMs) - Number(w.startTimeMs)).toBe(6 * 86_400_000);
      expect(w.aggregatePeriod).toBe('days');
    }
    // the second fetch asked for a week that ends later: made then, not when the options were
    expect(Number(windows[1]!.endTimeMs)).toBeGreaterThan(Number(windows[0]!.endTimeMs));
  });
});
