import { describe, expect, it } from 'vitest';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { NANP_RULE_MESSAGES } from '../validation/validation-messages';
import { ZContactSearch, phoneSearch } from './contact-search';
import { ZContactCreate, ZContactUpdate, contactName, contactsResource } from './contacts';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('contact input', () => {
  it('accepts the examples, writing a typed number in E.164', () => {
    expect(ZContactCreate.safeParse(contactsResource.examples?.create).success).toBe(true);
    expect(ZContactUpdate.safeParse(contactsResource.examples?.update).success).toBe(true);
    const parsed = ZContactCreate.parse({ extData: { phonenumber1: '(312) 556-0100', city1: ' Chicago ' } });
    expect(parsed.extData).toEqual({ phonenumber1: '+13125560100', city1: 'Chicago' });
  });

  it('refuses a missing or malformed phone number with the spec’s message', () => {
    for (const extData of [{}, { phonenumber1: '' }, { phonenumber1: '555-0100' }])
      expect(issues(ZContactCreate.safeParse({ extData }))).toContainEqual([
        'extData.phonenumber1',
        MESSAGES.e164Nanp,
      ]);
  });

  it('refuses a 555 number saying so: it is E.164, the North American rule refuses it', () => {
    expect(issues(ZContactCreate.safeParse({ extData: { phonenumber1: '+13125550100' } }))).toEqual([
      ['extData.phonenumber1', NANP_RULE_MESSAGES.exchange555],
    ]);
  });

  it('refuses a malformed email with the spec’s message and lets an empty one clear it', () => {
    expect(
      issues(ZContactCreate.safeParse({ extData: { phonenumber1: '+13125560100', email1: 'dana@' } })),
    ).toEqual([['extData.email1', MESSAGES.emailValid]]);
    expect(ZContactCreate.safeParse({ extData: { phonenumber1: '+13125560100', email1: '' } }).success).toBe(
      true,
    );
  });

  it('caps values, attribute names and their number', () => {
    const base = { phonenumber1: '+13125560100' };
    expect(issues(ZContactCreate.safeParse({ extData: { ...base, notes: 'n'.repeat(1001) } }))).toEqual([
      ['extData.notes', OUR_MESSAGES.contactValueTooLong],
    ]);
    expect(issues(ZContactCreate.safeParse({ extData: { ...base, ['k'.repeat(65)]: 'v' } }))).toEqual([
      [`extData.${'k'.repeat(65)}`, OUR_MESSAGES.contactAttributeNameTooLong],
    ]);
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'v']));
    expect(issues(ZContactCreate.safeParse({ extData: { ...base, ...many } }))).toEqual([
      ['extData', OUR_MESSAGES.contactTooManyAttributes],
    ]);
  });

  it('refuses keys beside extData, and a non-text value', () => {
    expect(
      ZContactCreate.safeParse({ extData: { phonenumber1: '+13125560100' }, accountSid: 'AC1' }).success,
    ).toBe(false);
    expect(ZContactCreate.safeParse({ extData: { phonenumber1: '+13125560100', zip1: 60601 } }).success).toBe(
      false,
    );
  });
});

describe('contact search payload (doc 001 §7)', () => {
  it('takes the picker’s payload', () => {
    expect(ZContactSearch.parse(phoneSearch('31255'))).toEqual({
      from: 0,
      size: 10000,
      statements: [{ variable: 'phonenumber1', operation: 'contains', negated: false, value: '31255' }],
    });
  });

  it('fills from, size, negated and value when left out', () => {
    expect(ZContactSearch.parse({ statements: [{ variable: 'email1', operation: 'exists' }] })).toEqual({
      from: 0,
      size: 10000,
      statements: [{ variable: 'email1', operation: 'exists', negated: false, value: '' }],
    });
  });

  it('says the cap when size is past 10000', () => {
    expect(issues(ZContactSearch.safeParse({ size: 10001 }))).toEqual([
      ['size', 'The size is at most 10000.'],
    ]);
    expect(issues(ZContactSearch.safeParse({ from: -1 }))).toEqual([
      ['from', 'The offset (from) is at most 10000.'],
    ]);
    const many = Array.from({ length: 21 }, () => ({ variable: 'city1', operation: 'exists' }));
    expect(issues(ZContactSearch.safeParse({ statements: many }))).toEqual([
      ['statements', 'A search has at most 20 statements.'],
    ]);
  });

  it('refuses an unknown operation and unknown keys', () => {
    expect(
      ZContactSearch.safeParse({ statements: [{ variable: 'city1', operation: 'like', value: 'a' }] })
        .success,
    ).toBe(false);
    expect(ZContactSearch.safeParse({ size: 10, query: 'x' }).success).toBe(false);
  });
});

describe('contactName', () => {
  it('is first and last name, or the phone number without them', () => {
    expect(contactName({ extData: { firstname: 'Dana', lastname: 'Reyes', phonenumber1: '+1' } })).toBe(
      'Dana Reyes',
    );
    expect(contactName({ extData: { lastname: 'Reyes' } })).toBe('Reyes');
    expect(contactName({ extData: { phonenumber1: '+13125560100' } })).toBe('+13125560100');
  });
});
