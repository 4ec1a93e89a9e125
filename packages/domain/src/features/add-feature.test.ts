import { describe, expect, it } from 'vitest';
import { ADD_FEATURE_TEXT, SANS_PATTERN, ZAddFeatureForm, ZEnableFeatureInput } from './add-feature';
import { formatDollars, itemCode, monthlyFeeCents } from './prices';
import { hasSpec, specText } from '../testing-spec';

const base = { username: 'owner@acme.test', accept: true };
const issues = (v: object) => {
  const r = ZAddFeatureForm.safeParse({ ...base, ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const digits = (n: number) => '1234567890123456789'.slice(0, n);

describe('subscription account number', () => {
  it.each([
    [`${digits(6)}-${digits(5)}-${digits(1)}`, true],
    [`${digits(8)}-${digits(6)}-${digits(2)}`, true],
    [`${digits(5)}-${digits(5)}-${digits(1)}`, false],
    [`${digits(9)}-${digits(5)}-${digits(1)}`, false],
    [`${digits(6)}-${digits(4)}-${digits(1)}`, false],
    [`${digits(6)}-${digits(7)}-${digits(1)}`, false],
    [`${digits(6)}-${digits(5)}-`, false],
    [`${digits(6)}-${digits(5)}-${digits(3)}`, false],
    [digits(9), false],
    [digits(10), true],
    [digits(17), true],
    [digits(18), false],
    [`${digits(10)} `, false],
    ['12345678901a', false],
  ])('%s → %s', (value, ok) => {
    expect(SANS_PATTERN.test(value)).toBe(ok);
    expect(issues({ feature: 'dnclist', sansNumber: value }).sansNumber).toBe(
      ok ? undefined : ADD_FEATURE_TEXT.invalidSans,
    );
  });

  it('is optional', () => {
    expect(issues({ feature: 'dnclist' })).toEqual({});
    expect(issues({ feature: 'dnclist', sansNumber: '' })).toEqual({});
  });
});

describe('add-feature form', () => {
  it('needs a feature', () => {
    expect(issues({ feature: '' })).toEqual({ feature: ADD_FEATURE_TEXT.selectFeature });
  });
  it('needs a password for UCaaS only', () => {
    expect(issues({ feature: 'ucaas' })).toEqual({ password: ADD_FEATURE_TEXT.ucaasPassword });
    expect(issues({ feature: 'ucaas', password: 'x' })).toEqual({});
    expect(issues({ feature: 'chatbot' })).toEqual({});
  });
  it('needs the terms accepted for every feature but contact center', () => {
    for (const feature of ['inbox', 'remediation', 'dnclist', 'chatbot', 'ucaas'])
      expect(issues({ feature, password: 'x', accept: false }).accept, feature).toBe(
        ADD_FEATURE_TEXT.acceptTerms,
      );
    expect(issues({ feature: 'contactcenter', accept: false })).toEqual({});
  });
  it('refuses an unknown feature on the server side too', () => {
    const r = ZEnableFeatureInput.safeParse({ featureName: 'teleport' });
    expect(r.error?.issues[0]?.message).toBe(ADD_FEATURE_TEXT.unsupported);
    expect(ZEnableFeatureInput.safeParse({ featureName: 'chatbot' }).success).toBe(true);
    expect(ZEnableFeatureInput.safeParse({ featureName: 'chatbot', accountSid: 'x' }).success).toBe(false);
  });
});

describe('prices', () => {
  it('uses the defaults in cents, halves DNC with a subscription number, and shows 2 decimals', () => {
    expect(monthlyFeeCents('chatbot', [])).toBe(3000);
    expect(monthlyFeeCents('remediation', [])).toBe(1500);
    expect(monthlyFeeCents('dnclist', [])).toBe(500);
    expect(monthlyFeeCents('dnclist', [], { sansNumber: '1234567890' })).toBe(250);
    expect(monthlyFeeCents('inbox', [])).toBeNull();
    expect(formatDollars(3000)).toBe('$30.00');
    expect(formatDollars(250)).toBe('$2.50');
  });
  it('takes the item code after the last hyphen of the lookup', () => {
    expect(itemCode('US-MONTHLY-chatbot')).toBe('chatbot');
    expect(itemCode('chatbot')).toBe('chatbot');
    const rates = [
      { lookup: 'parley-feature-remediation', rate: 12.5 },
      { lookup: 'x-dnclist', rate: 7 },
    ];
    expect(monthlyFeeCents('remediation', rates)).toBe(1250);
    expect(monthlyFeeCents('dnclist', rates, { sansNumber: '1234567890' })).toBe(350);
  });
});

describe.runIf(hasSpec)('spec texts', () => {
  it.each(Object.entries(ADD_FEATURE_TEXT))('%s is copied exactly', (_k, v) => {
    const text = typeof v === 'function' ? v('{feature}') : v;
    expect(specText()).toContain(text);
  });
});
