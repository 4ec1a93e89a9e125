import { describe, expect, it } from 'vitest';
import { isNanpE164 } from '../validation/e164';
import {
  AREA_CODES,
  TOLL_FREE_AREA_CODES,
  areaCodeInfo,
  areaCodeRegionName,
  isTollFreeAreaCode,
} from './area-codes';
import { CANADIAN_PROVINCES, DISTRICT_OF_COLUMBIA, US_STATES } from './us-states';

describe('area codes (issue 26)', () => {
  it('lists every US and Canadian geographic code once, in code order', () => {
    const codes = AREA_CODES.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(AREA_CODES.filter((a) => a.country === 'US').length).toBeGreaterThanOrEqual(330);
    expect(AREA_CODES.filter((a) => a.country === 'CA').length).toBeGreaterThanOrEqual(40);
  });

  it('keeps to doc 001 §5: no code starting 0 or 1, no 900 or 976, no N11, no toll-free code', () => {
    for (const { code } of AREA_CODES) {
      expect(isNanpE164(`+1${code}2000000`), code).toBe(true);
      expect(code).not.toMatch(/^[2-9]11$/);
      expect(isTollFreeAreaCode(code)).toBe(false);
    }
  });

  it('gives each a known region of its country and a city', () => {
    const us = new Set([...US_STATES, DISTRICT_OF_COLUMBIA].map((s) => s.code));
    const ca = new Set(CANADIAN_PROVINCES.map((p) => p.code));
    for (const a of AREA_CODES) {
      expect((a.country === 'US' ? us : ca).has(a.region), a.code).toBe(true);
      expect(a.city, a.code).toMatch(/^[A-Z][\p{L} .'-]+$/u);
    }
    // every state and province has at least one (Nunavut and the NWT share 867 with Yukon; PEI 902 with NS)
    const regions = new Set(AREA_CODES.map((a) => a.region));
    for (const code of us) expect(regions, code).toContain(code);
    for (const code of ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'QC', 'SK'])
      expect(regions).toContain(code);
  });

  it('knows the well-known ones', () => {
    expect(areaCodeInfo('212')).toEqual({ code: '212', region: 'NY', country: 'US', city: 'New York' });
    expect(areaCodeInfo('416')).toMatchObject({ region: 'ON', country: 'CA', city: 'Toronto' });
    expect(areaCodeInfo('415')).toMatchObject({ region: 'CA', country: 'US', city: 'San Francisco' });
    expect(areaCodeInfo('202')).toMatchObject({ region: 'DC', city: 'Washington' });
    expect(areaCodeInfo('800')).toBeUndefined();
    expect(areaCodeInfo('555')).toBeUndefined();
    expect(areaCodeRegionName('NJ')).toBe('New Jersey');
    expect(areaCodeRegionName('QC')).toBe('Quebec');
  });

  it('has the seven toll-free codes numbers are sold under', () => {
    expect(TOLL_FREE_AREA_CODES).toEqual(['800', '833', '844', '855', '866', '877', '888']);
    for (const code of TOLL_FREE_AREA_CODES) expect(isNanpE164(`+1${code}2000000`)).toBe(true);
  });
});
