import { Badge } from '@mantine/core';
import { NUMBER_STATUS_LABELS, type TNumber } from '@parley/domain';

/** Ordering while the carrier sets the number up, then Active. */
export function NumberStatusBadge({ status }: { status: TNumber['status'] }) {
  return (
    <Badge variant="dot" color={status === 'active' ? 'green' : 'yellow'}>
      {NUMBER_STATUS_LABELS[status]}
    </Badge>
  );
}
