import { Rating, type RatingProps } from '@mantine/core';
import { FORM_FIELD_LIMITS, FORM_FIELDS_OUR_TEXT, fillText } from '@parley/domain';
import type { TControlledFieldProps } from '../bound';
import { GroupField, useGroupField } from '../group-field';

/** Each star's name to a screen reader; 0 is Mantine's own "no rating" choice. */
const starLabel = (count: number) =>
  count === 0
    ? FORM_FIELDS_OUR_TEXT.ratingNone
    : count === 1
      ? FORM_FIELDS_OUR_TEXT.ratingOne
      : fillText(FORM_FIELDS_OUR_TEXT.ratingMany, { count });

export interface TRatingFieldProps
  extends TControlledFieldProps<number>, Omit<RatingProps, keyof TControlledFieldProps<number> | 'count'> {
  label: string;
  description?: string;
  required?: boolean;
  /** doc 001 §9: 5 stars by default */
  count?: number;
}

/**
 * A star rating (doc 001 §9: 5 stars by default), labelled as one group of radio buttons: arrow
 * keys move between stars, 0 is no rating yet.
 */
export function RatingField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  label,
  description,
  required,
  count = FORM_FIELD_LIMITS.ratingMax,
  ...props
}: TRatingFieldProps) {
  const ids = useGroupField({ description, error });
  return (
    <GroupField ids={ids} label={label} required={required} description={description} error={error}>
      <Rating
        {...props}
        ref={inputRef as never}
        count={count}
        getSymbolLabel={starLabel}
        value={value ?? 0}
        onChange={onChange}
        // Mantine's arrows only preview a star (Space chooses): a radio group's arrows choose
        onKeyUp={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.type === 'radio' && event.key.startsWith('Arrow')) onChange(Number(target.value));
        }}
        onBlur={onBlur}
        role="radiogroup"
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        mt={4}
      />
    </GroupField>
  );
}
