import { Group } from '@mantine/core';
import { OUR_MESSAGES, ZChangePasswordInput, type TChangePasswordInput } from '@parley/domain';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { showToast } from '@/components/toast/show-toast';
import { useChangePassword } from '../api/change-password';

const Field = formFields<TChangePasswordInput>();
const EMPTY: TChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The shared schema refuses in the browser exactly what the server refuses. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useApiForm({
    schema: ZChangePasswordInput,
    defaultValues: EMPTY,
    submit: (input) => change.mutateAsync(input),
    onSuccess: (_changed, { form }) => {
      form.reset(EMPTY);
      showToast({ type: 'success', header: 'Password changed', content: OUR_MESSAGES.passwordChanged });
    },
  });

  return (
    <ApiForm form={form} label="Change password" maw={480}>
      <Field.Password
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields />
      <Group>
        <FormSubmitButton>Change password</FormSubmitButton>
      </Group>
    </ApiForm>
  );
}
