import { Button, Stack, Text, Title } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { useState } from 'react';
import { CenteredPage } from '@/components/layout/centered-page';
import { useSession } from '@/lib/session';

/**
 * The server did not answer while a session may exist: not the sign-in form (the session is
 * probably fine) and not "session ended" (nothing ended). The controller keeps trying by itself;
 * Retry asks at once. The page the user asked for appears in place once the server answers.
 */
export function UnreachablePage() {
  const { problem, retry } = useSession();
  const [trying, setTrying] = useState(false);
  const [triedInVain, setTriedInVain] = useState(false);

  const onRetry = async () => {
    setTrying(true);
    await retry();
    // still mounted: the server is still away (once it answers, the page is replaced)
    setTrying(false);
    setTriedInVain(true);
  };

  // The network's own words would repeat the heading; a server fault says what it is.
  const cause = !problem || problem === OUR_MESSAGES.unreachable ? OUR_MESSAGES.checkConnection : problem;

  return (
    <CenteredPage title="Can't reach Parley">
      <Stack gap="md">
        <Title order={1} size="h2">
          Can&apos;t reach Parley
        </Title>
        <Text>{cause}</Text>
        <Text>{OUR_MESSAGES.unreachableWaiting}</Text>
        <Button onClick={() => void onRetry()} loading={trying} aria-busy={trying} fullWidth>
          Retry
        </Button>
        {/* announced after a Retry that found the server still away */}
        <Text role="status" size="sm" c="dimmed" ta="center" mih="1.2em">
          {triedInVain && !trying ? OUR_MESSAGES.unreachableStill : null}
        </Text>
      </Stack>
    </CenteredPage>
  );
}
