import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { OUR_MESSAGES, ZResetPasswordInput } from '@parley/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiForm } from '@/components/form/api-form';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { CenteredPage } from '@/components/layout/centered-page';
import { showToast } from '@/components/toast/show-toast';
import { paths } from '@/config/paths';
import { resetPassword } from '../api/recovery-requests';
import { forgetRecovery, recalledReset } from '../recovery-state';

/** /password/reset and /resetPassword: the new password twice, under the spec's policy. */
export function ResetPasswordPage() {
  const [reset] = useState(() => recalledReset());
  return (
    <CenteredPage title="Choose a new password">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Choose a new password
        </Title>
        {typeof reset === 'object' ? (
          <ResetForm resetToken={reset.resetToken} />
        ) : (
          <Stack gap="sm">
            {/* opened directly, nothing has expired: say how a reset starts */}
            <Alert color={reset === 'expired' ? 'yellow' : 'blue'} variant="light">
              {reset === 'expired' ? OUR_MESSAGES.recoveryExpired : OUR_MESSAGES.recoveryNotStarted}
            </Alert>
            <Anchor component={Link} to={paths.forgotPassword}>
              {reset === 'expired' ? 'Ask for a new code' : 'Ask for a code'}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </CenteredPage>
  );
}

/** The reset token is no field: an error about it has only the form's alert to show in. */
function ResetForm({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: ZResetPasswordInput,
    defaultValues: { resetToken, newPassword: '', confirmPassword: '' },
    submit: resetPassword,
    onSuccess: () => {
      forgetRecovery();
      showToast({ type: 'success', header: 'Password changed', content: OUR_MESSAGES.passwordReset });
      void navigate(paths.home);
    },
  });

  return (
    <ApiForm form={form} label="Choose a new password">
      <NewPasswordFields />
      <FormSubmitButton fullWidth>Set new password</FormSubmitButton>
    </ApiForm>
  );
}
