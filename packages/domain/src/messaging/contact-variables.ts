// Which contact attribute a template variable reads (issue 23). Custom names are upper-cased (doc
// 000 §5) while attributes are lowercase (doc 001 §3), so `%FIRSTNAME|there%` — the most common
// merge tag in SMS marketing — matched nothing and sent its default to every contact. A variable
// now reads an attribute whatever its case, and the standard names doc 001 §3 recognises
// (firstName, lastName, phone, email, address, phoneNumber1) read the default attribute they name.
import type { TContactAttribute } from '../resources/contact-attributes';
import type { TemplateValues } from './render-template';
import type { ParsedTemplate } from './variables';

/**
 * Doc 001 §3's recognised standard names, by their key (see `nameKey`), and the default attribute
 * each reads. smsenabled is left out: it is a flag about the contact, not words a message fills in.
 */
export const STANDARD_CONTACT_NAMES: Readonly<Record<string, string>> = Object.freeze({
  firstname: 'firstname',
  lastname: 'lastname',
  phone: 'phonenumber1',
  phonenumber: 'phonenumber1',
  phonenumber1: 'phonenumber1',
  email: 'email1',
  address: 'address1',
});

/** A name as compared: lowercase, without the separators a name may hold ('FIRST_NAME' is 'firstname'). */
export const nameKey = (name: string) => name.toLowerCase().replace(/[_.-]/g, '');

/**
 * The attribute a variable named `name` reads, or undefined when it is not a contact attribute
 * (a custom variable: every contact gets its default). In order: the attribute written exactly;
 * one that differs only in case; a standard name; one that differs in case and separators, when
 * only one does.
 */
export function contactAttributeFor(
  name: string,
  attributes: readonly TContactAttribute[],
): TContactAttribute | undefined {
  const exact = attributes.find((a) => a.attribute === name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  const caseless = attributes.find((a) => a.attribute.toLowerCase() === lower);
  if (caseless) return caseless;
  const key = nameKey(name);
  const standard = STANDARD_CONTACT_NAMES[key];
  if (standard !== undefined) {
    const found = attributes.find((a) => a.attribute === standard);
    if (found) return found;
  }
  const loose = attributes.filter((a) => nameKey(a.attribute) === key);
  return loose.length === 1 ? loose[0] : undefined;
}

/**
 * A contact's values for a template's variables, by variable name, for renderParsedTemplate: each
 * variable that reads an attribute gets the contact's value of it; an empty or missing value is
 * left out, so the variable's default is sent.
 */
export function contactTemplateValues(
  template: ParsedTemplate,
  extData: Readonly<Record<string, string | undefined>>,
  attributes: readonly TContactAttribute[],
): TemplateValues {
  const values: Record<string, string> = {};
  for (const { name } of template.variables) {
    if (name in values) continue;
    const attribute = contactAttributeFor(name, attributes);
    const value = attribute ? extData[attribute.attribute] : undefined;
    if (value) values[name] = value;
  }
  return values;
}
