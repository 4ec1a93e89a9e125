import { Button, Code, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES } from '@parley/domain';
import { IconMessageReport, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useRouteError } from 'react-router';
import { CenteredPage } from '@/components/layout/centered-page';
import { env } from '@/config/env';
import { usePortalConfig } from '@/resources/portal-config';
import { reportError, startErrorReporting } from '@/lib/error-reporting';
import { useSession } from '@/lib/session';

// A modal is heavy and rarely wanted: it loads when Report feedback is pressed.
const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));

/** The root route's errorElement (doc 000 §2): the spec's text, Reload and Report feedback. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { session } = useSession();
  const config = usePortalConfig();
  const [eventId, setEventId] = useState<string | null>(null);
  const [feedbackOpened, feedback] = useDisclosure(false);
  const dsn = config.data?.sentryDsn;
  const release = config.data?.version ?? '';

  // once per error: a later session change must not report it again
  const report = useEffectEvent((failure: unknown) => reportError(failure, session));

  // Doc 000 §8: the error goes to the error-reporting service with user tags, when one is configured.
  useEffect(() => {
    if (!dsn) return;
    startErrorReporting(dsn, release);
    let live = true;
    void report(error).then((id) => {
      if (live) setEventId(id);
    });
    return () => {
      live = false;
    };
  }, [error, dsn, release]);

  return (
    <CenteredPage title="Error">
      <Stack gap="md">
        <Title order={1} size="h3">
          {MESSAGES.rootFailure}
        </Title>
        {env.isDev && error instanceof Error ? <Code block>{error.message}</Code> : null}
        {/* each button as wide as its text: forced to equal widths, 'Report feedback' was cut */}
        <Group gap="sm">
          <Button
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => window.location.reload()}
          >
            Reload
          </Button>
          <Button
            variant="default"
            leftSection={<IconMessageReport size={16} aria-hidden="true" />}
            onClick={feedback.open}
          >
            Report feedback
          </Button>
        </Group>
      </Stack>
      {feedbackOpened ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            opened
            onClose={feedback.close}
            eventId={eventId}
            error={error}
            supportEmail={config.data?.links.supportEmail}
          />
        </Suspense>
      ) : null}
    </CenteredPage>
  );
}
