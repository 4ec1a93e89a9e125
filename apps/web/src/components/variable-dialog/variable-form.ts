import {
  contactAttributeFor,
  normalizeVariable,
  variableErrorMessage,
  type TContactAttribute,
  type VariableError,
  type VariableInput,
} from '@parley/domain';
import { z } from 'zod';

/** The dialog's two kinds (doc 000 §5): a contact attribute, or a name of the writer's own. */
export const VARIABLE_KINDS = ['contact', 'custom'] as const;
export type TVariableKind = (typeof VARIABLE_KINDS)[number];

/** What the dialog's fields hold; both names are kept, so switching kind loses neither. */
export interface TVariableFormValues {
  kind: TVariableKind;
  attribute: string;
  name: string;
  defaultValue: string;
}

export const EMPTY_VARIABLE: TVariableFormValues = {
  kind: 'contact',
  attribute: '',
  name: '',
  defaultValue: '',
};

export const toVariableInput = (v: TVariableFormValues): VariableInput =>
  v.kind === 'contact'
    ? { kind: 'contact', attribute: v.attribute, defaultValue: v.defaultValue }
    : { kind: 'custom', name: v.name, defaultValue: v.defaultValue };

/** The field a variable rule's refusal belongs under. */
const FIELD_OF: Record<VariableError, keyof TVariableFormValues | null> = {
  contactAttributeRequired: 'attribute',
  variableNameRequired: 'name',
  variableNameInvalid: 'name',
  variableDefaultInvalid: 'defaultValue',
  variablePercentConflict: null,
  noVariableAtPosition: null,
};

export const fieldOfVariableError = (error: VariableError, kind: TVariableKind) => {
  const field = FIELD_OF[error];
  // a contact attribute whose name is not a variable name is the attribute's fault
  return field === 'name' && kind === 'contact' ? 'attribute' : field;
};

/**
 * The dialog's schema: the domain's normalizeVariable is the rule (one rule, one message), and its
 * refusal lands under the field it is about.
 */
export const ZVariableForm = z
  .object({
    kind: z.enum(VARIABLE_KINDS),
    attribute: z.string(),
    name: z.string(),
    defaultValue: z.string(),
  })
  .superRefine((values, ctx) => {
    const result = normalizeVariable(toVariableInput(values));
    if (result.ok) return;
    const field = fieldOfVariableError(result.error, values.kind);
    ctx.addIssue({
      code: 'custom',
      path: field ? [field] : [],
      message: variableErrorMessage(result.error),
    });
  });

/** Insert/Update is pressable only with a name (doc 000 §5): an attribute chosen, or a name typed. */
export const canSubmitVariable = (v: TVariableFormValues) =>
  v.kind === 'contact' ? v.attribute.trim() !== '' : v.name.trim() !== '';

/**
 * The form's values for a placeholder opened from a chip: a contact variable when its name reads
 * one of the account's attributes (in any case, or a standard name: `%FIRSTNAME%` is firstname),
 * else a custom one.
 */
export function valuesOfVariable(
  variable: { name: string; defaultValue: string | undefined },
  attributes: readonly TContactAttribute[],
): TVariableFormValues {
  const contact = contactAttributeFor(variable.name, attributes);
  return {
    kind: contact ? 'contact' : 'custom',
    attribute: contact ? contact.attribute : '',
    name: contact ? '' : variable.name,
    defaultValue: variable.defaultValue ?? '',
  };
}
