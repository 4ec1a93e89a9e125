import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

interface TFormSubmitButtonProps extends Omit<ButtonProps, 'loading' | 'type'> {
  /** busy for a reason besides the submit itself (a reload after success, say) */
  busy?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string | undefined;
  children: ReactNode;
}

/** The form's submit button: busy, and so not pressable twice, while the form submits. */
export function FormSubmitButton({ busy = false, children, ...props }: TFormSubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const loading = isSubmitting || busy;
  return (
    <Button type="submit" {...props} loading={loading} aria-busy={loading}>
      {children}
    </Button>
  );
}
