import { Group, Text } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T } from '@parley/domain';
import { IconPhoto } from '@tabler/icons-react';
import classes from './inbox.module.css';

/** A mark where the image was when it cannot be shown any more (its asset was deleted). */
function Attached() {
  return (
    <Group gap={4} c="dimmed">
      <IconPhoto size={16} aria-hidden="true" />
      <Text size="xs">{T.imageAttached}</Text>
    </Group>
  );
}

/**
 * A message's image, from the portal's own public `/media/` address the timeline gives with the
 * message (the one carriers fetch), so an agent without the asset library's privilege sees what
 * the customer saw; a box of fixed height, so the timeline's rows do not jump as images arrive.
 */
export function MessageImage({ path }: { path: string | null }) {
  if (path === null) return <Attached />;
  return <img className={classes.image} src={path} alt={T.imageAlt} loading="lazy" />;
}
