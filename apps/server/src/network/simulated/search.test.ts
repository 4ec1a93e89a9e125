import { AREA_CODES, TOLL_FREE_AREA_CODES, areaCodeInfo, isNanpE164 } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import type { IsHeld, NumberSearch, OfferedNumber } from '../port';
import { SEARCH_BUDGET } from './search';
import { createSimulatedNetwork } from './simulated-network';

const network = createSimulatedNetwork({ seed: 'search-test' });
const noneHeld: IsHeld = async () => new Set();
const search = (query: NumberSearch, isHeld: IsHeld = noneHeld) => network.searchAvailable(query, isHeld);
const phones = (numbers: readonly OfferedNumber[]) => numbers.map((n) => n.phoneNumber);

/** Recurring checks: the NANP rule, no 555 or N11 exchange, the place of its area code. */
function expectValid(numbers: readonly OfferedNumber[]) {
  const wrong = numbers.filter((n) => {
    const exchange = n.phoneNumber.slice(5, 8);
    const place = areaCodeInfo(n.phoneNumber.slice(2, 5));
    return (
      !isNanpE164(n.phoneNumber) ||
      exchange === '555' ||
      /^[2-9]11$/.test(exchange) ||
      (n.type === 'local' && (n.locality !== place?.city || n.region !== place?.region)) ||
      (n.type === 'toll-free' && !TOLL_FREE_AREA_CODES.includes(n.phoneNumber.slice(2, 5) as '800'))
    );
  });
  expect(wrong).toEqual([]);
}

