import { Anchor, Stack, Text, Title } from '@mantine/core';
import { OUR_MESSAGES, ZForgotPasswordInput, type TForgotPasswordInput } from '@parley/domain';
import { Link, useNavigate } from 'react-router';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { requestCode } from '../api/recovery-requests';
import { recalledUsername, rememberUsername } from '../recovery-state';

const Field = formFields<TForgotPasswordInput>();

/** /password/forgot: the username; a one-time code goes to the user's email address. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: ZForgotPasswordInput,
    defaultValues: { username: recalledUsername() },
    submit: requestCode,
    onSuccess: (sent, { values }) => {
      rememberUsername(values.username);
      void navigate(paths.verifyCode, { state: { sent: sent.message } });
    },
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
        <ApiForm form={form} label="Reset your password">
          <Field.Text
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormSubmitButton fullWidth>Send code</FormSubmitButton>
        </ApiForm>
        <Anchor component={Link} to={paths.home} size="sm" ta="center">
          Back to login
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
