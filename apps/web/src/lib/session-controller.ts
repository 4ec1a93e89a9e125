import { ERROR_CODES, Ok, TOKEN_CHECK_INTERVAL_MS, type TSession, type TTokenGrant } from '@parley/domain';
import type { TRefreshOutcome } from './auth-bridge';
import {
  checkSession,
  loadSessionSchemas,
  postImpersonate,
  postLogin,
  postLogout,
  postRefresh,
  postSwitchBack,
} from './auth-api';
import { resetBillingSettings } from './billing-settings';
import type { TApiResult } from './envelope';
import { withRefreshLock } from './refresh-lock';
import { createSessionBus, type TSessionBus, type TSessionEvent } from './session-broadcast';
import { clearSubaccountToken } from './subaccount-token';
import {
  clearAccessToken,
  forgetAccessToken,
  getAccessToken,
  mayHaveSession,
  readTokenCookie,
  setAccessToken,
} from './token-store';

/**
 * 'unreachable': a session may exist but the server does not answer; nothing is cleared, and the
 * controller keeps trying until it answers.
 */
export type TSessionStatus = 'loading' | 'signed-out' | 'signed-in' | 'ended' | 'unreachable';

export interface TSessionState {
  status: TSessionStatus;
  session: TSession | null;
  /** epoch ms when the access token expires */
  expiresAt: number | null;
  /** while unreachable: what went wrong, in words for the user */
  problem?: string;
}

/** Refresh this long before the access token expires. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/** Waits between automatic attempts while the server is out of reach: doubling, then every 30 s. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const;

/** Set while this tab holds a session: a later failure then shows "session ended", not a bare sign-in. */
export const HAD_SESSION_KEY = 'parley_had_session';

export interface TSessionControllerOptions {
  /** the session is gone: drop what was loaded for it */
  onCleared?: () => void;
  /** this tab now shows another user or account (a switch here or in another tab): load it all again */
  onIdentityChanged?: () => void;
  /** how the tabs of this browser tell each other; a BroadcastChannel by default */
  createBus?: () => TSessionBus;
}

const SIGNED_OUT: TSessionState = { status: 'signed-out', session: null, expiresAt: null };
const ENDED: TSessionState = { status: 'ended', session: null, expiresAt: null };

/**
 * The session outside React: token life cycle, timers, the one-refresh-at-a-time rule, retries
 * while the server is away, and keeping the tabs of one browser in step.
 * The provider exposes it through a context; tests drive it directly.
 */
