import type { TSession } from '@parley/domain';
import type * as SentryModule from '@sentry/react';

type TSentry = typeof SentryModule;

export type TReportingUser = Pick<TSession, 'clientId' | 'accountId' | 'username'>;

/**
 * Sentry loads only when a DSN is configured: a dynamic import, so without one it costs nothing.
 * Doc 000 §8: errors go out with user tags (clientId, accountId, username).
 */
let sentry: Promise<TSentry> | null = null;

export function startErrorReporting(dsn: string, release: string): void {
  sentry ??= import('@sentry/react').then((Sentry) => {
    Sentry.init({ dsn, release });
    return Sentry;
  });
}

export const isErrorReportingOn = () => sentry !== null;

const tagsOf = (user: TReportingUser) => ({
  clientId: user.clientId,
  accountId: user.accountId,
  username: user.username,
});

export function setReportingUser(user: TReportingUser | null): void {
  void sentry?.then((Sentry) => {
    Sentry.setUser(user ? { id: user.clientId, username: user.username } : null);
    Sentry.setTags(user ? tagsOf(user) : { clientId: undefined, accountId: undefined, username: undefined });
  });
}

/** Sends the error with the user's tags; answers the event id, or null when reporting is off. */
export async function reportError(error: unknown, user: TReportingUser | null): Promise<string | null> {
  if (!sentry) return null;
  const Sentry = await sentry;
  return Sentry.captureException(error, {
    tags: user ? tagsOf(user) : {},
    user: user ? { id: user.clientId, username: user.username } : undefined,
  });
}

/** A person's words about a failure, attached to its event when there is one. */
export async function sendFeedback(message: string, eventId: string | null, name?: string): Promise<boolean> {
  if (!sentry) return false;
  const Sentry = await sentry;
  Sentry.captureFeedback({ message, name, associatedEventId: eventId ?? undefined });
  return true;
}
