import { AREA_CODES, TOLL_FREE_AREA_CODES, isNanpE164 } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { seedHash } from './hash';
import { CAPABILITY_SHARES, Inventory, STOCK_SHARE } from './inventory';

const inventory = new Inventory(seedHash('inventory-test'));

/** Every stocked number of one exchange's first `lines` lines. */
function stocked(inv: Inventory, areaCode: string, exchange: number, lines = 10_000) {
  const out: number[] = [];
  for (let line = 0; line < lines; line++) {
    const local = exchange * 10_000 + line;
    if (inv.inStock(areaCode, local)) out.push(local);
  }
  return out;
}

describe('the simulated inventory', () => {
  it('refuses the exchanges doc 001 §5 refuses, by the domain rule', () => {
    const table = inventory.exchanges();
    for (let ex = 0; ex < 1000; ex++) {
      const bad = ex < 200 || ex === 555 || ex % 100 === 11;
      expect(table[ex], String(ex)).toBe(bad ? 0 : 1);
    }
  });

  it('stocks about its share of each valid exchange, and nothing of an invalid one', () => {
    const share = stocked(inventory, '212', 432).length / 10_000;
    expect(share).toBeGreaterThan(STOCK_SHARE - 0.03);
    expect(share).toBeLessThan(STOCK_SHARE + 0.03);
    expect(stocked(inventory, '212', 555)).toEqual([]);
    expect(stocked(inventory, '212', 911)).toEqual([]);
    expect(stocked(inventory, '212', 123)).toEqual([]);
  });

  it('is the same under the same seed and different under another', () => {
    const again = new Inventory(seedHash('inventory-test'));
    const other = new Inventory(seedHash('another seed'));
    expect(stocked(again, '415', 789)).toEqual(stocked(inventory, '415', 789));
    expect(stocked(other, '415', 789)).not.toEqual(stocked(inventory, '415', 789));
    const sample = stocked(inventory, '415', 789).slice(0, 200);
    expect(sample.map((l) => again.capabilities('local', '415', l))).toEqual(
      sample.map((l) => inventory.capabilities('local', '415', l)),
    );
  });

  it('gives realistic capability shares, never a number that does nothing, never mobile', () => {
    const shares = (kind: 'local' | 'toll-free', areaCode: string) => {
      const locals = [...stocked(inventory, areaCode, 234), ...stocked(inventory, areaCode, 678)];
      const caps = locals.map((l) => inventory.capabilities(kind, areaCode, l));
      // one expect for all (an expect per number costs seconds)
      expect(
        caps.filter((c) => c.mobile || !(c.voiceEnabled || c.smsEnabled) || (c.mmsEnabled && !c.smsEnabled)),
      ).toEqual([]);
      const missing = (pick: (c: (typeof caps)[number]) => boolean) =>
        caps.filter((c) => !pick(c)).length / caps.length;
      return {
        mms: missing((c) => c.mmsEnabled),
        voice: missing((c) => c.voiceEnabled),
        sms: missing((c) => c.smsEnabled),
      };
    };
    const local = shares('local', '312');
    expect(local.mms).toBeCloseTo(CAPABILITY_SHARES.local.mmsMissing, 1);
    expect(local.voice).toBeGreaterThan(0.03);
    expect(local.voice).toBeLessThan(0.07);
    expect(local.sms).toBeGreaterThan(0.01);
    expect(local.sms).toBeLessThan(0.05);
    const tollFree = shares('toll-free', '888');
    expect(tollFree.mms).toBeGreaterThan(local.mms + 0.15);
  });

  it('describes a stocked number with its area code’s place, and nothing else', () => {
    const [local] = stocked(inventory, '415', 789, 100);
    const number = inventory.describe(`+1415${local}`);
    expect(number).toMatchObject({
      phoneNumber: `+1415${local}`,
      type: 'local',
      numberType: 1,
      locality: 'San Francisco',
      region: 'CA',
      isoCountry: 'US',
    });
    const [tf] = stocked(inventory, '800', 345, 100);
    expect(inventory.describe(`+1800${tf}`)).toMatchObject({
      type: 'toll-free',
      numberType: 2,
      locality: null,
    });
    const [ca] = stocked(inventory, '416', 345, 100);
    expect(inventory.describe(`+1416${ca}`)).toMatchObject({
      isoCountry: 'CA',
      region: 'ON',
      locality: 'Toronto',
    });

    const notStocked = Array.from({ length: 100 }, (_, i) => 7_890_000 + i).find(
      (l) => !inventory.inStock('415', l),
    );
    expect(inventory.describe(`+1415${notStocked}`)).toBeNull();
    for (const bad of [
      '+12125550100',
      '+12129111234',
      '+19002345678',
      '+1999234567',
      '+19992345678',
      '2125551234',
      '',
    ])
      expect(inventory.describe(bad), bad).toBeNull();
  });

  it('serves every geographic and toll-free code, each a valid start of a number', () => {
    const local = inventory.areaCodes('local');
    expect([...local].sort()).toEqual(AREA_CODES.map((a) => a.code));
    expect([...inventory.areaCodes('toll-free')].sort()).toEqual([...TOLL_FREE_AREA_CODES]);
    for (const code of [...local, ...TOLL_FREE_AREA_CODES]) expect(isNanpE164(`+1${code}2345678`)).toBe(true);
    // the seed shuffles the order a search without an area code visits them in
    expect(local.slice(0, 10)).not.toEqual(AREA_CODES.slice(0, 10).map((a) => a.code));
  });
});
