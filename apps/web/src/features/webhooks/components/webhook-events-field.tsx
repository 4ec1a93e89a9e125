import { Checkbox, Code, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { WEBHOOK_EVENT_GROUPS, type TWebhookInput, type TWebhookPreset } from '@parley/domain';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/**
 * The events a webhook sends, chosen from the catalogue of doc 001 §3 grouped by what they are
 * about; a preset fills the choice, which can then be changed event by event.
 */
export function WebhookEventsField({ presets }: { presets: readonly TWebhookPreset[] }) {
  const { control, setValue, formState } = useFormContext<TWebhookInput>();
  const { field, fieldState } = useController({ control, name: 'events' });
  const [preset, setPreset] = useState<string | null>(null);
  const id = useId();

  const applyPreset = (presetId: string | null) => {
    setPreset(presetId);
    const chosen = presets.find((p) => p.id === presetId);
    if (!chosen) return;
    // once the form was sent, its errors follow each change; before that, none are shown yet
    setValue('events', [...chosen.events], { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <Stack gap="xs">
      {presets.length > 0 ? (
        <Select
          label="Start from a preset"
          placeholder="Choose a preset"
          description="Fills the events below; you can still change them one by one."
          data={presets.map((p) => ({ value: p.id, label: p.name }))}
          value={preset}
          onChange={applyPreset}
          allowDeselect={false}
        />
      ) : null}
      <Checkbox.Group
        label="Events"
        description="What this webhook sends."
        withAsterisk
        value={field.value}
        onChange={(events) => field.onChange(events)}
        error={fieldState.error?.message}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" mt="xs">
          {WEBHOOK_EVENT_GROUPS.map((group) => (
            <Stack key={group.label} gap={6} role="group" aria-labelledby={`${id}-${group.events[0]}`}>
              <Text id={`${id}-${group.events[0]}`} size="sm" fw={600}>
                {group.label}
              </Text>
              {group.events.map((event) => (
                <Checkbox key={event} value={event} label={<Code>{event}</Code>} />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}
