import { Loader, TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  FORM_FIELDS_OUR_TEXT,
  emailAvailableMessage,
  emailNotAvailableMessage,
  fillText,
  type TEmailAvailabilityState,
} from '@parley/domain';
import { useEffect } from 'react';
import type { TControlledFieldProps } from '../bound';
import { useEmailAvailability } from './use-email-availability';

export interface TEmailAvailabilityFieldProps
  extends TControlledFieldProps<string>, Omit<TextInputProps, keyof TControlledFieldProps<string> | 'type'> {
  label: string;
  /** doc 001 §5's check{product}: ask the server whether the email is free (on by default) */
  checkParley?: boolean;
  /** told of each state, so a form can hold its submit while the email is taken or being checked */
  onAvailability?: (state: TEmailAvailabilityState) => void;
}

/**
 * An email input that, once the value is an email address, asks whether it is free and says so
 * under the field: '{value} is available.' in green, or '{value} is not available.' as its error
 * (doc 001 §5). A format error of the form comes first; the check never hides it.
 */
export function EmailAvailabilityField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  checkParley = true,
  onAvailability,
  description,
  ...props
}: TEmailAvailabilityFieldProps) {
  const check = useEmailAvailability(value ?? '', checkParley);
  useEffect(() => onAvailability?.(check.state), [onAvailability, check.state]);

  const taken = check.state === 'not available' ? emailNotAvailableMessage(check.email) : undefined;
  const free = !error && check.state === 'available';
  const note = check.failed
    ? fillText(FORM_FIELDS_OUR_TEXT.emailCheckFailed, { value: check.email })
    : free
      ? emailAvailableMessage(check.email)
      : undefined;
  return (
    <>
      <TextInput
        type="email"
        autoComplete="off"
        {...props}
        ref={inputRef as never}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error ?? taken}
        data-availability={check.state}
        // the availability note is a helper text under the field, like the error (doc 001 §5)
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          description || note ? (
            <>
              {description}
              {description && note ? ' ' : null}
              {note ? (
                // teal.9 is 5:1 on white (green.9 only 4.4:1)
                <span style={free ? { color: 'var(--mantine-color-teal-9)' } : undefined}>{note}</span>
              ) : null}
            </>
          ) : undefined
        }
        rightSection={
          check.state === 'Loading' ? (
            <Loader
              size="xs"
              aria-label={fillText(FORM_FIELDS_OUR_TEXT.emailChecking, { value: check.email })}
            />
          ) : free ? (
            <IconCircleCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden />
          ) : undefined
        }
      />
      {/* always there, so a screen reader hears the answer when it comes, taken or free */}
      <VisuallyHidden role="status" data-testid="email-availability-status">
        {taken ?? note ?? ''}
      </VisuallyHidden>
    </>
  );
}
