import { useMatches, type UIMatch } from 'react-router';
import type { TPage } from '@/config/nav';

/** What a guarded route carries in its `handle`: the page from config/nav.ts. */
export interface TPageHandle {
  page: TPage;
}

function isPageHandle(handle: unknown): handle is TPageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The deepest matched route's page, if it is one of nav.ts's pages. */
export function pageOf(matches: readonly UIMatch[]): TPage | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.page;
  }
  return undefined;
}

export const useCurrentPage = (): TPage | undefined => pageOf(useMatches());
