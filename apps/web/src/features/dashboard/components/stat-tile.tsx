import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

interface TStatTileProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  /** the page that explains the figure, when the user may open it */
  to: string | null;
}

/** One figure of the dashboard; the whole tile is the link to the page that explains it. */
export function StatTile({ label, value, detail, to }: TStatTileProps) {
  const body = (
    <>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.25} className={classes.figure}>
        {value}
      </Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </>
  );
  return (
    <Card component="li" withBorder radius="md" padding={0} className={classes.tile}>
      {to ? (
        <Link to={to} className={classes.tileLink}>
          {body}
        </Link>
      ) : (
        <div className={classes.tileBody}>{body}</div>
      )}
    </Card>
  );
}
