import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormErrorAlert } from './form-error-alert';
import { ShownFieldsContext } from './shown-fields';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { TApiForm, TFormSchema } from './use-api-form';

interface TApiFormProps<S extends TFormSchema> extends Omit<StackProps, 'children'> {
  form: TApiForm<S>;
  /** the form's accessible name */
  label: string;
  /** leaving with changes not saved asks first (one guard per page) */
  guardUnsaved?: boolean;
  children: ReactNode;
}

/**
 * The `<form>` of a useApiForm form, laid out as a Stack: the bound fields inside read it from
 * context, and its alert, first, says what no field can.
 */
export function ApiForm<S extends TFormSchema>({
  form: api,
  label,
  guardUnsaved,
  children,
  ...stack
}: TApiFormProps<S>) {
  return (
    // FormProvider is typed for one form's values; the bound fields read it by name
    <FormProvider {...(api.form as unknown as Parameters<typeof FormProvider<FieldValues>>[0])}>
      <ShownFieldsContext value={api.shown}>
        <Stack
          {...stack}
          renderRoot={(root) => <form {...root} onSubmit={api.onSubmit} noValidate aria-label={label} />}
        >
          {guardUnsaved ? <UnsavedChangesGuard when={api.dirty} /> : null}
          <FormErrorAlert message={api.formError?.message} occurrence={api.formError?.occurrence} />
          {children}
        </Stack>
      </ShownFieldsContext>
    </FormProvider>
  );
}
