import { Badge } from '@mantine/core';
import { GETTING_STARTED_TEXTS as T } from '@parley/domain';
import { useId } from 'react';

/**
 * The mark on a menu entry whose page is not built yet (issue 23): seen before the click, and
 * heard with the entry as its description (aria-describedby). The name stays the page's title,
 * so "click Campaigns" still works for speech input and every locator by name still holds.
 */
export function useSoonMark(soon: boolean) {
  const id = useId();
  if (!soon) return { badge: null, note: null, describedBy: undefined };
  return {
    badge: (
      <Badge
        component="span"
        aria-hidden="true"
        size="xs"
        radius="sm"
        variant="outline"
        color="gray.7"
        style={{ flex: 'none' }}
      >
        {T.soon}
      </Badge>
    ),
    note: (
      <span id={id} hidden>
        {T.soonDescription}
      </span>
    ),
    describedBy: id,
  };
}
