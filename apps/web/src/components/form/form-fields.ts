import type { FieldValues } from 'react-hook-form';
import { FormCheckbox } from './form-checkbox';
import { FormPasswordField } from './form-password-field';
import { FormSwitch } from './form-switch';
import { FormTextField } from './form-text-field';
import { FormTextarea } from './form-textarea';

/**
 * The bound fields typed for one form's values, so a misspelt `name` fails the typecheck:
 * `const Field = formFields<TLoginInput>();` once per form module, then `<Field.Text name=… />`.
 */
export function formFields<T extends FieldValues>() {
  return {
    Text: FormTextField<T>,
    Textarea: FormTextarea<T>,
    Password: FormPasswordField<T>,
    Checkbox: FormCheckbox<T>,
    Switch: FormSwitch<T>,
  };
}
