import { Button, Select } from '@mantine/core';
import {
  Err,
  MESSAGES,
  Ok,
  VARIABLE_DIALOG_TEXTS as T,
  contactAttributeFor,
  customNameIsAttributeText,
  variableErrorMessage,
  type Result,
  type TContactAttribute,
  type VariableError,
  type VariableInput,
} from '@parley/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { ActionModal } from '@/components/layout/action-modal';
import { RadioGroupField } from '@/components/layout/radio-group-field';
import { useControlledFormField } from '@/components/form-fields/use-controlled-form-field';
import {
  EMPTY_VARIABLE,
  ZVariableForm,
  canSubmitVariable,
  fieldOfVariableError,
  toVariableInput,
  valuesOfVariable,
  type TVariableFormValues,
  type TVariableKind,
} from './variable-form';

const Field = formFields<TVariableFormValues>();

export interface TVariableDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the account's contact attributes (the defaults and its custom fields) */
  attributes: readonly TContactAttribute[];
  attributesLoading?: boolean;
  /** the placeholder opened from a chip: the dialog edits it and says Update */
  editing?: { name: string; defaultValue: string | undefined } | null;
  /**
   * Inserts or updates; a refusal is said in the dialog, which stays open. After a success the
   * dialog closes without giving focus back to what opened it (the Insert variable button, where
   * the next space would open it again): the caller puts focus where the variable went.
   */
  onSubmit: (input: VariableInput) => Result<unknown, VariableError>;
}

/**
 * Insert a variable into a template, or update the one clicked (doc 000 §4, §5): a contact
 * attribute, or a custom name (upper-cased and trimmed), with an optional default (trimmed).
 * Insert/Update stays disabled until it has a name.
 */
export function VariableDialog({
  opened,
  onClose,
  attributes,
  attributesLoading = false,
  editing = null,
  onSubmit,
}: TVariableDialogProps) {
  const formId = useId();
  // Closed by Insert or Update (not Cancel, Escape or ×): then focus is not handed back on close.
  const [submitted, setSubmitted] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setSubmitted(false);
  }
  const api = useApiForm({
    schema: ZVariableForm,
    defaultValues: EMPTY_VARIABLE,
    submit: async (values) => {
      const result = onSubmit(toVariableInput(values));
      if (result.ok) return Ok(null);
      const field = fieldOfVariableError(result.error, values.kind);
      // a refusal about a field goes under it; the rest (a '%' left open before it) in the alert
      return Err(
        field
          ? [{ code: result.error, field, message: variableErrorMessage(result.error) }]
          : variableErrorMessage(result.error),
      );
    },
    onSuccess: () => {
      setSubmitted(true);
      onClose();
    },
  });
  const { reset, getValues } = api.form;
  // each opening starts from the chip's placeholder, or from nothing; a parent's new object with
  // the same placeholder is the same start, so what is typed stays
  const editName = editing?.name;
  const editDefault = editing?.defaultValue;
  const initial = useMemo(
    () =>
      editName === undefined
        ? EMPTY_VARIABLE
        : valuesOfVariable({ name: editName, defaultValue: editDefault }, attributes),
    [editName, editDefault, attributes],
  );
  // The form is reset when the dialog opens, not whenever `initial` is a new object: in edit mode
  // it is one each time the contact attributes change (arrive, refetch), which wiped what the user
  // typed. While open, a new start is taken only if nothing was typed since the last one: the
  // attributes arriving after the opening still choose the chip's attribute.
  const start = useRef({ opened: false, values: initial });
  useEffect(() => {
    const was = start.current;
    const untouched = !isChanged(getValues(), was.values);
    if (opened && (!was.opened || (initial !== was.values && untouched))) {
      reset(initial);
      start.current = { opened, values: initial };
    } else {
      start.current = { opened, values: was.values };
    }
  }, [opened, initial, reset, getValues]);

  const values = useWatch({ control: api.form.control }) as TVariableFormValues;
  const title = editing ? T.updateTitle : T.insertTitle;

  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      size="md"
      title={title}
      returnFocus={!submitted}
      actions={
        <Button
          type="submit"
          form={formId}
          disabled={!canSubmitVariable({ ...EMPTY_VARIABLE, ...values })}
          loading={api.submitting}
        >
          {editing ? T.update : T.insert}
        </Button>
      }
    >
      {/* a portal: its submit must not bubble (through React's tree) to a form the dialog sits in */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <ApiForm form={api} label={title} id={formId} gap="md">
          <KindField />
          {values.kind === 'custom' ? (
            <Field.Text
              name="name"
              label={T.name}
              description={attributeNamed(values.name, attributes)}
              placeholder={T.namePlaceholder}
              required
              data-autofocus
              autoComplete="off"
              // shown as it will be saved: the name is upper-cased
              styles={{ input: { textTransform: 'uppercase' } }}
            />
          ) : (
            <AttributeField attributes={attributes} loading={attributesLoading} />
          )}
          <Field.Text
            name="defaultValue"
            label={T.defaultValue}
            description={T.defaultDescription}
            autoComplete="off"
          />
        </ApiForm>
      </div>
    </ActionModal>
  );
}

/** Under a custom name that reads a contact attribute anyway ('firstname' typed as custom). */
function attributeNamed(name: string, attributes: readonly TContactAttribute[]): string | undefined {
  const trimmed = name.trim();
  const attribute = trimmed ? contactAttributeFor(trimmed.toUpperCase(), attributes) : undefined;
  return attribute ? customNameIsAttributeText(attribute.label) : undefined;
}

/** Whether the form's values differ from those it was reset to (all four are strings). */
function isChanged(values: TVariableFormValues, from: TVariableFormValues): boolean {
  return (Object.keys(from) as (keyof TVariableFormValues)[]).some((k) => values[k] !== from[k]);
}

function KindField() {
  const { field } = useControlledFormField<TVariableFormValues>('kind');
  return (
    <RadioGroupField<TVariableKind>
      label={T.kind}
      name={field.name}
      value={field.value as TVariableKind}
      onChange={field.onChange}
      options={[
        { value: 'contact', text: T.contact },
        { value: 'custom', text: T.custom },
      ]}
    />
  );
}

function AttributeField({
  attributes,
  loading,
}: {
  attributes: readonly TContactAttribute[];
  loading: boolean;
}) {
  const { field, error } = useControlledFormField<TVariableFormValues>('attribute');
  const data = useMemo(
    () =>
      attributes.map((a) => ({
        value: a.attribute,
        // the label a person knows, and the name the template will hold
        label: a.label === a.attribute ? a.attribute : `${a.label} (${a.attribute})`,
      })),
    [attributes],
  );
  // handed whole, as the kit's bound pickers do: the form's value, change, blur and focus target
  const bound = {
    value: (field.value as string) || null,
    onChange: (value: string | null) => field.onChange(value ?? ''),
    onBlur: field.onBlur,
    ref: field.ref,
  };
  return (
    <Select
      label={T.attribute}
      placeholder={loading ? T.attributesLoading : T.attributePlaceholder}
      data={data}
      {...bound}
      error={error}
      required
      searchable
      data-autofocus
      nothingFoundMessage={MESSAGES.noResultsFound}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
