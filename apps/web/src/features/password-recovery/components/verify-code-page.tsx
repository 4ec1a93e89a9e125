import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { OUR_MESSAGES, RECOVERY_CODE_LENGTH, ZVerifyCodeInput, type TVerifyCodeInput } from '@parley/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { verifyCode } from '../api/recovery-requests';
import { recalledUsername, rememberResetToken, rememberUsername } from '../recovery-state';

const Field = formFields<TVerifyCodeInput>();

function sentNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('sent' in state)) return null;
  return typeof state.sent === 'string' ? state.sent : null;
}

/** /password/verify: the code from the email, exchanged for a short-lived reset token. */
export function VerifyCodePage() {
  const navigate = useNavigate();
  const notice = sentNotice(useLocation().state);
  const form = useApiForm({
    schema: ZVerifyCodeInput,
    defaultValues: { username: recalledUsername(), code: '' },
    submit: verifyCode,
    onSuccess: (resetToken, { values }) => {
      rememberUsername(values.username);
      rememberResetToken(resetToken);
      void navigate(paths.resetPassword);
    },
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
        <ApiForm form={form} label="Enter your code">
          <Field.Text
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <Field.Text
            name="code"
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RECOVERY_CODE_LENGTH}
            required
          />
          <FormSubmitButton fullWidth>Verify code</FormSubmitButton>
        </ApiForm>
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
