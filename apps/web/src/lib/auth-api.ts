import { Err, MESSAGES, Ok, ZSession, ZTokenGrant, type TSession, type TTokenGrant } from '@parley/domain';
import { apiPaths } from '@/config/paths';
import { readFirst, thrownMessage, type TApiResult } from './envelope';
import { send, type TRawAnswer } from './http';

/**
 * The session calls. They go straight to `send`, not through the request helpers: a refused
 * refresh must not itself trigger a refresh.
 */
type TParse<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false } };

async function call<T>(schema: TParse<T>, run: () => Promise<TRawAnswer>): Promise<TApiResult<T>> {
  try {
    const first = readFirst<unknown>(await run());
    if (!first.ok) return first;
    const parsed = schema.safeParse(first.value);
    return parsed.success ? Ok(parsed.data) : Err(MESSAGES.undefinedError);
  } catch (error) {
    return Err(thrownMessage(error));
  }
}

export const postLogin = (username: string, password: string): Promise<TApiResult<TTokenGrant>> =>
  call(ZTokenGrant, () => send('POST', apiPaths.login, { body: { username, password } }));

export type TRefreshAnswer =
  | { kind: 'granted'; grant: TTokenGrant }
  /** 401/403: the refresh cookie is missing, expired or revoked */
  | { kind: 'rejected' }
  /** no answer, or a server fault: the session may still be alive */
  | { kind: 'unreachable' };

/** Rotates the HttpOnly refresh cookie; the body must be JSON `{}` (the server refuses forms). */
export async function postRefresh(): Promise<TRefreshAnswer> {
  let status = 0;
  const result = await call(ZTokenGrant, async () => {
    const answer = await send('POST', apiPaths.refresh, { body: {} });
    status = answer.status;
    return answer;
  });
  if (result.ok) return { kind: 'granted', grant: result.value };
  return status === 401 || status === 403 ? { kind: 'rejected' } : { kind: 'unreachable' };
}

export const fetchSession = (token: string): Promise<TApiResult<TSession>> =>
  call(ZSession, () => send('GET', apiPaths.session, { token }));

/** Starts acting as a sub-account: a grant like sign-in's, with its own refresh cookie. */
export const postImpersonate = (token: string | null, accountSid: string): Promise<TApiResult<TTokenGrant>> =>
  call(ZTokenGrant, () => send('POST', apiPaths.impersonate, { body: { accountSid }, token }));

/** Back to the real user's own account; the server revokes the impersonation tokens. */
export const postSwitchBack = (token: string | null): Promise<TApiResult<TTokenGrant>> =>
  call(ZTokenGrant, () => send('POST', apiPaths.switchBack, { body: {}, token }));

/** Ends the session on the server; the answer does not matter to the caller. */
export async function postLogout(token: string | null): Promise<void> {
  try {
    await send('POST', apiPaths.logout, { body: {}, token });
  } catch {
    // offline: the local session is cleared anyway
  }
}
