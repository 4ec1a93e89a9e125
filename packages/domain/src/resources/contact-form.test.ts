import { describe, expect, it } from 'vitest';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { NANP_RULE_MESSAGES } from '../validation/validation-messages';
import { contactAttributes } from './contact-attributes';
import { contactFormSchema, contactFormValues } from './contact-form';

const ATTRIBUTES = contactAttributes(
  JSON.stringify([
    { name: 'VIP', type: 'boolean' },
    { name: 'Visits', type: 'number' },
    { name: 'CustomerSince', type: 'date' },
    { name: 'Tier' },
  ]),
);
const schema = contactFormSchema(ATTRIBUTES);
const issues = (values: unknown) =>
  schema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the contact form', () => {
  it('holds each attribute in its control’s kind, from what is stored', () => {
    const { extData } = contactFormValues(ATTRIBUTES, {
      extData: {
        phonenumber1: '+13125560100',
        vip: 'true',
        visits: '4',
        customersince: '2024-05-01T10:00:00Z',
        notes: 'Line one\nLine two',
      },
    });
    expect(extData).toMatchObject({
      phonenumber1: '+13125560100',
      vip: true,
      visits: 4,
      customersince: '2024-05-01',
      notes: 'Line one\nLine two',
      tier: '',
    });
    expect(contactFormValues(ATTRIBUTES).extData).toMatchObject({
      vip: false,
      visits: null,
      customersince: null,
    });
  });

  it('sends every value as the text the server stores', () => {
    const parsed = schema.parse({
      extData: {
        phonenumber1: '(312) 556-0100',
        vip: true,
        visits: 4.5,
        customersince: '2024-05-01',
        tier: '',
        notes: 'a\nb',
      },
    });
    expect(parsed.extData).toEqual({
      phonenumber1: '+13125560100',
      vip: 'true',
      visits: '4.5',
      customersince: '2024-05-01',
      tier: '',
      notes: 'a\nb',
    });
    expect(
      schema.parse({ extData: { phonenumber1: '+13125560100', vip: false, visits: null } }).extData,
    ).toMatchObject({ vip: 'false', visits: '' });
  });

  it('says everything wrong at once, with the server’s messages', () => {
    expect(
      issues({
        extData: { phonenumber1: '+13125550100', email1: 'dana@', visits: 1e21, customersince: '2024-13-01' },
      }),
    ).toEqual(
      expect.arrayContaining([
        ['extData.phonenumber1', NANP_RULE_MESSAGES.exchange555],
        ['extData.email1', MESSAGES.emailValid],
        ['extData.visits', OUR_MESSAGES.contactValueNumber],
        ['extData.customersince', OUR_MESSAGES.contactValueDate],
      ]),
    );
  });
});
