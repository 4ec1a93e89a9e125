import { Badge } from '@mantine/core';
import { MESSAGE_STATUS_LABELS, type TMessageStatus } from '@parley/domain';

const COLOR: Record<TMessageStatus, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'green',
  undelivered: 'orange',
  failed: 'red',
  received: 'teal',
};

/** A message's status: a failure stands out from what is on its way or arrived. */
export function MessageStatusBadge({ status }: { status: TMessageStatus }) {
  return (
    <Badge variant="dot" color={COLOR[status]} miw="max-content">
      {MESSAGE_STATUS_LABELS[status]}
    </Badge>
  );
}
