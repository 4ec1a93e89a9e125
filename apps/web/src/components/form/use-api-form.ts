import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { TApiResult } from '@/lib/envelope';
import { formLevelError, type TFormError } from './form-level-error';
import { ShownFields } from './shown-fields';
import { splitRequestErrors } from './split-request-errors';

/** A form's schema: the shared zod schema the server checks the same input with. */
export type TFormSchema = z.ZodType<FieldValues, FieldValues>;
export type TFormInput<S extends TFormSchema> = z.input<S>;
export type TFormOutput<S extends TFormSchema> = z.output<S>;
export type TFormMethods<S extends TFormSchema> = UseFormReturn<TFormInput<S>, unknown, TFormOutput<S>>;

/** Where form-level (non-field) errors are kept: `formState.errors.root.server`. */
export const FORM_ERROR_KEY = 'root.server' as const;

export interface TApiFormOptions<S extends TFormSchema, T> {
  schema: S;
  defaultValues: DefaultValues<TFormInput<S>>;
  /** sends the checked values; a failure's field errors go under the fields */
  submit: (values: TFormOutput<S>) => Promise<TApiResult<T>>;
  onSuccess?: (value: T, sent: { values: TFormOutput<S>; form: TFormMethods<S> }) => void | Promise<void>;
  /** fields the form shows with components of its own rather than the kit's bound fields */
  fields?: readonly Path<TFormInput<S>>[];
  /** where errors that name no shown field go instead of the form's alert */
  onFormError?: (message: string) => void;
}

export interface TApiForm<S extends TFormSchema = TFormSchema> {
  form: TFormMethods<S>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** what the form's alert says, if anything */
  formError: TFormError | undefined;
  submitting: boolean;
  /** changed since the last baseline (the defaults, or a reset) */
  dirty: boolean;
  shown: ShownFields;
}

/**
 * One form over react-hook-form and the shared schema: the schema's errors show under the fields
 * before any request; the server's field errors land on the named field (focused), and the rest
 * in the form's alert (see ApiForm). The field list is the bound fields on screen, so a form never
 * types it by hand.
 */
export function useApiForm<S extends TFormSchema, T>(options: TApiFormOptions<S, T>): TApiForm<S> {
  const { schema, defaultValues, submit, onSuccess, fields, onFormError } = options;
  const form = useForm<TFormInput<S>, unknown, TFormOutput<S>>({
    // zodResolver's overloads do not resolve for a schema type still generic here
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  const [shown] = useState(() => new ShownFields(fields));
  // formState is a proxy: reading these here re-renders the form when they change
  const { errors, isSubmitting, isDirty, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(values);
    if (result.ok) {
      await onSuccess?.(result.value, { values, form });
      return;
    }
    const split = splitRequestErrors(result.error, (field) => shown.has(field));
    Object.entries(split.fields).forEach(([field, message], index) => {
      // the first refused field takes focus; focusing each in turn would leave it on the last
      form.setError(field as Path<TFormInput<S>>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (split.formLevel === null) return;
    if (onFormError) onFormError(split.formLevel);
    else form.setError(FORM_ERROR_KEY, { type: 'server', message: split.formLevel });
  });

  return {
    form,
    onSubmit,
    formError: formLevelError(errors, (field) => shown.has(field), submitCount),
    submitting: isSubmitting,
    dirty: isDirty,
    shown,
  };
}
