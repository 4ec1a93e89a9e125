import { Badge, Tooltip } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useSignedInSession } from '@/lib/session';
import classes from './app-header.module.css';

/**
 * While acting as another account, the header says so at every width. The banner can be hidden
 * and the header drops the company name on a phone: without this nothing on screen would tell
 * the user whose data they are changing.
 */
export function ActingAsIndicator() {
  const session = useSignedInSession();
  const text = `Acting as ${session.companyName}`;
  return (
    <Tooltip label={text} withArrow>
      <Badge
        color="violet"
        variant="filled"
        size="lg"
        radius="sm"
        leftSection={<IconSwitchHorizontal size={14} aria-hidden="true" />}
        className={classes.actingAs}
        // a badge is a span: as a status it is read out, and its name is the whole text
        role="status"
        aria-label={text}
      >
        <span className={classes.actingAsPrefix}>Acting as </span>
        {session.companyName}
      </Badge>
    </Tooltip>
  );
}
