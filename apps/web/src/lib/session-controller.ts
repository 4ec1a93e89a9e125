import { ERROR_CODES, Ok, TOKEN_CHECK_INTERVAL_MS, type TSession, type TTokenGrant } from '@parley/domain';
import type { TRefreshOutcome } from './auth-bridge';
import {
  fetchSession,
  postImpersonate,
  postLogin,
  postLogout,
  postRefresh,
  postSwitchBack,
} from './auth-api';
import type { TApiResult } from './envelope';
import { withRefreshLock } from './refresh-lock';
import { clearSubaccountToken } from './subaccount-token';
import { clearAccessToken, getAccessToken, readTokenCookie, setAccessToken } from './token-store';

export type TSessionStatus = 'loading' | 'signed-out' | 'signed-in' | 'ended';

export interface TSessionState {
  status: TSessionStatus;
  session: TSession | null;
  /** epoch ms when the access token expires */
  expiresAt: number | null;
}

/** Refresh this long before the access token expires. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/** Set while this tab holds a session: a later failure then shows "session ended", not a bare sign-in. */
export const HAD_SESSION_KEY = 'parley_had_session';

/**
 * The session outside React: token life cycle, timers and the one-refresh-at-a-time rule.
 * The provider exposes it through a context; tests drive it directly.
 */
