import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T } from '@parley/domain';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * An account without the inbox (the server's 403 on feature_inbox_enabled): the server's words,
 * and for a user who may add features, the link that opens Add Feature on the inbox.
 */
export function InboxNotEnabled({ message, enableHref }: { message: string; enableHref: string | null }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden="true" />} role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {enableHref ? (
          <Anchor component={Link} to={enableHref} size="sm" fw={600}>
            {T.enableInbox}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
