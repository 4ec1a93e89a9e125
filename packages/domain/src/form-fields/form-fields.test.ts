import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import { NANP_RULE_MESSAGES } from '../validation/validation-messages';
import {
  FORM_FIELD_LIMITS,
  FORM_FIELDS_OUR_TEXT,
  ZCheckedEmail,
  ZMoney,
  ZPresetAmount,
  ZUsPhone,
  addMonthsToDay,
  daySchema,
  emailAvailableMessage,
  emailNotAvailableMessage,
  formatUsPhone,
  isIsoDay,
  moneySchema,
  recurringScheduleSchema,
  scheduleExpirationBounds,
  timeSchema,
  usPhoneDigits,
  usPhoneValue,
  valueListSchema,
} from '../texts/form-fields';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('email availability texts (doc 001 §5)', () => {
  it('names the value', () => {
    expect(emailAvailableMessage('dana@acme.test')).toBe('dana@acme.test is available.');
    expect(emailNotAvailableMessage('dana@acme.test')).toBe('dana@acme.test is not available.');
  });

  it('an email is checked only when it looks like one', () => {
    expect(ZCheckedEmail.parse('  dana@acme.test ')).toBe('dana@acme.test');
    expect(firstMessage(ZCheckedEmail.safeParse('dana@'))).toBe(MESSAGES.emailValid);
    expect(firstMessage(ZCheckedEmail.safeParse(`${'a'.repeat(250)}@a.io`))).toBe(MESSAGES.emailValid);
  });
});

describe('preset amount (doc 001 §5)', () => {
  it('takes every preset and whole custom dollars', () => {
    expect(FORM_FIELD_LIMITS.presetAmounts).toEqual([10, 50, 100, 200, 300, 400, 500, 1000, 2000, 5000]);
    for (const a of FORM_FIELD_LIMITS.presetAmounts) expect(ZPresetAmount.safeParse(a).success).toBe(true);
    expect(ZPresetAmount.safeParse(1).success).toBe(true);
    expect(ZPresetAmount.safeParse(100_000).success).toBe(true);
  });

  it('refuses cents, nothing and amounts out of range', () => {
    expect(firstMessage(ZPresetAmount.safeParse(12.5))).toBe(FORM_FIELDS_OUR_TEXT.amountWhole);
    expect(firstMessage(ZPresetAmount.safeParse(null))).toBe(FORM_FIELDS_OUR_TEXT.amountRequired);
    expect(firstMessage(ZPresetAmount.safeParse(0))).toBe('Enter an amount from $1 to $100,000.');
    expect(firstMessage(ZPresetAmount.safeParse(100_001))).toBe('Enter an amount from $1 to $100,000.');
  });
});

describe('money (doc 001 §5: minimum -999999999)', () => {
  it('the boundary', () => {
    expect(ZMoney.safeParse(-999_999_999).success).toBe(true);
    expect(firstMessage(ZMoney.safeParse(-1_000_000_000))).toBe(FORM_FIELDS_OUR_TEXT.moneyMin);
    expect(ZMoney.safeParse(999_999_999).success).toBe(true);
    expect(firstMessage(ZMoney.safeParse(1_000_000_000))).toBe(FORM_FIELDS_OUR_TEXT.moneyMax);
  });

  it('cents: two decimals, floating point read kindly', () => {
    expect(ZMoney.safeParse(0.1 + 0.2).success).toBe(true);
    expect(ZMoney.safeParse(19.99).success).toBe(true);
    expect(firstMessage(ZMoney.safeParse(1.001))).toBe(FORM_FIELDS_OUR_TEXT.moneyCents);
    expect(firstMessage(ZMoney.safeParse(undefined))).toBe(FORM_FIELDS_OUR_TEXT.numberRequired);
  });

  it('a narrower field says its range', () => {
    expect(firstMessage(moneySchema({ min: 0, max: 50 }).safeParse(-1))).toBe(
      'Enter an amount from $0 to $50.',
    );
  });
});

