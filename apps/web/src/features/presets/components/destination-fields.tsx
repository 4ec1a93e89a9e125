import { Group, Radio } from '@mantine/core';
import {
  PRESET_DESTINATION_LABELS,
  PRESET_DESTINATION_TYPES,
  PRESETS_PAGE_TEXTS as T,
  type TPresetDestinationType,
  type TPresetInput,
} from '@parley/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldKit } from '@/components/form-fields/field-kit';
import { useControlledFormField } from '@/components/form-fields/use-controlled-form-field';
import { formFields } from '@/components/form/form-fields';
import { formPickers } from '@/components/pickers/form-pickers';

const Field = formFields<TPresetInput>();
const Input = fieldKit<TPresetInput>();
const Picker = formPickers<TPresetInput>();

/** The kind of destination: three radios, one row; choosing another empties the value. */
function KindField() {
  const { setValue } = useFormContext<TPresetInput>();
  const { field, error } = useControlledFormField<TPresetInput>('destination.type');
  return (
    <Radio.Group
      label={T.kind}
      required
      value={(field.value as TPresetDestinationType | undefined) ?? null}
      onChange={(next) => {
        if (next === field.value) return;
        field.onChange(next as TPresetDestinationType);
        setValue('destination.value', '', { shouldDirty: true });
      }}
      error={error}
    >
      <Group mt="xs" gap="lg">
        {PRESET_DESTINATION_TYPES.map((type, i) => (
          <Radio
            key={type}
            value={type}
            label={PRESET_DESTINATION_LABELS[type]}
            onBlur={field.onBlur}
            {...(i === 0 ? { ref: field.ref } : {})}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * Where the preset transfers: the kind, then the field made for it — a phone number of any country
 * kept in E.164, a SIP address (doc 001 §5: with an optional port), or the user picker of the
 * account's users (mount UsersProvider above it).
 */
export function DestinationFields() {
  const type = useWatch<TPresetInput, 'destination.type'>({ name: 'destination.type' });
  return (
    <>
      <KindField />
      {type === 'number' && (
        <Input.Phone name="destination.value" label={T.destination} description={T.numberHint} required />
      )}
      {type === 'sip' && (
        <Field.Text
          name="destination.value"
          label={T.destination}
          description={T.sipHint}
          required
          autoComplete="off"
          spellCheck={false}
        />
      )}
      {type === 'user' && (
        <Picker.User name="destination.value" label={T.destination} description={T.userHint} required />
      )}
    </>
  );
}
