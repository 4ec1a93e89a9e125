// For the fields' tests and the demo page: bound fields inside a real ApiForm of a schema.
import { Ok } from '@parley/domain';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ApiForm } from '@/components/form/api-form';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm, type TFormSchema } from '@/components/form/use-api-form';

interface TFieldHarnessProps<S extends TFormSchema> {
  schema: S;
  defaultValues: z.input<S>;
  /** told the checked values on a submit the schema passed */
  onSubmit: (values: z.output<S>) => void;
  label?: string;
  children: ReactNode;
}

/** A form of `schema` around bound fields, with a Save button; a valid submit hands the values over. */
export function FieldHarness<S extends TFormSchema>({
  schema,
  defaultValues,
  onSubmit,
  label = 'Fields',
  children,
}: TFieldHarnessProps<S>) {
  const form = useApiForm({
    schema,
    defaultValues: defaultValues as never,
    submit: async (values) => {
      onSubmit(values as z.output<S>);
      return Ok(null);
    },
  });
  return (
    <ApiForm form={form} label={label}>
      {children}
      <FormSubmitButton>Save</FormSubmitButton>
    </ApiForm>
  );
}
