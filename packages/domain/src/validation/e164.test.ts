import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { NANP_RULE_MESSAGES, VALIDATION_MESSAGES } from './validation-messages';
import {
  ZContactPhoneNumber,
  ZE164International,
  ZE164Nanp,
  isE164,
  isInternationalE164,
  isNanpE164,
  normalizePhone,
  phoneRegionOf,
} from './e164';

describe('North American E.164 (doc 001 §5)', () => {
  it.each([
    ['area code 200', '+12002345678'],
    ['area code 312', '+13125560100'],
    ['area code 999', '+19992345678'],
    ['area code 901 (next to 900)', '+19012345678'],
    ['area code 975 (next to 976)', '+19752345678'],
    ['exchange 200', '+13122000100'],
    ['exchange 554 (next to 555)', '+13125540100'],
    ['exchange 556 (next to 555)', '+13125560100'],
    ['exchange 210 (next to N11)', '+13122100100'],
    ['exchange 999', '+13129990100'],
    ['555 in the line number', '+13122345555'],
    ['a Canadian number', '+16135550123'.replace('555', '556')],
  ])('accepts %s', (_what, n) => expect(isNanpE164(n)).toBe(true));

  it.each([
    ['area code 000', '+10002345678'],
    ['area code 100', '+11002345678'],
    ['area code 199 (starts with 1)', '+11992345678'],
    ['area code 012 (starts with 0)', '+10122345678'],
    ['area code 900', '+19002345678'],
    ['area code 976', '+19762345678'],
    ['exchange 555', '+13125550100'],
    ['exchange 211', '+13122110100'],
    ['exchange 411', '+13124110100'],
    ['exchange 911', '+13129110100'],
    ['exchange starting 0', '+13120560100'],
    ['exchange starting 1', '+13121560100'],
    ['nine digits', '+1312556010'],
    ['eleven digits', '+131255601000'],
    ['no plus', '13125560100'],
    ['another country', '+442071838750'],
    ['spaces', '+1 312 556 0100'],
  ])('refuses %s', (_what, n) => expect(isNanpE164(n)).toBe(false));

  it("normalises what is typed and gives the spec's message for what is not of the form", () => {
    expect(ZE164Nanp.parse('(312) 556-0100')).toBe('+13125560100');
    for (const bad of ['+1312556010', '555-0100', '+1312CALLNOW'])
      expect(
        ZE164Nanp.safeParse(bad).error?.issues.map((i) => i.message),
        bad,
      ).toEqual([MESSAGES.e164Nanp]);
    expect(ZE164Nanp.safeParse(42).error?.issues[0]?.message).toBe(MESSAGES.e164Nanp);
  });

  // +13125550100 is E.164: saying it 'must follow the E.164 format' is untrue; the rule it breaks is said
  it.each([
    ['+13125550100', NANP_RULE_MESSAGES.exchange555],
    ['(312) 555-0100', NANP_RULE_MESSAGES.exchange555],
    ['+19002345678', NANP_RULE_MESSAGES.premiumAreaCode],
    ['+19762345678', NANP_RULE_MESSAGES.premiumAreaCode],
    ['+11232345678', NANP_RULE_MESSAGES.areaCodeStart],
    ['+10232345678', NANP_RULE_MESSAGES.areaCodeStart],
    ['+13121560100', NANP_RULE_MESSAGES.exchangeStart],
    ['+13129110100', NANP_RULE_MESSAGES.serviceCode],
  ])('refuses %s saying the North American rule it breaks', (n, message) => {
    for (const schema of [ZE164Nanp, ZE164International, ZContactPhoneNumber])
      expect(schema.safeParse(n).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe('international E.164 (doc 001 §5, through libphonenumber-js/min)', () => {
  it.each([
    ['UK', '+442071838750'],
    ['Ireland', '+35312345678'],
    ['Germany mobile', '+4915112345678'],
    ['China mobile (13 digits after +)', '+8613800138000'],
    ['Brazil mobile', '+5511987654321'],
    ['a NANP number', '+13125560100'],
    ['a NANP area code libphonenumber does not know yet', '+12002345678'],
  ])('accepts %s', (_what, n) => expect(isInternationalE164(n)).toBe(true));

  it.each([
    ['a country code starting 0', '+0442071838750'],
    ['an unassigned country code', '+999123456789'],
    ['an Irish number too short for Ireland', '+35312345'],
    ['16 digits', '+4420718387501234'],
    ['a UK number one digit short', '+44207183875'],
    ['a +1 number against the North American rule', '+19002345678'],
    ['letters', '+1312CALLNOW'],
    ['no plus', '442071838750'],
    ['empty', ''],
  ])('refuses %s', (_what, n) => expect(isInternationalE164(n)).toBe(false));

  it('is what isE164 means for existing callers', () => {
    expect(isE164).toBe(isInternationalE164);
  });

  it('names the region and gives our message', () => {
    expect(phoneRegionOf('+442071838750')).toBe('GB');
    expect(phoneRegionOf('+16135560123')).toBe('CA');
    expect(ZE164International.parse(' +44 20 7183 8750 ')).toBe('+442071838750');
    expect(ZE164International.safeParse('+999123456789').error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.e164International,
    );
  });
});

describe('normalizePhone (doc 001 §5: 10 digits get +1, 11 get +)', () => {
  it('prefixes +1 to ten digits and + to eleven, after dropping punctuation', () => {
    expect(normalizePhone('(312) 556-0100')).toBe('+13125560100');
    expect(normalizePhone('1 312 556 0100')).toBe('+13125560100');
    expect(normalizePhone('312.556.0100')).toBe('+13125560100');
    expect(normalizePhone(' +44 20 7183 8750 ')).toBe('+442071838750');
  });
  it('leaves nine and twelve digits as they are, for the check to refuse', () => {
    expect(normalizePhone('312556010')).toBe('312556010');
    expect(normalizePhone('131255601000')).toBe('131255601000');
    expect(normalizePhone('12345')).toBe('12345');
    expect(isE164(normalizePhone('12345'))).toBe(false);
  });
});
