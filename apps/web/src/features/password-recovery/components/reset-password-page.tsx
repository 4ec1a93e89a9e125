import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, OUR_MESSAGES, ZResetPasswordInput, type TResetPasswordInput } from '@parley/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { CenteredPage } from '@/components/layout/centered-page';
import { showToast } from '@/components/toast/show-toast';
import { paths } from '@/config/paths';
import { applyRequestErrors } from '@/lib/form-errors';
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

function ResetForm({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate();
  const form = useForm<TResetPasswordInput>({
    resolver: zodResolver(ZResetPasswordInput),
    defaultValues: { resetToken, newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await resetPassword(input);
    if (!result.ok) {
      applyRequestErrors(form.setError, result.error, ['newPassword', 'confirmPassword']);
      return;
    }
    forgetRecovery();
    showToast({ type: 'success', header: 'Password changed', content: OUR_MESSAGES.passwordReset });
    void navigate(paths.home);
  });

  return (
    <>
      <FormErrorAlert
        message={errors.root?.server?.message ?? errors.resetToken?.message}
        occurrence={errors.root?.server ?? errors.resetToken}
      />
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          <PasswordInput
            label="New password"
            description={MESSAGES.password}
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={isSubmitting} aria-busy={isSubmitting}>
            Set new password
          </Button>
        </Stack>
      </form>
    </>
  );
}
