import {
  BREAKS_PAGE_TEXTS as T,
  ZBreakInput,
  breaksResource,
  updateInputOf,
  type TBreak,
  type TBreakInput,
} from '@parley/domain';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { breaks } from '@/resources/breaks';

const Field = formFields<TBreakInput>();
const Input = fieldKit<TBreakInput>();

// the minutes start empty: a number typed by the person, not one they forgot to change
const NEW_BREAK = { name: '', description: '', paid: false, maxMinutes: null, enabled: true };

interface TBreakFormProps {
  /** the break type to change; a new one when absent */
  item?: TBreak;
  onSaved: (saved: TBreak) => void;
  onCancel: () => void;
}

/**
 * Adding and changing a break type, one form: the shared ZBreakInput checks it here as the server
 * does (the same messages), and the server's refusals (a name already used) land on their field.
 */
export function BreakForm({ item, onSaved, onCancel }: TBreakFormProps) {
  const create = breaks.useCreate();
  const update = breaks.useUpdate();
  const form = useApiForm({
    schema: ZBreakInput,
    // null minutes is what an empty number field holds; the schema refuses it with its message
    defaultValues: (item ? updateInputOf(breaksResource, item) : NEW_BREAK) as TBreakInput,
    fields: ['maxMinutes'],
    submit: (input) => (item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input)),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={item ? `Edit break type ${item.name}` : 'Add a break type'}>
      <Field.Text name="name" label="Name" required autoComplete="off" data-autofocus />
      <Field.Textarea name="description" label="Description" autosize minRows={2} maxRows={5} />
      <Input.Number
        name="maxMinutes"
        label="Maximum minutes"
        description={T.minutesHint}
        required
        allowDecimal={false}
        inputMode="numeric"
      />
      <Field.Switch name="paid" label={T.paid} description={T.paidHint} />
      <Field.Switch name="enabled" label="Enabled" description={T.enabledHint} />
      <FormActions onCancel={onCancel} submit={item ? T.save : T.add} />
    </ApiForm>
  );
}
