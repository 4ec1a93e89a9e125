import { can, type TSession } from '@parley/domain';
import type { ReactNode } from 'react';
import { generatePath } from 'react-router';
import type { TAccess } from '@/config/nav';
import { useSession } from './session';

/**
 * The one check behind the sidebar, the route guards and <Authorization>: the shared privilege
 * rule, then the spec's extra condition when there is one.
 */
export function canSee(session: TSession | null | undefined, access: TAccess): boolean {
  if (!can(session, access.rule)) return false;
  return !access.when || (session ? access.when(session) : false);
}

export function useCan(access: TAccess): boolean {
  return canSee(useSession().session, access);
}

/** Renders its children only for a session that may see them (hiding is never the protection). */
export function Authorization({
  access,
  children,
  fallback = null,
}: {
  access: TAccess;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(access) ? children : fallback;
}

/** A route pattern with the session's own ids filled in (`/accounts/:accountId`). */
export function pathFor(pattern: string, session: Pick<TSession, 'accountId' | 'clientId'>): string {
  return generatePath(pattern, { accountId: session.accountId, clientId: session.clientId });
}
