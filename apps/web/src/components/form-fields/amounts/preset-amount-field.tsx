import { Chip, Group, NumberInput, Stack } from '@mantine/core';
import { FORM_FIELD_LIMITS, FORM_FIELDS_OUR_TEXT, isPresetAmount } from '@parley/domain';
import { useState } from 'react';
import type { TControlledFieldProps } from '../bound';
import { formatDollars } from './format-dollars';
import { useNumberDraft } from './use-number-draft';
import { GroupField, useGroupField } from '../group-field';

const OTHER = 'other';

export interface TPresetAmountFieldProps extends TControlledFieldProps<number | null> {
  label: string;
  description?: string;
  required?: boolean;
  /** the choices, in dollars (doc 001 §5's by default) */
  presets?: readonly number[];
}

/**
 * The preset amount selector (doc 001 §5): one of 10, 50 … 5000 dollars, or Other with a custom
 * whole-dollar amount. The presets are radio chips in one labelled group; the custom amount is a
 * number input that keeps what is typed, cents included, for the schema to refuse with its
 * message: dropping the point would read '25.50' as $2,550 on a form that charges a card.
 */
export function PresetAmountField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  label,
  description,
  required,
  presets = FORM_FIELD_LIMITS.presetAmounts,
}: TPresetAmountFieldProps) {
  const ids = useGroupField({ description, error });
  // Other stays chosen while its amount is empty or happens to equal a preset being typed (1 → 10)
  const [other, setOther] = useState(() => value !== null && !isPresetAmount(value));
  const custom = useNumberDraft(other ? value : null, onChange);
  const choice = other ? OTHER : value === null ? '' : String(value);

  return (
    <GroupField ids={ids} label={label} required={required} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        <Chip.Group
          value={choice}
          onChange={(next) => {
            const picked = Array.isArray(next) ? next[0] : next;
            if (picked === OTHER) {
              setOther(true);
              onChange(null);
            } else if (picked) {
              setOther(false);
              onChange(Number(picked));
            }
          }}
        >
          <Group
            gap="xs"
            role="radiogroup"
            aria-labelledby={ids.labelId}
            aria-describedby={ids.describedBy}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            onBlur={onBlur}
          >
            {presets.map((amount, index) => (
              <Chip
                key={amount}
                value={String(amount)}
                type="radio"
                name={ids.id}
                ref={index === 0 && !other ? (inputRef as never) : undefined}
              >
                {formatDollars(amount)}
              </Chip>
            ))}
            {/* one name: a single tab stop, and the arrow keys move the choice, as in any radio group */}
            <Chip value={OTHER} type="radio" name={ids.id}>
              {FORM_FIELDS_OUR_TEXT.otherAmount}
            </Chip>
          </Group>
        </Chip.Group>
        {other ? (
          <NumberInput
            ref={inputRef as never}
            label={FORM_FIELDS_OUR_TEXT.customAmount}
            prefix="$"
            decimalScale={2}
            inputMode="decimal"
            allowNegative={false}
            thousandSeparator=","
            min={FORM_FIELD_LIMITS.customAmountMin}
            max={FORM_FIELD_LIMITS.customAmountMax}
            clampBehavior="none"
            value={custom.draft}
            onChange={custom.change}
            onBlur={onBlur}
            aria-describedby={error ? ids.errorId : undefined}
            aria-invalid={error ? true : undefined}
            maw={220}
            data-autofocus
          />
        ) : null}
      </Stack>
    </GroupField>
  );
}