export class SessionController {
  private state: TSessionState = { status: 'loading', session: null, expiresAt: null };
  private readonly listeners = new Set<() => void>();
  private inflight: Promise<TRefreshOutcome> | null = null;
  private booting: Promise<void> | null = null;
  /** bumped by sign-in and sign-out: answers that arrive after it belong to a past session */
  private generation = 0;
  private booted = false;
  private retryAttempt = 0;
  private bus: TSessionBus | null = null;
  private unsubscribeBus: (() => void) | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private checkTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: TSessionControllerOptions = {}) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TSessionState => this.state;

  /** Idempotent: React's strict mode mounts twice, and a second boot could spend the refresh token twice. */
  start(): void {
    this.checkTimer ??= setInterval(() => this.check(), TOKEN_CHECK_INTERVAL_MS);
    if (!this.bus) {
      this.bus = (this.options.createBus ?? createSessionBus)();
      this.unsubscribeBus = this.bus.subscribe((event) => this.onBroadcast(event));
      window.addEventListener('online', this.onOnline);
    }
    if (this.state.expiresAt !== null) this.scheduleRefresh(this.state.expiresAt);
    if (this.state.status === 'unreachable') this.scheduleRetry();
    if (this.booted) return;
    this.booted = true;
    void this.runBoot();
  }

  stop(): void {
    clearInterval(this.checkTimer);
    clearTimeout(this.expiryTimer);
    clearTimeout(this.retryTimer);
    this.checkTimer = undefined;
    this.expiryTimer = undefined;
    this.retryTimer = undefined;
    window.removeEventListener('online', this.onOnline);
    this.unsubscribeBus?.();
    this.bus?.close();
    this.unsubscribeBus = null;
    this.bus = null;
  }

  async signIn(username: string, password: string): Promise<TApiResult<TSession>> {
    const generation = ++this.generation;
    const result = await postLogin(username, password);
    if (!result.ok) return result;
    const { accessToken, expiresAt, session } = result.value;
    if (generation === this.generation) {
      // doc 001 §3: the billing settings start from their defaults at login
      resetBillingSettings('login');
      this.adopt(accessToken, expiresAt, session);
      this.tell('signed-in');
    }
    return Ok(session);
  }

  async signOut(): Promise<void> {
    this.generation++;
    // The server needs the refresh cookie and the bearer to revoke both: call it before clearing.
    await postLogout(getAccessToken());
    sessionStorage.removeItem(HAD_SESSION_KEY);
    this.clear('signed-out');
    // doc 001 §3: and again at logout
    resetBillingSettings('logout');
    this.tell('signed-out');
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
      this.tell('ended');
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
    this.set(SIGNED_OUT);
  }

  /** Ask the server again now (the Retry button); only while it is out of reach. */
  retry(): Promise<void> {
    if (this.state.status !== 'unreachable') return Promise.resolve();
    clearTimeout(this.retryTimer);
    return this.runBoot();
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
    this.tell('switched');
    return Ok(session);
  }

  /** One boot at a time: the first start, and each retry while the server is away. */
  private runBoot(): Promise<void> {
    this.booting ??= this.boot().finally(() => {
      this.booting = null;
    });
    return this.booting;
  }

  private async boot(): Promise<void> {
    const generation = this.generation;
    const stored = readTokenCookie();
    // a session is likely: its answer will need zod, so fetch it beside the request, not after
    if (stored || mayHaveSession()) void loadSessionSchemas().catch(() => undefined);
    if (stored && stored.expiresAt > Date.now()) {
      const answer = await checkSession(stored.token);
      if (generation !== this.generation) return;
      if (answer.kind === 'valid') return this.adopt(stored.token, stored.expiresAt, answer.session);
      // The token is good and the server silent: a refresh now could spend the refresh token on
      // an answer that never arrives. Wait for the server instead.
      if (answer.kind === 'unreachable') return this.unreachable(answer.message);
    }
    // No token and no hint of a refresh cookie: a refresh could only be refused (a red 401 in
    // every signed-out visitor's console), so none is sent.
    // A tab that had a session and has lost every trace of it (its page saw the refresh refused,
    // which cleared the token) is told it ended on reload too, not shown a bare sign-in.
    if (!mayHaveSession()) {
      if (this.waiting()) this.set(sessionStorage.getItem(HAD_SESSION_KEY) ? ENDED : SIGNED_OUT);
      return;
    }
    const outcome = await this.refresh(stored?.token ?? null);
    if (outcome.kind === 'unreachable' && generation === this.generation) this.unreachable(outcome.message);
  }

  private async refreshLocked(staleToken: string | null): Promise<TRefreshOutcome> {
    const generation = this.generation;
    // Another tab may have refreshed while this one waited for the lock: its token is in the
    // cookie, and refreshing again here would reuse a spent refresh token.
    const stored = readTokenCookie();
    if (stored && stored.token !== staleToken && stored.expiresAt - Date.now() > REFRESH_BEFORE_EXPIRY_MS) {
      const answer = await checkSession(stored.token);
      if (generation !== this.generation) return { kind: 'rejected' };
      if (answer.kind === 'valid') {
        this.adopt(stored.token, stored.expiresAt, answer.session);
        return { kind: 'refreshed', token: stored.token };
      }
      if (answer.kind === 'unreachable') return answer;
    }
    const answer = await postRefresh();
    if (generation !== this.generation) return { kind: 'rejected' };
    if (answer.kind === 'granted') {
      const { accessToken, expiresAt, session } = answer.grant;
      this.adopt(accessToken, expiresAt, session);
      return { kind: 'refreshed', token: accessToken };
    }
    if (answer.kind === 'rejected') {
      // the refresh cookie is common to all tabs: when it is refused, every tab's session is over
      if (this.state.status === 'signed-in') this.tell('ended');
      this.end();
    }
    return answer;
  }

  /** What another tab did to the session this one shares. */
  private onBroadcast(event: TSessionEvent): void {
    // A login or logout in another tab is one in this tab too (they share the session): the
    // billing settings this tab keeps reset with it, so none outlives the session it was set in.
    if (event === 'signed-in') resetBillingSettings('login');
    if (event === 'signed-in' || event === 'switched') {
      void this.follow();
      return;
    }
    if (event === 'signed-out') resetBillingSettings('logout');
    if (event === 'signed-out' && this.state.status !== 'signed-out') {
      this.generation++;
      sessionStorage.removeItem(HAD_SESSION_KEY);
      this.clear('signed-out', { keepCookie: true });
    }
    if (event === 'ended' && this.state.status === 'signed-in') {
      this.generation++;
      this.end({ keepCookie: true });
    }
  }

  /**
   * Another tab signed in or switched account: take up the token it left in the cookie. This goes
   * through the refresh path, under the cross-tab lock, which adopts that token instead of
   * spending the refresh token again.
   */
  private async follow(): Promise<void> {
    const current = getAccessToken();
    if (current !== null && readTokenCookie()?.token === current) return;
    await this.refresh(current);
  }

  private onOnline = (): void => {
    if (this.state.status === 'unreachable') void this.retry();
    else this.check();
  };

  private check(): void {
    const { status, expiresAt } = this.state;
    if (status === 'signed-in' && expiresAt !== null && expiresAt - Date.now() <= TOKEN_CHECK_INTERVAL_MS) {
      void this.refresh();
    }
  }

  private adopt(token: string, expiresAt: number, session: TSession): void {
    const before = this.state.session;
    setAccessToken(token, expiresAt);
    sessionStorage.setItem(HAD_SESSION_KEY, '1');
    this.retryAttempt = 0;
    clearTimeout(this.retryTimer);
    this.set({ status: 'signed-in', session, expiresAt });
    this.scheduleRefresh(expiresAt);
    if (before && (before.accountId !== session.accountId || before.clientId !== session.clientId)) {
      clearSubaccountToken();
      this.options.onIdentityChanged?.();
    }
  }

  /** Waiting for a first answer: at start, or while the server is away. */
  private waiting(): boolean {
    return this.state.status === 'loading' || this.state.status === 'unreachable';
  }

  /** No answer at start or on a retry: keep everything and try again later. */
  private unreachable(problem: string): void {
    if (!this.waiting()) return;
    this.set({ status: 'unreachable', session: null, expiresAt: null, problem });
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const delay = RETRY_DELAYS_MS[Math.min(this.retryAttempt, RETRY_DELAYS_MS.length - 1)];
    this.retryAttempt++;
    this.retryTimer = setTimeout(() => void this.runBoot(), delay);
  }

  private scheduleRefresh(expiresAt: number): void {
    clearTimeout(this.expiryTimer);
    const delay = Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - Date.now());
    this.expiryTimer = setTimeout(() => void this.refresh(), delay);
  }

  /** The refresh was refused: "ended" if this tab had a session, otherwise just signed out. */
  private end(options: { keepCookie?: boolean } = {}): void {
    this.clear(sessionStorage.getItem(HAD_SESSION_KEY) ? 'ended' : 'signed-out', options);
  }

  /** `keepCookie`: another tab ended the session and may already have put a new token there. */
  private clear(status: 'signed-out' | 'ended', { keepCookie = false }: { keepCookie?: boolean } = {}): void {
    clearTimeout(this.expiryTimer);
    clearTimeout(this.retryTimer);
    this.expiryTimer = undefined;
    if (keepCookie) forgetAccessToken();
    else clearAccessToken();
    clearSubaccountToken();
    this.set({ status, session: null, expiresAt: null });
    this.options.onCleared?.();
  }

  private tell(event: TSessionEvent): void {
    this.bus?.post(event);
  }

  private set(next: TSessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
