import type { TSession } from '@parley/domain';
import { matchPath } from 'react-router';
import { NAV_GROUPS, type TNavGroup, type TNavLink } from '@/config/nav';
import { canSee } from '@/lib/authorization';

/** The sidebar for a session: each group with only the links it may see; empty groups left out. */
export function visibleGroups(session: TSession): TNavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => canSee(session, link.access)),
  })).filter((group) => group.links.length > 0);
}

/** Exact matches only: /reports is not active on /reports/failures, which has its own link. */
export function isLinkActive(link: Pick<TNavLink, 'path' | 'activeAlso'>, pathname: string): boolean {
  return [link.path, ...(link.activeAlso ?? [])].some(
    (pattern) => matchPath({ path: pattern, end: true }, pathname) !== null,
  );
}
