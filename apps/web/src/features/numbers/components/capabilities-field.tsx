import { Checkbox, Group } from '@mantine/core';
import { CAPABILITIES, CAPABILITY_LABELS, type TCapability } from '@parley/domain';
import type { TControlledFieldProps } from '@/components/form-fields/bound';

interface TCapabilitiesFieldProps extends TControlledFieldProps<TCapability[]> {
  label: string;
}

/** What a number must be able to do: SMS, MMS, Voice, each a box; none checked asks for any. */
export function CapabilitiesField({ label, value, onChange, error, inputRef }: TCapabilitiesFieldProps) {
  return (
    <Checkbox.Group
      label={label}
      value={value}
      onChange={(next) => onChange(next as TCapability[])}
      error={error}
    >
      <Group gap="md" mt={6}>
        {CAPABILITIES.map((c, i) => (
          <Checkbox
            key={c}
            value={c}
            label={CAPABILITY_LABELS[c]}
            {...(i === 0 ? { ref: inputRef as never } : {})}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
