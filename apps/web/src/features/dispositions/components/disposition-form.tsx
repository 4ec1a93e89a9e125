import {
  DISPOSITIONS_PAGE_TEXTS as T,
  DISPOSITION_OUTCOME_LABELS,
  ZDispositionOutcome,
  ZDispositionInput,
  dispositionsResource,
  updateInputOf,
  type TDisposition,
  type TDispositionInput,
} from '@parley/domain';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { dispositions } from '@/resources/dispositions';

const Field = formFields<TDispositionInput>();
const Input = fieldKit<TDispositionInput>();

// no outcome at first: the person chooses one, the schema says so when they do not
const NEW_DISPOSITION = { name: '', description: '', outcome: null, enabled: true };

interface TDispositionFormProps {
  /** the disposition to change; a new one when absent */
  item?: TDisposition;
  onSaved: (saved: TDisposition) => void;
  onCancel: () => void;
}

/**
 * Adding and changing a disposition, one form: the shared ZDispositionInput checks it here as the
 * server does (the same messages), and the server's refusals (a name already used) land on their field.
 */
export function DispositionForm({ item, onSaved, onCancel }: TDispositionFormProps) {
  const create = dispositions.useCreate();
  const update = dispositions.useUpdate();
  const form = useApiForm({
    schema: ZDispositionInput,
    // a null outcome is what the empty choice holds; the schema refuses it with its message
    defaultValues: (item ? updateInputOf(dispositionsResource, item) : NEW_DISPOSITION) as TDispositionInput,
    fields: ['outcome'],
    submit: (input) => (item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input)),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={item ? `Edit disposition ${item.name}` : 'Add a disposition'}>
      <Field.Text name="name" label="Name" required autoComplete="off" data-autofocus />
      <Field.Textarea name="description" label="Description" autosize minRows={2} maxRows={5} />
      <Input.Choice
        name="outcome"
        label={T.outcome}
        description={T.outcomeHint}
        choices={ZDispositionOutcome}
        labels={DISPOSITION_OUTCOME_LABELS}
        required
      />
      <Field.Switch name="enabled" label="Enabled" description={T.enabledHint} />
      <FormActions onCancel={onCancel} submit={item ? T.save : T.add} />
    </ApiForm>
  );
}
