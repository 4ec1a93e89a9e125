import { useEffect, useEffectEvent } from 'react';
import { showToast } from './show-toast';

/** Long enough to read two sentences; a notice is not shown again. */
const NOTICE_MS = 15_000;

/**
 * What happened to the account while nobody looked (a webhook turned off, a usage alert fired), as
 * warning toasts at the next visit, once: each notice of the list is shown, then the list is marked
 * seen, so the next page, tab or user of the account is not told twice. The callbacks are read
 * when the list comes (an effect event), so they need not be stable.
 */
export function useNoticesOnce<N extends { id: string }>(
  list: readonly N[] | undefined,
  notice: (item: N) => { header: string; content: string },
  markSeen: (ids: string[]) => void,
): void {
  const tell = useEffectEvent((items: readonly N[]) => {
    for (const item of items) showToast({ type: 'warning', ...notice(item), timeToFade: NOTICE_MS });
    markSeen(items.map((n) => n.id));
  });
  useEffect(() => {
    if (list?.length) tell(list);
  }, [list]);
}
