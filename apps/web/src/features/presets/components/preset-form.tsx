import {
  PRESETS_PAGE_TEXTS as T,
  ZPresetInput,
  presetsResource,
  updateInputOf,
  type TPreset,
  type TPresetInput,
} from '@parley/domain';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { presets } from '@/resources/presets';
import { DestinationFields } from './destination-fields';

const Field = formFields<TPresetInput>();

// a phone number first, the most common; its value empty for the person to type
const NEW_ITEM: TPresetInput = { name: '', destination: { type: 'number', value: '' }, enabled: true };

interface TPresetFormProps {
  /** the transfer preset to change; a new one when absent */
  item?: TPreset;
  onSaved: (saved: TPreset) => void;
  onCancel: () => void;
}

/**
 * Adding and changing a transfer preset, one form: ZPresetInput checks it here as the server does
 * (the same messages), and the server's refusals (a name already used, a user not of the account)
 * land on their field.
 */
export function PresetForm({ item, onSaved, onCancel }: TPresetFormProps) {
  const create = presets.useCreate();
  const update = presets.useUpdate();
  const form = useApiForm({
    schema: ZPresetInput,
    defaultValues: item ? (updateInputOf(presetsResource, item) as TPresetInput) : NEW_ITEM,
    submit: (input) => (item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input)),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <ApiForm form={form} label={item ? `${T.editTitle} ${item.name}` : T.addTitle}>
      <Field.Text name="name" label="Name" required autoComplete="off" data-autofocus />
      <DestinationFields />
      <Field.Switch name="enabled" label="Enabled" description={T.enabledHint} />
      <FormActions onCancel={onCancel} submit={item ? T.save : T.add} />
    </ApiForm>
  );
}
