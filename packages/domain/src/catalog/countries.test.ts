import { describe, expect, it } from 'vitest';
import { getCountries } from 'libphonenumber-js/min';
import {
  DEFAULT_COUNTRY_CODE,
  ISO_COUNTRY_CODES,
  PHONE_ONLY_REGIONS,
  ZCountryCode,
  countries,
  countryName,
  isCountryCode,
  phoneCountries,
} from './countries';
import { CATALOG_MESSAGES } from './catalog-messages';

describe('countries (doc 001 §3: ISO 2-letter code and name)', () => {
  it('holds the 249 ISO 3166-1 codes, each once, two upper-case letters', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    for (const code of ISO_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('gives every code a real English name, sorted by name', () => {
    const list = countries();
    expect(list).toHaveLength(249);
    for (const c of list) expect(c.name, c.code).not.toBe(c.code);
    expect(list.find((c) => c.code === 'US')?.name).toBe('United States');
    expect(list.find((c) => c.code === 'CA')?.name).toBe('Canada');
    expect(list[0]?.code).toBe('AF');
    const names = list.map((c) => c.name);
    expect([...names].sort(new Intl.Collator('en').compare)).toEqual(names);
    expect(countries()).toBe(list);
  });

  it('stays in step with libphonenumber-js: every phone region is ISO but AC, TA and XK', () => {
    const phoneRegions = getCountries().filter((r) => !(PHONE_ONLY_REGIONS as readonly string[]).includes(r));
    expect(phoneRegions.filter((r) => !isCountryCode(r))).toEqual([]);
    expect(phoneCountries().length).toBe(phoneRegions.length);
    expect(phoneCountries().some((c) => c.code === 'AQ')).toBe(false);
  });

  it('names a code and falls back to the code itself', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('ZZ')).toMatch(/^(ZZ|Unknown Region)$/);
    expect(isCountryCode(DEFAULT_COUNTRY_CODE)).toBe(true);
  });

  it('accepts a code in any case and refuses an unknown one with a clear message', () => {
    expect(ZCountryCode.parse(' us ')).toBe('US');
    for (const bad of ['XK', 'USA', '', 'U1']) {
      expect(ZCountryCode.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        CATALOG_MESSAGES.countryUnknown,
      );
    }
  });
});
