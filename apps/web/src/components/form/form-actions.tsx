import { Button, Group } from '@mantine/core';
import { MODAL_DEFAULTS } from '@parley/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormSubmitButton } from './form-submit-button';

/** Cancel runs a function (a dialog closes) or goes to a page (an edit page's list). */
type TCancel = { onCancel: () => void; cancelTo?: never } | { cancelTo: string; onCancel?: never };

/**
 * A form's closing row: Cancel, then the submit button, at the end of the line. The forms of
 * dialogs and edit pages each wrote this row out.
 */
export function FormActions({
  submit,
  cancelText = MODAL_DEFAULTS.cancelText,
  ...cancel
}: TCancel & { submit: ReactNode; cancelText?: string }) {
  return (
    <Group justify="flex-end">
      {cancel.cancelTo !== undefined ? (
        <Button variant="default" component={Link} to={cancel.cancelTo}>
          {cancelText}
        </Button>
      ) : (
        <Button variant="default" onClick={cancel.onCancel}>
          {cancelText}
        </Button>
      )}
      <FormSubmitButton>{submit}</FormSubmitButton>
    </Group>
  );
}
