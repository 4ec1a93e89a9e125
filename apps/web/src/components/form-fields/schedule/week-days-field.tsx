import { Chip, Group } from '@mantine/core';
import { WEEK_DAYS, maskToWeekDays, weekDaysToMask, type TWeekDay } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';
import { GroupField, useGroupField } from '../group-field';

export interface TWeekDaysFieldProps extends TControlledFieldProps<number> {
  label: string;
  description?: string;
  required?: boolean;
}

/**
 * Days of the week as check chips, Sunday first, kept as the sum of their bit flags (doc 001 §3:
 * Sunday 1, Monday 2 … Saturday 64). Each chip reads its full day name to a screen reader.
 */
export function WeekDaysField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  label,
  description,
  required,
}: TWeekDaysFieldProps) {
  const ids = useGroupField({ description, error });
  const days = maskToWeekDays(value ?? 0);
  return (
    <GroupField ids={ids} label={label} required={required} description={description} error={error}>
      <Chip.Group multiple value={days} onChange={(next) => onChange(weekDaysToMask(next as TWeekDay[]))}>
        <Group
          gap={6}
          mt={4}
          role="group"
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          onBlur={onBlur}
        >
          {WEEK_DAYS.map((d, index) => (
            <Chip
              key={d.day}
              value={d.day}
              size="sm"
              ref={index === 0 ? (inputRef as never) : undefined}
              aria-label={d.day}
              aria-invalid={error ? true : undefined}
            >
              {d.short}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </GroupField>
  );
}
