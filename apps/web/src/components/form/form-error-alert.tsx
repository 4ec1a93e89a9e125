import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * The form-level error of a failed submit (see applyRequestErrors); nothing when there is none.
 * It takes focus when it appears, so the keyboard and the screen reader are where the problem is
 * instead of on the page body (a submit button that turned busy lets go of focus).
 */
export function FormErrorAlert({
  message,
  occurrence,
}: {
  message: string | undefined;
  /** changes with each failure (the form's error object), so the same message twice takes focus twice */
  occurrence?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, occurrence]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
    >
      {message}
    </Alert>
  );
}
