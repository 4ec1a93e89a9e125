// @page /users/edit/:accountId/:clientId
import { Alert, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ERROR_CODES, OUR_MESSAGES } from '@parley/domain';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { isImpersonating } from '@/config/nav';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { useUser } from '@/features/profile/api/get-user';
import { ApiError } from '@/lib/api-client';
import { useSignedInSession } from '@/lib/session';
import { NotFoundPage } from '@/shell/not-found-page';
import { NotPermittedPage } from '@/shell/not-permitted-page';

/**
 * /users/edit/{accountId}/{clientId}: the user's own profile and password; another user of the
 * same account for someone with gumby-user-read (and gumby-user-update to change it).
 */
export function Component() {
  const session = useSignedInSession();
  const { accountId = '', clientId = '' } = useParams();
  const self = clientId === session.clientId && accountId === session.accountId;

  if (isImpersonating(session)) {
    return (
      <PageContainer title="Profile">
        <Alert color="violet">{OUR_MESSAGES.profileWhileImpersonating}</Alert>
      </PageContainer>
    );
  }
  if (!self && (accountId !== session.accountId || !session.privs['gumby-user-read'])) {
    return <NotPermittedPage />;
  }
  return (
    <ProfilePage clientId={clientId} self={self} editable={self || !!session.privs['gumby-user-update']} />
  );
}

/** The API answers 404 for a user id that does not exist or is another account's. */
const isNotFound = (error: Error) =>
  error instanceof ApiError &&
  Array.isArray(error.errors) &&
  error.errors.some((e) => e.code === ERROR_CODES.notFound);

function ProfilePage({ clientId, self, editable }: { clientId: string; self: boolean; editable: boolean }) {
  const user = useUser(clientId);
  if (user.isError && isNotFound(user.error)) return <NotFoundPage />;
  return (
    <PageContainer title="Profile">
      {user.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading the profile" />
      ) : user.isError ? (
        <Alert color="red" role="alert">
          {user.error.message}
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md" maw={560}>
          <Stack gap="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {self ? 'Your details' : `${user.data.displayName}'s details`}
              </Title>
              <ProfileForm key={user.data.clientId} user={user.data} editable={editable} />
            </Stack>
            {self ? (
              <>
                <Divider />
                <Stack gap="md">
                  <div>
                    <Title order={2} size="h4">
                      Password
                    </Title>
                    <Text size="sm" c="dimmed">
                      Changing it logs you out everywhere else.
                    </Text>
                  </div>
                  <ChangePasswordForm />
                </Stack>
              </>
            ) : null}
          </Stack>
        </Paper>
      )}
    </PageContainer>
  );
}
