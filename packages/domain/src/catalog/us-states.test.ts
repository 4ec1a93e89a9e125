import { describe, expect, it } from 'vitest';
import {
  BILLING_STATES,
  CANADIAN_PROVINCES,
  US_STATES,
  US_STATES_AND_TERRITORIES,
  ZBillingStateCode,
  ZUsStateCode,
  billingStateCountry,
} from './us-states';
import { CATALOG_MESSAGES } from './catalog-messages';

const codes = (list: readonly { code: string }[]) => list.map((s) => s.code);

describe('US states and territories (doc 001 §3)', () => {
  it('has 50 states, DC and the 5 inhabited territories, each code once, sorted by name', () => {
    expect(US_STATES).toHaveLength(50);
    expect(US_STATES_AND_TERRITORIES).toHaveLength(56);
    expect(new Set(codes(US_STATES_AND_TERRITORIES)).size).toBe(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP'])
      expect(codes(US_STATES_AND_TERRITORIES)).toContain(code);
    const names = US_STATES_AND_TERRITORIES.map((s) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    for (const s of US_STATES_AND_TERRITORIES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('billing states (doc 001 §3: US + DC, 13 Canadian provinces and territories, Puerto Rico)', () => {
  it('has 65 entries: the 50 states, DC, PR and the 13 Canadian ones, each code once', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(BILLING_STATES).toHaveLength(65);
    expect(new Set(codes(BILLING_STATES)).size).toBe(65);
    expect(codes(BILLING_STATES)).toEqual(expect.arrayContaining(['DC', 'PR', 'ON', 'QC', 'NU', 'YT', 'NT']));
    expect(codes(BILLING_STATES)).not.toContain('GU');
  });

  it('lists the US ones first, then Canada', () => {
    expect(codes(BILLING_STATES.slice(52))).toEqual(codes(CANADIAN_PROVINCES));
    expect(BILLING_STATES[0]?.name).toBe('Alabama');
  });

  it('tells a Canadian code from a US one', () => {
    expect(billingStateCountry('ON')).toBe('CA');
    expect(billingStateCountry('PR')).toBe('US');
    expect(billingStateCountry('GU')).toBeUndefined();
  });

  it('validates codes the same way in the form and the route', () => {
    expect(ZBillingStateCode.parse('qc')).toBe('QC');
    expect(ZUsStateCode.parse('gu')).toBe('GU');
    expect(ZBillingStateCode.safeParse('GU').error?.issues[0]?.message).toBe(CATALOG_MESSAGES.stateUnknown);
    expect(ZUsStateCode.safeParse('ON').error?.issues[0]?.message).toBe(CATALOG_MESSAGES.stateUnknown);
  });
});
