import { Input, Rating, type RatingProps } from '@mantine/core';
import { FORM_FIELD_LIMITS } from '@parley/domain';
import { useId } from 'react';
import type { TControlledFieldProps } from '../bound';

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
  const id = useId();
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean);
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
      <Rating
        {...props}
        ref={inputRef as never}
        count={count}
        value={value ?? 0}
        onChange={onChange}
        onBlur={onBlur}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={described.length ? described.join(' ') : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        mt={4}
      />
    </Input.Wrapper>
  );
}