export class SessionController {
  private state: TSessionState = { status: 'loading', session: null, expiresAt: null };
  private readonly listeners = new Set<() => void>();
  private inflight: Promise<TRefreshOutcome> | null = null;
  /** bumped by sign-in and sign-out: answers that arrive after it belong to a past session */
  private generation = 0;
  private booted = false;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private checkTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly onCleared: () => void = () => {}) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TSessionState => this.state;

  /** Idempotent: React's strict mode mounts twice, and a second boot could spend the refresh token twice. */
  start(): void {
    this.checkTimer ??= setInterval(() => this.check(), TOKEN_CHECK_INTERVAL_MS);
    if (this.state.expiresAt !== null) this.scheduleRefresh(this.state.expiresAt);
    if (this.booted) return;
    this.booted = true;
    void this.boot();
  }

  stop(): void {
    clearInterval(this.checkTimer);
    clearTimeout(this.expiryTimer);
    this.checkTimer = undefined;
    this.expiryTimer = undefined;
  }

  async signIn(username: string, password: string): Promise<TApiResult<TSession>> {
    const generation = ++this.generation;
    const result = await postLogin(username, password);
    if (!result.ok) return result;
    const { accessToken, expiresAt, session } = result.value;
    if (generation === this.generation) this.adopt(accessToken, expiresAt, session);
    return Ok(session);
  }

  async signOut(): Promise<void> {
    this.generation++;
    // The server needs the refresh cookie and the bearer to revoke both: call it before clearing.
    await postLogout(getAccessToken());
    sessionStorage.removeItem(HAD_SESSION_KEY);
    this.clear('signed-out');
  }

  /** Acting as one of the user's sub-accounts (doc 000 §4). */
  impersonate(accountSid: string): Promise<TApiResult<TSession>> {
    return this.switchAccount(() => postImpersonate(getAccessToken(), accountSid));
  }

  /** Back to the original account; when the server cannot continue the original session, it is over. */
  async switchBack(): Promise<TApiResult<TSession>> {
    const result = await this.switchAccount(() => postSwitchBack(getAccessToken()));
    if (!result.ok && Array.isArray(result.error) && result.error[0]?.code === ERROR_CODES.sessionExpired) {
      this.end();
    }
    return result;
  }

  /** A fresh copy of the signed-in session (names, account configuration) from the layout's reload. */
  replaceSession(session: TSession): void {
    const current = this.state.session;
    if (this.state.status !== 'signed-in' || !current) return;
    // An answer about another account or user arrived after a switch: it is not this session.
    if (current.accountId !== session.accountId || current.clientId !== session.clientId) return;
    this.set({ ...this.state, session });
  }

  /** From the session-ended page: back to a plain signed-out state. */
  acknowledgeEnded(): void {
    if (this.state.status !== 'ended') return;
    sessionStorage.removeItem(HAD_SESSION_KEY);
    this.set({ status: 'signed-out', session: null, expiresAt: null });
  }

  /** One refresh at a time in this tab; the lock makes it one at a time across tabs. */
  refresh(staleToken: string | null = getAccessToken()): Promise<TRefreshOutcome> {
    this.inflight ??= withRefreshLock(() => this.refreshLocked(staleToken)).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /**
   * Impersonation and switch-back replace the refresh cookie: they run under the refresh lock,
   * after any refresh in flight, so a late refresh answer cannot put the other cookie back.
   */
  private async switchAccount(call: () => Promise<TApiResult<TTokenGrant>>): Promise<TApiResult<TSession>> {
    await this.inflight;
    const result = await withRefreshLock(call);
    if (!result.ok) return result;
    this.generation++;
    clearSubaccountToken();
    const { accessToken, expiresAt, session } = result.value;
    this.adopt(accessToken, expiresAt, session);
    return Ok(session);
  }

  private async boot(): Promise<void> {
    const stored = readTokenCookie();
    if (stored && stored.expiresAt > Date.now()) {
      const generation = this.generation;
      const session = await fetchSession(stored.token);
      if (generation !== this.generation) return;
      if (session.ok) return this.adopt(stored.token, stored.expiresAt, session.value);
    }
    const outcome = await this.refresh(stored?.token ?? null);
    // Server out of reach at start: show sign-in, whose own attempt will report the failure.
    if (outcome.kind === 'unreachable' && this.state.status === 'loading') {
      this.set({ status: 'signed-out', session: null, expiresAt: null });
    }
  }

  private async refreshLocked(staleToken: string | null): Promise<TRefreshOutcome> {
    const generation = this.generation;
    // Another tab may have refreshed while this one waited for the lock: its token is in the
    // cookie, and refreshing again here would reuse a spent refresh token.
    const stored = readTokenCookie();
    if (stored && stored.token !== staleToken && stored.expiresAt - Date.now() > REFRESH_BEFORE_EXPIRY_MS) {
      const session = await fetchSession(stored.token);
      if (generation !== this.generation) return { kind: 'rejected' };
      if (session.ok) {
        this.adopt(stored.token, stored.expiresAt, session.value);
        return { kind: 'refreshed', token: stored.token };
      }
    }
    const answer = await postRefresh();
    if (generation !== this.generation) return { kind: 'rejected' };
    if (answer.kind === 'granted') {
      const { accessToken, expiresAt, session } = answer.grant;
      this.adopt(accessToken, expiresAt, session);
      return { kind: 'refreshed', token: accessToken };
    }
    if (answer.kind === 'rejected') this.end();
    return answer;
  }

  private check(): void {
    const { status, expiresAt } = this.state;
    if (status === 'signed-in' && expiresAt !== null && expiresAt - Date.now() <= TOKEN_CHECK_INTERVAL_MS) {
      void this.refresh();
    }
  }

  private adopt(token: string, expiresAt: number, session: TSession): void {
    setAccessToken(token, expiresAt);
    sessionStorage.setItem(HAD_SESSION_KEY, '1');
    this.set({ status: 'signed-in', session, expiresAt });
    this.scheduleRefresh(expiresAt);
  }

  private scheduleRefresh(expiresAt: number): void {
    clearTimeout(this.expiryTimer);
    const delay = Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - Date.now());
    this.expiryTimer = setTimeout(() => void this.refresh(), delay);
  }

  /** The refresh was refused: "ended" if this tab had a session, otherwise just signed out. */
  private end(): void {
    this.clear(sessionStorage.getItem(HAD_SESSION_KEY) ? 'ended' : 'signed-out');
  }

  private clear(status: 'signed-out' | 'ended'): void {
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    clearAccessToken();
    clearSubaccountToken();
    this.set({ status, session: null, expiresAt: null });
    this.onCleared();
  }

  private set(next: TSessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
