import { useCallback } from 'react';
import { PAGES } from '@/config/nav';
import { canSee } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';

/**
 * Where a tile or a step may link: the page when this session may open it (its own rule, as the
 * sidebar's), else null, so the figure shows without a link to 'Not permitted'.
 */
export function usePageLink(): (path: string) => string | null {
  const session = useSignedInSession();
  return useCallback(
    (path: string) => {
      const page = PAGES.find((p) => p.path === path);
      return page && canSee(session, page.access) ? path : null;
    },
    [session],
  );
}
