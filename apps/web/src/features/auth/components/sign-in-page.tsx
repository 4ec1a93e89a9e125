import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ZLoginInput, type TLoginInput } from '@parley/domain';
import { Link } from 'react-router';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

const Field = formFields<TLoginInput>();

/**
 * The login form. It renders in place of whatever page was asked for, so after logging in the
 * user is already on the address they wanted. The product says "log in" and "log out" everywhere,
 * after the spec's 'Login' and 'Logout'.
 */
export function SignInPage() {
  const { signIn } = useSession();
  // on success the session changes and this page gives way to the one asked for
  const form = useApiForm({
    schema: ZLoginInput,
    defaultValues: { username: '', password: '' },
    submit: ({ username, password }) => signIn(username, password),
  });

  return (
    <CenteredPage title="Log in">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Log in to Parley
          </Title>
          <Text c="dimmed" size="sm">
            Use the username and password of your account.
          </Text>
        </Stack>
        <ApiForm form={form} label="Log in">
          <Field.Text
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <Field.Password name="password" label="Password" autoComplete="current-password" required />
          <FormSubmitButton fullWidth mt="xs">
            Log in
          </FormSubmitButton>
        </ApiForm>
        <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
          Forgot your password?
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
