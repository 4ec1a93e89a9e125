import { describe, expect, it } from 'vitest';
import {
  ADD_FEATURE_OUR_TEXT,
  ADD_FEATURE_TEXT,
  SANS_PATTERN,
  UCAAS_PASSWORD_MAX_LENGTH,
  ZAddFeatureForm,
  ZEnableFeatureInput,
  ZSansNumber,
  ZUcaasUserInput,
} from './add-feature';
import { FEATURE_KEYS, isFeatureEnabled } from './feature-keys';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
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

  // Every length of each hyphenated group around its limits, in every combination.
  const grouped = [5, 6, 7, 8, 9].flatMap((a) =>
    [4, 5, 6, 7].flatMap((b) => [0, 1, 2, 3].map((c) => [a, b, c] as const)),
  );
  it.each(grouped)('%i-%i-%i digits', (a, b, c) => {
    const value = `${digits(a)}-${digits(b)}-${digits(c)}`;
    const ok = a >= 6 && a <= 8 && b >= 5 && b <= 6 && c >= 1 && c <= 2;
    expect(SANS_PATTERN.test(value)).toBe(ok);
    expect(ZSansNumber.safeParse(value).success).toBe(ok);
    expect(issues({ feature: 'dnclist', sansNumber: value }).sansNumber).toBe(
      ok ? undefined : ADD_FEATURE_TEXT.invalidSans,
    );
  });

  it.each(Array.from({ length: 20 }, (_, i) => i + 1))('a plain run of %i digits', (n) => {
    const ok = n >= 10 && n <= 17;
    const value = '98765432109876543210'.slice(0, n);
    expect(ZSansNumber.safeParse(value).success).toBe(ok);
    expect(issues({ feature: 'dnclist', sansNumber: value }).sansNumber).toBe(
      ok ? undefined : ADD_FEATURE_TEXT.invalidSans,
    );
  });

  it.each([
    [' 1234567890', 'leading space'],
    ['1234567890\n', 'trailing line break'],
    ['123456 12345 1', 'spaces for hyphens'],
    ['123456–12345–1', 'en dashes for hyphens'],
    ['123456--12345-1', 'a double hyphen'],
    ['-123456-12345-1', 'a leading hyphen'],
    ['123456-12345-1-', 'a trailing hyphen'],
    ['123456-123451', 'one hyphen'],
    ['１２３４５６７８９０', 'fullwidth digits'],
    ['١٢٣٤٥٦٧٨٩٠', 'Arabic-Indic digits'],
    ['+1234567890', 'a plus sign'],
    ['1234567890.5', 'a decimal point'],
  ])('refuses %j (%s)', (value) => {
    expect(issues({ feature: 'dnclist', sansNumber: value }).sansNumber).toBe(ADD_FEATURE_TEXT.invalidSans);
  });

  it('is checked only for DNC', () => {
    expect(issues({ feature: 'chatbot', sansNumber: 'not a number' })).toEqual({});
  });
});

