import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { OUR_MESSAGES, RECOVERY_CODE_LENGTH, ZVerifyCodeInput, type TVerifyCodeInput } from '@parley/domain';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { applyRequestErrors } from '@/lib/form-errors';
import { verifyCode } from '../api/recovery-requests';
import { recalledUsername, rememberResetToken, rememberUsername } from '../recovery-state';

function sentNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('sent' in state)) return null;
  return typeof state.sent === 'string' ? state.sent : null;
}

/** /password/verify: the code from the email, exchanged for a short-lived reset token. */
export function VerifyCodePage() {
  const navigate = useNavigate();
  const notice = sentNotice(useLocation().state);
  const form = useForm<TVerifyCodeInput>({
    resolver: zodResolver(ZVerifyCodeInput),
    defaultValues: { username: recalledUsername(), code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await verifyCode(input);
    if (!result.ok) {
      applyRequestErrors(form.setError, result.error, ['username', 'code']);
      return;
    }
    rememberUsername(input.username);
    rememberResetToken(result.value);
    void navigate(paths.resetPassword);
  });

  return (
    <CenteredPage title="Enter your code">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Enter your code
          </Title>
          <Text c="dimmed" size="sm">
            {OUR_MESSAGES.recoveryVerifyIntro}
          </Text>
        </Stack>
        {notice ? (
          <Alert color="indigo" variant="light">
            {notice}
          </Alert>
        ) : null}
        <FormErrorAlert message={errors.root?.server?.message} occurrence={errors.root?.server} />
        <form onSubmit={onSubmit} noValidate aria-label="Enter your code">
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
            <TextInput
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={RECOVERY_CODE_LENGTH}
              required
              error={errors.code?.message}
              {...form.register('code')}
            />
            <Button type="submit" fullWidth loading={isSubmitting} aria-busy={isSubmitting}>
              Verify code
            </Button>
          </Stack>
        </form>
        <Group justify="space-between">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Send a new code
          </Anchor>
          <Anchor component={Link} to={paths.home} size="sm">
            Back to login
          </Anchor>
        </Group>
      </Stack>
    </CenteredPage>
  );
}
