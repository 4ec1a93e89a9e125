import { Badge } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T } from '@parley/domain';
import { useLiveStatus } from '@/lib/live-events';

/** Whether the page is live (events stream open) or getting the stream back. */
export function LiveMark() {
  const status = useLiveStatus();
  if (status === 'live')
    return (
      <Badge variant="dot" color="green" size="lg">
        {T.live}
      </Badge>
    );
  if (status === 'reconnecting')
    return (
      <Badge variant="dot" color="yellow" size="lg">
        {T.reconnecting}
      </Badge>
    );
  return null;
}