describe('add-feature form', () => {
  it('needs a feature', () => {
    expect(issues({ feature: '' })).toEqual({ feature: ADD_FEATURE_TEXT.selectFeature });
  });
  it('needs a password for UCaaS only', () => {
    expect(issues({ feature: 'ucaas' })).toEqual({ password: ADD_FEATURE_TEXT.ucaasPassword });
    expect(issues({ feature: 'ucaas', password: '' })).toEqual({ password: ADD_FEATURE_TEXT.ucaasPassword });
    expect(issues({ feature: 'ucaas', password: 'SeatPass2026' })).toEqual({});
    expect(issues({ feature: 'chatbot' })).toEqual({});
  });
  // issue 23: 'abc12' was taken; the portal's password policy applies (the spec gives UCaaS none)
  it.each([
    ['five characters', 'Ab1cd', MESSAGES.password],
    ['no digit', 'SeatPassword', MESSAGES.password],
    ['no upper case', 'seatpass2026', MESSAGES.password],
    ['a space', 'Seat Pass 2026', MESSAGES.password],
    ['a symbol outside the list', 'Seat-pass-2026', MESSAGES.password],
    ['a common password', 'Password2026!', OUR_MESSAGES.commonPassword],
  ])('refuses a UCaaS password with %s, in the form and in the request alike', (_what, password, message) => {
    expect(issues({ feature: 'ucaas', password })).toEqual({ password: message });
    const request = ZUcaasUserInput.safeParse({ username: 'a@b.test', password });
    expect(request.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('takes a UCaaS password up to its limit, in the form and in the request alike', () => {
    const at = `Aa1${'p'.repeat(UCAAS_PASSWORD_MAX_LENGTH - 3)}`;
    const over = `${at}p`;
    expect(issues({ feature: 'ucaas', password: at })).toEqual({});
    expect(issues({ feature: 'ucaas', password: over })).toEqual({
      password: ADD_FEATURE_OUR_TEXT.ucaasPasswordTooLong,
    });
    const request = (password: unknown) => ZUcaasUserInput.safeParse({ username: 'a@b.test', password });
    expect(request(at).success).toBe(true);
    expect(request(over).error?.issues[0]?.message).toBe(ADD_FEATURE_OUR_TEXT.ucaasPasswordTooLong);
    expect(request('').error?.issues[0]?.message).toBe(ADD_FEATURE_TEXT.ucaasPassword);
    expect(request(undefined).error?.issues[0]?.message).toBe(ADD_FEATURE_TEXT.ucaasPassword);
  });
  it('stops at the feature when it is unknown', () => {
    expect(issues({ feature: 'teleport', accept: false })).toEqual({ feature: ADD_FEATURE_TEXT.unsupported });
  });
  it('needs the terms accepted for every feature but contact center', () => {
    for (const feature of ['inbox', 'remediation', 'dnclist', 'chatbot', 'ucaas'])
      expect(issues({ feature, password: 'SeatPass2026', accept: false }).accept, feature).toBe(
        ADD_FEATURE_TEXT.acceptTerms,
      );
    expect(issues({ feature: 'contactcenter', accept: false })).toEqual({});
  });
  it('refuses an unknown feature on the server side too', () => {
    const r = ZEnableFeatureInput.safeParse({ featureName: 'teleport' });
    expect(r.error?.issues[0]?.message).toBe(ADD_FEATURE_TEXT.unsupported);
    for (const featureName of ['', undefined])
      expect(ZEnableFeatureInput.safeParse({ featureName }).error?.issues[0]?.message).toBe(
        ADD_FEATURE_TEXT.selectFeature,
      );
    expect(ZEnableFeatureInput.safeParse({ featureName: 'chatbot' }).success).toBe(true);
    expect(ZEnableFeatureInput.safeParse({ featureName: 'chatbot', accountSid: 'x' }).success).toBe(false);
  });
});

describe('availability', () => {
  it("offers a feature while its flag is missing or '0', contact center while it has no cluster id", () => {
    for (const feature of FEATURE_KEYS) {
      expect(isFeatureEnabled(feature, {}), feature).toBe(false);
    }
    expect(isFeatureEnabled('chatbot', { feature_chatbot_enabled: '0' })).toBe(false);
    expect(isFeatureEnabled('chatbot', { feature_chatbot_enabled: '1' })).toBe(true);
    expect(isFeatureEnabled('chatbot', { feature_inbox_enabled: '1' })).toBe(false);
    expect(isFeatureEnabled('contactcenter', { cc_cluster_id: 'cc-0123456789ab' })).toBe(true);
    expect(isFeatureEnabled('contactcenter', { feature_contactcenter_enabled: '1' })).toBe(false);
  });
});

describe('prices', () => {
  it('uses the defaults in cents, halves DNC with a subscription number, and shows 2 decimals', () => {
    expect(monthlyFeeCents('chatbot', [])).toBe(3000);
    expect(monthlyFeeCents('remediation', [])).toBe(1500);
    expect(monthlyFeeCents('dnclist', [])).toBe(500);
    expect(monthlyFeeCents('dnclist', [], { sansNumber: '1234567890' })).toBe(250);
    expect(monthlyFeeCents('inbox', [])).toBe(1000);
    expect(monthlyFeeCents('contactcenter', [])).toBeNull();
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
