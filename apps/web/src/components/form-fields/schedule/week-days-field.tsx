import { Chip, Group, Input } from '@mantine/core';
import { WEEK_DAYS, maskToWeekDays, weekDaysToMask, type TWeekDay } from '@parley/domain';
import { useId } from 'react';
import type { TControlledFieldProps } from '../bound';

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
  const id = useId();
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean);
  const days = maskToWeekDays(value ?? 0);
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={id}
      required={required}
      description={description}
      error={error}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Chip.Group multiple value={days} onChange={(next) => onChange(weekDaysToMask(next as TWeekDay[]))}>
        <Group
          gap={6}
          mt={4}
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={described.length ? described.join(' ') : undefined}
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
    </Input.Wrapper>
  );
}