describe('US phone mask (doc 001 §5: +1 and 10 digits)', () => {
  it('keeps +1 and the digits, shows them masked', () => {
    expect(usPhoneDigits('(312) 555-0142')).toBe('3125550142');
    expect(usPhoneDigits('+1 312 555 0142')).toBe('3125550142');
    expect(usPhoneDigits('13125550142')).toBe('3125550142');
    expect(usPhoneDigits('312555014299')).toBe('3125550142');
    expect(usPhoneValue('312')).toBe('+1312');
    expect(usPhoneValue('')).toBe('');
    expect(formatUsPhone('+1312')).toBe('+1 (312');
    expect(formatUsPhone('+1312555')).toBe('+1 (312) 555');
    expect(formatUsPhone('+13125550142')).toBe('+1 (312) 555-0142');
    expect(formatUsPhone('')).toBe('');
  });

  it('the schema: 10 digits with the spec message, and the North American rule a number breaks', () => {
    expect(ZUsPhone.safeParse('+13122220142').success).toBe(true);
    for (const bad of ['+1312222014', '+131222201422'])
      expect(firstMessage(ZUsPhone.safeParse(bad)), bad).toBe(MESSAGES.e164Nanp);
    for (const [bad, message] of [
      ['+11122220142', NANP_RULE_MESSAGES.areaCodeStart],
      ['+19002220142', NANP_RULE_MESSAGES.premiumAreaCode],
      ['+13125550142', NANP_RULE_MESSAGES.exchange555],
      ['+13129110142', NANP_RULE_MESSAGES.serviceCode],
    ] as const)
      expect(firstMessage(ZUsPhone.safeParse(bad)), bad).toBe(message);
  });
});

describe('dates and times (doc 001 §5)', () => {
  it('real days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('11/23/2026')).toBe(false);
  });

  it('a maximum of today: today passes, tomorrow is refused with the date written MM/DD/YYYY', () => {
    const schema = daySchema({ max: '2026-11-23' });
    expect(schema.safeParse('2026-11-23').success).toBe(true);
    expect(firstMessage(schema.safeParse('2026-11-24'))).toBe('Choose 11/23/2026 or an earlier date.');
    expect(firstMessage(schema.safeParse(''))).toBe(FORM_FIELDS_OUR_TEXT.dateRequired);
    expect(firstMessage(schema.safeParse('2026-13-01'))).toBe(FORM_FIELDS_OUR_TEXT.dateInvalid);
  });

  it('times on a 5-minute step by default, 15 for the schedule', () => {
    expect(timeSchema().safeParse('09:05').success).toBe(true);
    expect(firstMessage(timeSchema().safeParse('09:07'))).toBe(
      'Choose a time on a 5-minute step, such as 9:00 or 9:05.',
    );
    expect(timeSchema(15).safeParse('23:45').success).toBe(true);
    expect(firstMessage(timeSchema(15).safeParse('09:05'))).toBe(
      'Choose a time on a 15-minute step, such as 9:00 or 9:15.',
    );
    expect(firstMessage(timeSchema().safeParse('24:00'))).toBe(FORM_FIELDS_OUR_TEXT.timeInvalid);
  });

  it('the schedule expires from today to 3 months ahead, month ends clamped', () => {
    expect(scheduleExpirationBounds('2026-11-23')).toEqual({ min: '2026-11-23', max: '2027-02-23' });
    expect(addMonthsToDay('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToDay('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('simple value list (doc 001 §5: at most 5)', () => {
  it('5 pass, 6 are refused, a repeat is refused', () => {
    const schema = valueListSchema();
    expect(schema.safeParse(['a', 'b', 'c', 'd', 'e']).success).toBe(true);
    expect(firstMessage(schema.safeParse(['a', 'b', 'c', 'd', 'e', 'f']))).toBe('At most 5 values.');
    expect(firstMessage(schema.safeParse(['a', 'A ']))).toBe(FORM_FIELDS_OUR_TEXT.valueListRepeated);
  });
});

describe('recurring schedule (doc 001 §3, §5)', () => {
  const schema = recurringScheduleSchema('2026-11-23');
  const good = { days: 2 | 8 | 32, start: '09:00', end: '17:45', expires: '2027-02-23' };
  const issues = (value: object) =>
    schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('week days as flags, 15-minute steps, expiring from today to 3 months ahead', () => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, expires: '2026-11-23' }).success).toBe(true);
    expect(issues({ ...good, expires: '2027-02-24' })).toEqual([
      ['expires', 'Choose 02/23/2027 or an earlier date.'],
    ]);
    expect(issues({ ...good, expires: '2026-11-22' })).toEqual([
      ['expires', 'Choose 11/23/2026 or a later date.'],
    ]);
    expect(issues({ ...good, start: '09:05' })).toEqual([
      ['start', 'Choose a time on a 15-minute step, such as 9:00 or 9:15.'],
    ]);
    expect(issues({ ...good, days: 0 })).toEqual([['days', 'Choose at least one day of the week.']]);
    expect(issues({ ...good, days: 128 })[0]?.[0]).toBe('days');
  });

  it('the end comes after the start', () => {
    expect(issues({ ...good, end: '09:00' })).toEqual([['end', FORM_FIELDS_OUR_TEXT.scheduleEndAfterStart]]);
  });
});
