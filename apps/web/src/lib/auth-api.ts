import type { z } from 'zod';
import { Err, OUR_MESSAGES, type TSession, type TTokenGrant } from '@parley/domain';
import { apiPaths } from '@/config/paths';
import { readFirst, readRefusal, thrownMessage, type TApiResult, type TRequestError } from './envelope';
import { send, type TRawAnswer } from './http';
import type * as SessionSchemas from './session-schemas';

type TSessionSchemas = typeof SessionSchemas;

/**
 * zod and the session's schemas. Loaded when an answer that holds a grant or a session comes
 * back, not before: the sign-in page paints, and reads a refused refresh, without them (issue 24).
 * The sign-in and a start that may find a session ask for them early, beside their request.
 */
export const loadSessionSchemas = (): Promise<TSessionSchemas> => import('./session-schemas');

/**
 * The session calls. They go straight to `send`, not through the request helpers: a refused
 * refresh must not itself trigger a refresh.
 */
async function call<S extends z.ZodType>(
  schemaOf: (schemas: TSessionSchemas) => S,
  run: () => Promise<TRawAnswer>,
): Promise<TApiResult<z.output<S>>> {
  try {
    const answer = await run();
    if (answer.status >= 400) return Err(readRefusal(answer));
    return readFirst(answer, schemaOf(await loadSessionSchemas()));
  } catch (error) {
    return Err(thrownMessage(error));
  }
}

export const postLogin = (username: string, password: string): Promise<TApiResult<TTokenGrant>> =>
  call(
    (s) => s.ZTokenGrant,
    () => send('POST', apiPaths.login, { body: { username, password } }),
  );

export type TRefreshAnswer =
  | { kind: 'granted'; grant: TTokenGrant }
  /** 401/403: the refresh cookie is missing, expired or revoked */
  | { kind: 'rejected' }
  /** no answer, or a server fault: the session may still be alive; `message` says which */
  | { kind: 'unreachable'; message: string };

/** A refusal is 401 or 403; anything else that is not an answer leaves the session as it was. */
const refused = (status: number) => status === 401 || status === 403;

/** What the server's failure means for a session: the server's own words, or ours when it gave none. */
const outageMessage = (error: TRequestError) =>
  typeof error === 'string' ? error : error[0]?.message || OUR_MESSAGES.unavailable;

/** Rotates the HttpOnly refresh cookie; the body must be JSON `{}` (the server refuses forms). */
export async function postRefresh(): Promise<TRefreshAnswer> {
  let status = 0;
  const result = await call(
    (s) => s.ZTokenGrant,
    async () => {
      const answer = await send('POST', apiPaths.refresh, { body: {} });
      status = answer.status;
      return answer;
    },
  );
  if (result.ok) return { kind: 'granted', grant: result.value };
  return refused(status)
    ? { kind: 'rejected' }
    : { kind: 'unreachable', message: outageMessage(result.error) };
}

export type TSessionAnswer =
  | { kind: 'valid'; session: TSession }
  /** the token is refused (revoked, expired): a refresh may still help */
  | { kind: 'refused' }
  | { kind: 'unreachable'; message: string };

/** Whether a token still opens its session, telling a refusal from an outage. */
export async function checkSession(token: string): Promise<TSessionAnswer> {
  let status = 0;
  const result = await call(
    (s) => s.ZSession,
    async () => {
      const answer = await send('GET', apiPaths.session, { token });
      status = answer.status;
      return answer;
    },
  );
  if (result.ok) return { kind: 'valid', session: result.value };
  if (status === 0 || status >= 500) return { kind: 'unreachable', message: outageMessage(result.error) };
  return { kind: 'refused' };
}

/** Starts acting as a sub-account: a grant like sign-in's, with its own refresh cookie. */
export const postImpersonate = (token: string | null, accountSid: string): Promise<TApiResult<TTokenGrant>> =>
  call(
    (s) => s.ZTokenGrant,
    () => send('POST', apiPaths.impersonate, { body: { accountSid }, token }),
  );

/** Back to the real user's own account; the server revokes the impersonation tokens. */
export const postSwitchBack = (token: string | null): Promise<TApiResult<TTokenGrant>> =>
  call(
    (s) => s.ZTokenGrant,
    () => send('POST', apiPaths.switchBack, { body: {}, token }),
  );

/** Ends the session on the server; the answer does not matter to the caller. */
export async function postLogout(token: string | null): Promise<void> {
  try {
    await send('POST', apiPaths.logout, { body: {}, token });
  } catch {
    // offline: the local session is cleared anyway
  }
}
