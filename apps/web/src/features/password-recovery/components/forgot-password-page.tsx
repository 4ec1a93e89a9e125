import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { OUR_MESSAGES, ZForgotPasswordInput, type TForgotPasswordInput } from '@parley/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { applyRequestErrors } from '@/lib/form-errors';
import { requestCode } from '../api/recovery-requests';
import { recalledUsername, rememberUsername } from '../recovery-state';

/** /password/forgot: the username; a one-time code goes to the user's email address. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<TForgotPasswordInput>({
    resolver: zodResolver(ZForgotPasswordInput),
    defaultValues: { username: recalledUsername() },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await requestCode(input);
    if (!result.ok) {
      applyRequestErrors(form.setError, result.error, ['username']);
      return;
    }
    rememberUsername(input.username);
    void navigate(paths.verifyCode, { state: { sent: result.value.message } });
  });

  return (
    <CenteredPage title="Forgot password">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Reset your password
          </Title>
          <Text c="dimmed" size="sm">
            {OUR_MESSAGES.recoveryForgotIntro}
          </Text>
        </Stack>
        <FormErrorAlert message={errors.root?.server?.message} occurrence={errors.root?.server} />
        <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
          <Stack gap="md">
            <TextInput
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={errors.username?.message}
              {...form.register('username')}
            />
            <Button type="submit" fullWidth loading={isSubmitting} aria-busy={isSubmitting}>
              Send code
            </Button>
          </Stack>
        </form>
        <Anchor component={Link} to={paths.home} size="sm" ta="center">
          Back to login
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
