import { describe, expect, it } from 'vitest';
import { contactAttributes } from '../resources/contact-attributes';
import { contactAttributeFor, contactTemplateValues } from './contact-variables';
import { renderParsedTemplate } from './render-template';
import { parseTemplate } from './variables';

const ATTRIBUTES = contactAttributes(JSON.stringify([{ name: 'Loyalty_Tier' }, { name: 'Store' }]));
const read = (name: string) => contactAttributeFor(name, ATTRIBUTES)?.attribute;

describe('contactAttributeFor', () => {
  it('reads the attribute whatever the case: %FIRSTNAME% is the contact’s first name', () => {
    expect(read('firstname')).toBe('firstname');
    expect(read('FIRSTNAME')).toBe('firstname');
    expect(read('FirstName')).toBe('firstname');
    expect(read('STORE')).toBe('store');
    expect(read('LOYALTY_TIER')).toBe('loyalty_tier');
  });

  it('reads the standard names of doc 001 §3, with or without separators', () => {
    expect(read('firstName')).toBe('firstname');
    expect(read('FIRST_NAME')).toBe('firstname');
    expect(read('last-name')).toBe('lastname');
    expect(read('PHONE')).toBe('phonenumber1');
    expect(read('phoneNumber1')).toBe('phonenumber1');
    expect(read('email')).toBe('email1');
    expect(read('EMAIL')).toBe('email1');
    expect(read('address')).toBe('address1');
  });

  it('leaves a name that is no attribute custom: every contact gets its default', () => {
    expect(read('ORDER_NUMBER')).toBeUndefined();
    expect(read('FRISTNAME')).toBeUndefined();
    // a standard name whose attribute the account does not have
    expect(contactAttributeFor('EMAIL', [])).toBeUndefined();
  });

  it('prefers the exact attribute, then one differing in case only', () => {
    const both = contactAttributes(JSON.stringify([{ name: 'first_name' }]));
    expect(contactAttributeFor('first_name', both)?.attribute).toBe('first_name');
    expect(contactAttributeFor('FIRST_NAME', both)?.attribute).toBe('first_name');
    // without the separators it is the standard name
    expect(contactAttributeFor('FIRSTNAME', both)?.attribute).toBe('firstname');
  });
});

describe('contactTemplateValues', () => {
  const render = (content: string, extData: Record<string, string>) => {
    const parsed = parseTemplate(content);
    return renderParsedTemplate(parsed, contactTemplateValues(parsed, extData, ATTRIBUTES));
  };

  it('fills %FIRSTNAME|there% with the contact’s firstname', () => {
    expect(render('Hi %FIRSTNAME|there%, %ORDER_NUMBER|#1% is ready', { firstname: 'Ada' })).toBe(
      'Hi Ada, #1 is ready',
    );
    expect(
      render('%firstName% %LASTNAME% at %PHONE%', { firstname: 'Ada', lastname: 'L', phonenumber1: '+1' }),
    ).toBe('Ada L at +1');
  });

  it('sends the default when the contact has no value, or an empty one', () => {
    expect(render('Hi %FIRSTNAME|there%', {})).toBe('Hi there');
    expect(render('Hi %FIRSTNAME|there%', { firstname: '' })).toBe('Hi there');
  });
});
