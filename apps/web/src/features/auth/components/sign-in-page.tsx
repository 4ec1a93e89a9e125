import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginInput, type TLoginInput } from '@parley/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { applyRequestErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';

const FIELDS = ['username', 'password'] as const;

/**
 * The login form. It renders in place of whatever page was asked for, so after logging in the
 * user is already on the address they wanted. The product says "log in" and "log out" everywhere,
 * after the spec's 'Login' and 'Logout'.
 */
export function SignInPage() {
  const { signIn } = useSession();
  const form = useForm<TLoginInput>({
    resolver: zodResolver(ZLoginInput),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    const result = await signIn(username, password);
    if (!result.ok) applyRequestErrors(form.setError, result.error, FIELDS);
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
        <FormErrorAlert message={errors.root?.server?.message} occurrence={errors.root?.server} />
        <form onSubmit={onSubmit} noValidate aria-label="Log in">
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
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" fullWidth mt="xs" loading={isSubmitting} aria-busy={isSubmitting}>
              Log in
            </Button>
          </Stack>
        </form>
        <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
          Forgot your password?
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
