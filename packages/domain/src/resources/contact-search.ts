import { z } from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import type { TContactAttribute, TContactAttributeType } from './contact-attributes';
import { CONTACT_ATTRIBUTE_NAME_MAX_LENGTH, valueProblem } from './contact-attributes';
import { fillText } from '../texts/fill-text';

/** Doc 001 §7, §9: the pickers ask for 10000; past 5,000 matches the search is refused. */
export const CONTACT_SEARCH_SIZE_MAX = 10_000;
export const CONTACT_SEARCH_RESULTS_MAX = 5_000;
export const CONTACT_SEARCH_STATEMENTS_MAX = 20;
export const CONTACT_SEARCH_VALUE_MAX_LENGTH = 200;
/** Doc 001 §4, §9: the phone search waits for 5 characters and 500 ms of quiet. */
export const CONTACT_SEARCH_MIN_CHARACTERS = 5;
export const CONTACT_SEARCH_DEBOUNCE_MS = 500;
/** The archived contacts a fruitless search names, so the page can offer to unarchive them. */
export const CONTACT_SEARCH_ARCHIVED_MAX = 10;

/**
 * The operations of a statement. The spec shows only `contains`; the set is ours
 * (docs/decisions.md). `negated` turns any of them around: equals + negated is "does not equal".
 */
export const CONTACT_SEARCH_OPERATIONS = [
  'equals',
  'contains',
  'startsWith',
  'endsWith',
  'greaterThan',
  'lessThan',
  'exists',
] as const;
export type TContactSearchOperation = (typeof CONTACT_SEARCH_OPERATIONS)[number];

/** Which operations each kind of attribute accepts. A boolean only equals (doc 001 §8). */
export const OPERATIONS_BY_TYPE: Record<TContactAttributeType, readonly TContactSearchOperation[]> = {
  string: ['equals', 'contains', 'startsWith', 'endsWith', 'exists'],
  number: ['equals', 'greaterThan', 'lessThan', 'exists'],
  date: ['equals', 'greaterThan', 'lessThan', 'exists'],
  boolean: ['equals'],
};

const limitMessage = (message: string, max: number) => fillText(message, { max });
const sizeMessage = limitMessage(OUR_MESSAGES.contactSearchSize, CONTACT_SEARCH_SIZE_MAX);
const fromMessage = limitMessage(OUR_MESSAGES.contactSearchFrom, CONTACT_SEARCH_SIZE_MAX);
const statementsMessage = limitMessage(OUR_MESSAGES.contactSearchStatements, CONTACT_SEARCH_STATEMENTS_MAX);

export const ZContactSearchStatement = z.strictObject({
  variable: text({ error: OUR_MESSAGES.contactAttributeUnknown })
    .trim()
    .min(1, OUR_MESSAGES.contactAttributeUnknown)
    .max(CONTACT_ATTRIBUTE_NAME_MAX_LENGTH, OUR_MESSAGES.contactAttributeUnknown),
  operation: z.enum(CONTACT_SEARCH_OPERATIONS, {
    error: `Use one of: ${CONTACT_SEARCH_OPERATIONS.join(', ')}.`,
  }),
  negated: z.boolean({ error: OUR_MESSAGES.required }).default(false),
  value: text().max(CONTACT_SEARCH_VALUE_MAX_LENGTH).default(''),
});
export type TContactSearchStatement = z.infer<typeof ZContactSearchStatement>;

/**
 * POST /v4/contact/search (doc 001 §7): from, size (at most 10000, a 400 that says so past it)
 * and statements of variable, operation, negated, value, all of which must hold.
 */
export const ZContactSearch = z.strictObject({
  from: z
    .number({ error: fromMessage })
    .int(fromMessage)
    .min(0, fromMessage)
    .max(CONTACT_SEARCH_SIZE_MAX, fromMessage)
    .default(0),
  size: z
    .number({ error: sizeMessage })
    .int(sizeMessage)
    .min(1, sizeMessage)
    .max(CONTACT_SEARCH_SIZE_MAX, sizeMessage)
    .default(CONTACT_SEARCH_SIZE_MAX),
  statements: z
    .array(ZContactSearchStatement, { error: statementsMessage })
    .max(CONTACT_SEARCH_STATEMENTS_MAX, statementsMessage)
    .default([]),
});
export type TContactSearch = z.infer<typeof ZContactSearch>;
export type TContactSearchInput = z.input<typeof ZContactSearch>;

/** The picker's search (doc 001 §7): phonenumber1 contains the fragment, 10000 from 0. */
export const phoneSearch = (fragment: string): TContactSearch => ({
  from: 0,
  size: CONTACT_SEARCH_SIZE_MAX,
  statements: [{ variable: 'phonenumber1', operation: 'contains', negated: false, value: fragment }],
});

export interface TStatementProblem {
  /** `variable`, `operation` or `value` of the statement */
  field: 'variable' | 'operation' | 'value';
  message: string;
}

/**
 * What is wrong with one statement for this account's attributes: an attribute it does not have,
 * an operation its type does not take (a boolean with anything but equals gets the spec's
 * message), or a value of the wrong kind to compare with.
 */
export function statementProblem(
  statement: TContactSearchStatement,
  attributes: readonly TContactAttribute[],
): TStatementProblem | null {
  const attribute = attributes.find((a) => a.attribute === statement.variable);
  if (!attribute) return { field: 'variable', message: OUR_MESSAGES.contactAttributeUnknown };
  const allowed = OPERATIONS_BY_TYPE[attribute.type];
  if (!allowed.includes(statement.operation))
    return {
      field: 'operation',
      message:
        attribute.type === 'boolean'
          ? MESSAGES.booleanSearch
          : fillText(OUR_MESSAGES.contactSearchOperation, {
              type: attribute.type,
              operations: allowed.join(', '),
            }),
    };
  if (statement.operation === 'exists') return null;
  if (statement.value === '') return { field: 'value', message: OUR_MESSAGES.required };
  const wrong = valueProblem(attribute.type, statement.value);
  return wrong ? { field: 'value', message: wrong } : null;
}
