import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { useLocation, useNavigate } from 'react-router';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { usePortalConfig } from '@/resources/portal-config';
import { safeReturnPath, type TReturnState } from '@/lib/return-to';
import { useSession } from '@/lib/session';

/**
 * Doc 000 §2: the version text and a Login button going to /. The page it replaced goes along in
 * the router's state, so logging in there comes back to it, as a signed-out deep link does.
 */
export function SessionEndedPage() {
  const { acknowledgeEnded } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePortalConfig();

  const login = () => {
    acknowledgeEnded();
    const returnTo = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
    void navigate(paths.home, returnTo ? { state: { returnTo } satisfies TReturnState } : undefined);
  };

  return (
    <CenteredPage title="Session ended">
      <Stack gap="md">
        <Title order={1} size="h2">
          Your session has ended
        </Title>
        <Text>{OUR_MESSAGES.sessionEndedIntro}</Text>
        <Button onClick={login} fullWidth>
          {MESSAGES.login}
        </Button>
        <Text size="xs" c="dimmed" ta="center" mih="1.2em">
          {config.data ? `Version ${config.data.version}` : null}
        </Text>
      </Stack>
    </CenteredPage>
  );
}
