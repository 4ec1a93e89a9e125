import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useSignInForm } from '../hooks/use-sign-in-form';

/**
 * The login form. It renders in place of whatever page was asked for, so after logging in the
 * user is already on the address they wanted. The product says "log in" and "log out" everywhere,
 * after the spec's 'Login' and 'Logout'. A plain form, not the form kit's (`useSignInForm` says
 * why), with the same fields, messages, focus and alert.
 */
export function SignInPage() {
  const { signIn } = useSession();
  // on success the session changes and this page gives way to the one asked for
  const form = useSignInForm(({ username, password }) => signIn(username, password));

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
        <Stack
          renderRoot={(root) => (
            <form {...root} onSubmit={(event) => void form.onSubmit(event)} noValidate aria-label="Log in" />
          )}
        >
          <FormErrorAlert message={form.formError?.message} occurrence={form.formError} />
          <TextInput
            {...form.field('username')}
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <PasswordInput
            {...form.field('password')}
            label="Password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" fullWidth mt="xs" loading={form.submitting} aria-busy={form.submitting}>
            Log in
          </Button>
        </Stack>
        <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
          Forgot your password?
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
