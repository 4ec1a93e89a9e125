import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, OUR_MESSAGES, ZChangePasswordInput, type TChangePasswordInput } from '@parley/domain';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { showToast } from '@/components/toast/show-toast';
import { applyRequestErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: TChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The shared schema refuses in the browser exactly what the server refuses. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<TChangePasswordInput>({
    resolver: zodResolver(ZChangePasswordInput),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await change.mutateAsync(input);
    if (!result.ok) {
      applyRequestErrors(form.setError, result.error, FIELDS);
      return;
    }
    form.reset(EMPTY);
    showToast({ type: 'success', header: 'Password changed', content: OUR_MESSAGES.passwordChanged });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="md" maw={480}>
        <FormErrorAlert message={errors.root?.server?.message} occurrence={errors.root?.server} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
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
        <Group>
          <Button type="submit" loading={isSubmitting} aria-busy={isSubmitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
