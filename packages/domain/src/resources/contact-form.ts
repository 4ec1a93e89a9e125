import { z } from 'zod';
import { text } from '../validation/text';
import { contactDataProblems, type TContactAttribute } from './contact-attributes';
import { ZContactExtDataInput, type TContact } from './contacts';

/**
 * A contact as its form holds it: each attribute in the kind its control gives (a checkbox a
 * boolean, a number input a number or null, a date input 'YYYY-MM-DD' or null, the rest text).
 * Stored values are text (docs/decisions.md): the schema writes them so before the same checks
 * the server makes.
 */
export type TContactFormValue = string | number | boolean | null;
export interface TContactFormValues {
  extData: Record<string, TContactFormValue>;
}

const ZFormValue = z.union([text(), z.number(), z.boolean(), z.null()]);

/** A value as stored: null is empty (it clears the attribute), the rest as text. */
const asStored = (value: TContactFormValue): string =>
  value === null ? '' : typeof value === 'string' ? value : String(value);

/**
 * The contact form's schema for an account's attributes: the phone number and email as
 * ZContactCreate checks them, then every value against its attribute's type with the server's
 * own check (contactDataProblems), so all that is wrong is said at once, before any request.
 */
export function contactFormSchema(attributes: readonly TContactAttribute[]) {
  const ZChecked = ZContactExtDataInput.superRefine((data, ctx) => {
    const filled: Record<string, string> = {};
    for (const [key, value] of Object.entries(data)) if (value) filled[key] = value;
    for (const problem of contactDataProblems(filled, attributes))
      ctx.addIssue({ code: 'custom', path: [problem.attribute], message: problem.message });
  });
  return z.strictObject({
    extData: z
      .record(text(), ZFormValue)
      .transform((values) =>
        Object.fromEntries(Object.entries(values).map(([key, value]) => [key, asStored(value)])),
      )
      .pipe(ZChecked),
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A stored value in the kind its attribute's control holds. */
export function contactFormValue(
  attribute: TContactAttribute,
  stored: string | undefined,
): TContactFormValue {
  const value = stored ?? '';
  switch (attribute.type) {
    case 'boolean':
      return value === 'true';
    case 'number': {
      const number = value === '' ? NaN : Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'date':
      // a date input holds a day: a stored time of day is not shown, and a save keeps the day
      return DAY.exec(value)?.[0] ?? null;
    default:
      return value;
  }
}

/** The form's values for these attributes: the contact's, or a new contact's (the phone number empty). */
export function contactFormValues(
  attributes: readonly TContactAttribute[],
  contact?: Pick<TContact, 'extData'>,
): TContactFormValues {
  const extData: Record<string, TContactFormValue> = { phonenumber1: '' };
  for (const a of attributes) extData[a.attribute] = contactFormValue(a, contact?.extData[a.attribute]);
  return { extData };
}
