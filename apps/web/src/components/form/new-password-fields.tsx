import { MESSAGES } from '@parley/domain';
import { FormPasswordField } from './form-password-field';

/** What a form that sets a password holds: the new one, typed twice. */
interface TNewPassword {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The new password and its confirmation, with the policy as help text: the recovery page and the
 * profile's change-password form ask for them the same way.
 */
export function NewPasswordFields() {
  const Password = FormPasswordField<TNewPassword>;
  return (
    <>
      <Password
        name="newPassword"
        label="New password"
        description={MESSAGES.password}
        autoComplete="new-password"
        required
      />
      <Password name="confirmPassword" label="Confirm new password" autoComplete="new-password" required />
    </>
  );
}