describe('searching the simulated network', () => {
  it('offers only valid numbers, with the place of their area code, in every area code', async () => {
    const all: OfferedNumber[] = [];
    for (const { code } of AREA_CODES)
      all.push(...(await search({ type: 'local', areaCode: code, limit: 10 })));
    for (const code of TOLL_FREE_AREA_CODES)
      all.push(...(await search({ type: 'toll-free', areaCode: code, limit: 50 })));
    expect(all).toHaveLength(AREA_CODES.length * 10 + TOLL_FREE_AREA_CODES.length * 50);
    expectValid(all);
    expect(new Set(phones(all)).size).toBe(all.length);
    // and `describe` agrees with what a search offered
    for (const n of all.slice(0, 200)) expect(await network.describe(n.phoneNumber)).toEqual(n);
  });

  it('gives the same page for the same seed and query, another for another seed, sorted by number', async () => {
    const query: NumberSearch = { type: 'local', contains: '42', capabilities: ['sms'], limit: 30 };
    const first = await search(query);
    expect(await createSimulatedNetwork({ seed: 'search-test' }).searchAvailable(query, noneHeld)).toEqual(
      first,
    );
    expect(await search(query)).toEqual(first);
    const other = await createSimulatedNetwork({ seed: 'other' }).searchAvailable(query, noneHeld);
    expect(phones(other)).not.toEqual(phones(first));
    expect(phones(first)).toEqual([...phones(first)].sort());
  });

  it('filters by area code and type', async () => {
    const local = await search({ type: 'local', areaCode: '312', limit: 40 });
    expect(local).toHaveLength(40);
    expect(
      local.every((n) => n.phoneNumber.startsWith('+1312') && n.type === 'local' && n.numberType === 1),
    ).toBe(true);
    const tollFree = await search({ type: 'toll-free', areaCode: '833', limit: 40 });
    expect(
      tollFree.every((n) => n.phoneNumber.startsWith('+1833') && n.numberType === 2 && n.region === null),
    ).toBe(true);
    // an area code of the other kind, one not served, one malformed: nothing
    expect(await search({ type: 'local', areaCode: '800' })).toEqual([]);
    expect(await search({ type: 'toll-free', areaCode: '312' })).toEqual([]);
    expect(await search({ type: 'local', areaCode: '999' })).toEqual([]);
    expect(await search({ type: 'local', areaCode: '2a2' })).toEqual([]);
  });

  it('spreads a search without an area code over several codes, and toll-free over its codes', async () => {
    const local = await search({ type: 'local', limit: 100 });
    expect(local).toHaveLength(100);
    expect(new Set(local.map((n) => n.phoneNumber.slice(2, 5))).size).toBeGreaterThanOrEqual(
      SEARCH_BUDGET.spreadAreas,
    );
    const tollFree = await search({ type: 'toll-free', limit: 100 });
    expect(tollFree).toHaveLength(100);
    expect(new Set(tollFree.map((n) => n.phoneNumber.slice(2, 5))).size).toBe(TOLL_FREE_AREA_CODES.length);
    expectValid([...local, ...tollFree]);
  });

  it('finds `contains` digits anywhere in the ten-digit number, across the area code too', async () => {
    for (const query of [
      { type: 'local', contains: '7' },
      { type: 'local', contains: '2024' },
      { type: 'local', areaCode: '415', contains: '7777' },
      { type: 'local', areaCode: '415', contains: '1577' }, // from the area code into the exchange
      { type: 'local', contains: '123456' },
      { type: 'toll-free', contains: '4357' },
    ] as const) {
      const found = await search({ ...query, limit: 25 });
      expect(found, query.contains).toHaveLength(25);
      expect(found.filter((n) => !n.phoneNumber.slice(2).includes(query.contains))).toEqual([]);
      expectValid(found);
    }
    // at several places, not only at the end
    const places = new Set(
      (await search({ type: 'local', areaCode: '646', contains: '88', limit: 100 })).map((n) =>
        n.phoneNumber.slice(2).indexOf('88'),
      ),
    );
    expect(places.size).toBeGreaterThanOrEqual(4);
    // all ten digits: that number or nothing
    const [one] = await search({ type: 'local', areaCode: '206', limit: 1 });
    expect(phones(await search({ type: 'local', contains: one!.phoneNumber.slice(2) }))).toEqual([
      one!.phoneNumber,
    ]);
  });

  it('requires every capability asked for', async () => {
    for (const capabilities of [['mms'], ['voice'], ['sms', 'mms', 'voice']] as const) {
      const found = await search({ type: 'toll-free', capabilities, limit: 60 });
      expect(found).toHaveLength(60);
      const lacking = found.filter(
        (n) =>
          (capabilities.includes('mms' as never) && !n.capabilities.mmsEnabled) ||
          (capabilities.includes('voice' as never) && !n.capabilities.voiceEnabled) ||
          (capabilities.includes('sms' as never) && !n.capabilities.smsEnabled),
      );
      expect(lacking).toEqual([]);
    }
    // without the filter, some lack MMS
    const all = await search({ type: 'toll-free', limit: 100 });
    expect(all.some((n) => !n.capabilities.mmsEnabled)).toBe(true);
  });

  it('never offers a held number, asking about candidates in batches', async () => {
    const query: NumberSearch = { type: 'local', areaCode: '503', limit: 20 };
    const calls: (readonly string[])[] = [];
    const first = await search(query, async (candidates) => {
      calls.push(candidates);
      return new Set();
    });
    // a typical search: one call with the page and a few more
    expect(calls).toHaveLength(1);
    expect(calls[0]!.length).toBeLessThanOrEqual(22);

    const held = new Set(phones(first).filter((_, i) => i % 2 === 0));
    calls.length = 0;
    const second = await search(query, async (candidates) => {
      calls.push(candidates);
      return new Set(candidates.filter((p) => held.has(p)));
    });
    expect(second).toHaveLength(20);
    expect(phones(second).filter((p) => held.has(p))).toEqual([]);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    // the numbers not held are still offered
    for (const p of phones(first)) if (!held.has(p)) expect(phones(second)).toContain(p);
  });

  it('caps the limit at 100 and defaults to 50', async () => {
    expect(await search({ type: 'local', areaCode: '718', limit: 500 })).toHaveLength(100);
    expect(await search({ type: 'local', areaCode: '718' })).toHaveLength(50);
    expect(await search({ type: 'local', areaCode: '718', limit: 3 })).toHaveLength(3);
  });

  it('ends quickly with nothing when nothing can be found', async () => {
    let calls = 0;
    const counting: IsHeld = async () => {
      calls++;
      return new Set();
    };
    for (const query of [
      { type: 'local', contains: '0000000000' }, // no area code starts 0
      { type: 'local', areaCode: '212', contains: '5550100' }, // only as the exchange, and 555 is refused
      { type: 'local', contains: '9119119119' }, // 911 is no area code
      { type: 'toll-free', contains: '2125551234' },
      { type: 'local', contains: '12a' },
    ] as const) {
      const t = performance.now();
      const found = await search(query, counting);
      expect(found, query.contains).toEqual([]);
      expect(performance.now() - t).toBeLessThan(1_000);
    }
    expect(calls).toBeLessThanOrEqual(1);

    // every candidate held: a bounded number of calls, then nothing
    calls = 0;
    const everything: IsHeld = async (candidates) => {
      calls++;
      return new Set(candidates);
    };
    for (const query of [
      { type: 'local' },
      { type: 'local', areaCode: '212' },
      { type: 'toll-free' },
    ] as const) {
      calls = 0;
      expect(await search({ ...query, limit: 100 }, everything)).toEqual([]);
      expect(calls).toBeLessThanOrEqual(SEARCH_BUDGET.heldCalls);
    }
  });
});
