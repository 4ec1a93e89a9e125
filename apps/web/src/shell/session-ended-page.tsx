import { Button, Stack, Text, Title } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { useNavigate } from 'react-router';
import { CenteredPage } from '@/components/layout/centered-page';
import { paths } from '@/config/paths';
import { usePortalConfig } from '@/features/portal/api/get-portal-config';
import { useSession } from '@/lib/session';

/** Doc 000 §2: the version text and a Login button going to /. */
export function SessionEndedPage() {
  const { acknowledgeEnded } = useSession();
  const navigate = useNavigate();
  const config = usePortalConfig();

  const login = () => {
    acknowledgeEnded();
    void navigate(paths.home);
  };

  return (
    <CenteredPage title="Session ended">
      <Stack gap="md">
        <Title order={1} size="h2">
          Your session has ended
        </Title>
        <Text>{OUR_MESSAGES.sessionExpired}</Text>
        <Button onClick={login} fullWidth>
          Login
        </Button>
        <Text size="xs" c="dimmed" ta="center" mih="1.2em">
          {config.data ? `Version ${config.data.version}` : null}
        </Text>
      </Stack>
    </CenteredPage>
  );
}
