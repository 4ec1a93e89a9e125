import { describe, expect, it } from 'vitest';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import {
  DEFAULT_CONTACT_ATTRIBUTES,
  contactAttributes,
  contactDataProblems,
  contactDataTypes,
} from './contact-attributes';
import { statementProblem, type TContactSearchStatement } from './contact-search';

const DEFAULTS = [
  'city1',
  'country1',
  'created',
  'email1',
  'externalcontactid1',
  'firstname',
  'lastname',
  'notes',
  'phonenumber1',
  'state1',
  'zip1',
  'address1',
];

describe('contactAttributes (doc 001 §3)', () => {
  it('lists the default attributes in the spec’s order when the account has no custom fields', () => {
    for (const none of [undefined, null, '', '[]'])
      expect(contactAttributes(none).map((a) => a.attribute)).toEqual(DEFAULTS);
    expect(DEFAULT_CONTACT_ATTRIBUTES.find((a) => a.attribute === 'created')?.type).toBe('date');
  });

  it('appends custom fields sorted by name, with the lowercase name as the attribute', () => {
    const custom = JSON.stringify([{ name: 'Renewal' }, { name: 'account Tier' }, { name: 'VIP' }]);
    const all = contactAttributes(custom);
    expect(all.map((a) => a.attribute)).toEqual([...DEFAULTS, 'account tier', 'renewal', 'vip']);
    expect(all.slice(-3)).toEqual([
      { attribute: 'account tier', label: 'account Tier', type: 'string', custom: true },
      { attribute: 'renewal', label: 'Renewal', type: 'string', custom: true },
      { attribute: 'vip', label: 'VIP', type: 'string', custom: true },
    ]);
  });

  it('takes a known type from an entry, and string otherwise', () => {
    const custom = JSON.stringify([
      { name: 'VIP', type: 'boolean' },
      { name: 'Visits', type: 'number' },
      { name: 'Since', type: 'date' },
      { name: 'Odd', type: 'colour' },
    ]);
    expect(contactDataTypes(contactAttributes(custom)).contactDataType).toMatchObject({
      vip: 'boolean',
      visits: 'number',
      since: 'date',
      odd: 'string',
      created: 'date',
      city1: 'string',
    });
  });

  it('skips entries it cannot use and names that repeat an attribute, keeping the rest', () => {
    const custom = JSON.stringify([
      { name: 'City1' },
      { name: '  ' },
      { label: 'no name' },
      'text',
      null,
      { name: 42 },
      { name: 'x'.repeat(65) },
      { name: 'Plan' },
      { name: 'PLAN' },
    ]);
    expect(contactAttributes(custom).map((a) => a.attribute)).toEqual([...DEFAULTS, 'plan']);
  });

  it('falls back to the defaults when the entry is not a JSON list', () => {
    for (const broken of ['{', '{"name":"x"}', '"x"', '42'])
      expect(contactAttributes(broken).map((a) => a.attribute)).toEqual(DEFAULTS);
  });
});

describe('contactDataProblems', () => {
  const attributes = contactAttributes(
    JSON.stringify([
      { name: 'VIP', type: 'boolean' },
      { name: 'Visits', type: 'number' },
      { name: 'Since', type: 'date' },
    ]),
  );

  it('accepts the account’s attributes with values of their types, and empty values', () => {
    expect(
      contactDataProblems(
        {
          phonenumber1: '+13125560100',
          vip: 'true',
          visits: '12',
          since: '2025-03-01',
          city1: '',
          created: 'x',
        },
        attributes,
      ),
    ).toEqual([]);
  });

  it('names an unknown attribute and a value of the wrong kind', () => {
    expect(
      contactDataProblems({ shoe: '9', vip: 'yes', visits: 'many', since: '03/01/2025' }, attributes),
    ).toEqual([
      { attribute: 'shoe', message: OUR_MESSAGES.contactAttributeUnknown },
      { attribute: 'vip', message: OUR_MESSAGES.contactValueBoolean },
      { attribute: 'visits', message: OUR_MESSAGES.contactValueNumber },
      { attribute: 'since', message: OUR_MESSAGES.contactValueDate },
    ]);
  });
});

describe('statementProblem', () => {
  const attributes = contactAttributes(
    JSON.stringify([
      { name: 'VIP', type: 'boolean' },
      { name: 'Visits', type: 'number' },
    ]),
  );
  const s = (variable: string, operation: TContactSearchStatement['operation'], value = 'x') => ({
    variable,
    operation,
    negated: false,
    value,
  });

  it('accepts what each type takes', () => {
    expect(statementProblem(s('phonenumber1', 'contains', '31255'), attributes)).toBeNull();
    expect(statementProblem(s('vip', 'equals', 'true'), attributes)).toBeNull();
    expect(statementProblem({ ...s('vip', 'equals', 'false'), negated: true }, attributes)).toBeNull();
    expect(statementProblem(s('visits', 'greaterThan', '3'), attributes)).toBeNull();
    expect(statementProblem(s('created', 'lessThan', '2026-01-01'), attributes)).toBeNull();
    expect(statementProblem(s('email1', 'exists', ''), attributes)).toBeNull();
  });

  it('gives the spec’s message for a boolean searched with anything but equals (doc 001 §8)', () => {
    for (const op of ['contains', 'startsWith', 'greaterThan', 'exists'] as const)
      expect(statementProblem(s('vip', op, 'true'), attributes)).toEqual({
        field: 'operation',
        message: MESSAGES.booleanSearch,
      });
  });

  it('names the operations a text or number attribute takes', () => {
    expect(statementProblem(s('city1', 'greaterThan'), attributes)?.message).toBe(
      'A string attribute can be searched with: equals, contains, startsWith, endsWith, exists.',
    );
    expect(statementProblem(s('visits', 'contains', '3'), attributes)?.field).toBe('operation');
  });

  it('refuses an unknown attribute, a missing value and a value of the wrong kind', () => {
    expect(statementProblem(s('shoe', 'equals'), attributes)).toEqual({
      field: 'variable',
      message: OUR_MESSAGES.contactAttributeUnknown,
    });
    expect(statementProblem(s('city1', 'equals', ''), attributes)?.message).toBe(OUR_MESSAGES.required);
    expect(statementProblem(s('visits', 'equals', 'ten'), attributes)?.message).toBe(
      OUR_MESSAGES.contactValueNumber,
    );
    expect(statementProblem(s('vip', 'equals', 'yes'), attributes)?.message).toBe(
      OUR_MESSAGES.contactValueBoolean,
    );
  });
});
