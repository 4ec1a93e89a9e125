import { Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useSignedInSession } from '@/lib/session';
import classes from './app-header.module.css';

/** The header's own height, and the phone strip's below it. */
export const HEADER_HEIGHT = 56;
export const ACTING_STRIP_HEIGHT = 28;

const actingAs = (company: string) => `Acting as ${company}`;

/**
 * While acting as another account, the header says so at every width. The banner can be hidden
 * and the header drops the company name on a phone: without this nothing on screen would tell
 * the user whose data they are changing. Beside the wordmark on wider screens.
 */
export function ActingAsBadge() {
  const session = useSignedInSession();
  const text = actingAs(session.companyName);
  return (
    <Tooltip label={text} withArrow>
      <Badge
        color="violet"
        variant="filled"
        size="lg"
        radius="sm"
        leftSection={<IconSwitchHorizontal size={14} aria-hidden="true" />}
        className={classes.actingAs}
        // a badge is a span: as a status its whole text is its name
        role="status"
        aria-label={text}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}

/**
 * On a phone the header row has no room left: a strip under it, as wide as the screen, so the
 * company's name is read whole rather than cut to a letter.
 */
export function ActingAsStrip() {
  const session = useSignedInSession();
  const text = actingAs(session.companyName);
  return (
    <Box className={classes.actingStrip} h={ACTING_STRIP_HEIGHT} role="status" aria-label={text}>
      <Group gap={6} wrap="nowrap" h="100%" px="md">
        <IconSwitchHorizontal size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="xs" fw={600} truncate>
          {text}
        </Text>
      </Group>
    </Box>
  );
}
