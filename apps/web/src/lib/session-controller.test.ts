import { OUR_MESSAGES, TOKEN_CHECK_INTERVAL_MS } from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGrant, makeSession, makeToken } from '@/testing/data';
import { authorizationOf, fail, ok, stubFetch } from '@/testing/fetch-stub';
import type { TSessionBus, TSessionEvent } from './session-broadcast';
import {
  HAD_SESSION_KEY,
  REFRESH_BEFORE_EXPIRY_MS,
  RETRY_DELAYS_MS,
  SessionController,
  type TSessionControllerOptions,
} from './session-controller';
import { getSubaccountToken, setSubaccountToken } from './subaccount-token';
import { getAccessToken, readTokenCookie, setAccessToken } from './token-store';

const expired = { code: 'session_expired', message: OUR_MESSAGES.sessionExpired };

let controller: SessionController | undefined;
afterEach(() => {
  controller?.stop();
  controller = undefined;
  vi.useRealTimers();
});

/** The server's readable cookie that says a refresh cookie is here. */
function setHint() {
  document.cookie = '__Host-parley_session=1; Path=/; Secure; SameSite=Strict';
}

/** An in-memory stand-in for BroadcastChannel: what one member posts, every other one hears. */
function busHub() {
  const members = new Set<Set<(event: TSessionEvent) => void>>();
  return (): TSessionBus => {
    const mine = new Set<(event: TSessionEvent) => void>();
    members.add(mine);
    return {
      post: (event) => {
        for (const member of members) if (member !== mine) for (const listener of member) listener(event);
      },
      subscribe: (listener) => {
        mine.add(listener);
        return () => mine.delete(listener);
      },
      close: () => members.delete(mine),
    };
  };
}

/** Starts a controller; by default the browser holds the hint of a refresh cookie. */
function boot(
  onCleared = vi.fn(),
  { hint = true, ...options }: TSessionControllerOptions & { hint?: boolean } = {},
) {
  if (hint) setHint();
  controller = new SessionController({ onCleared, createBus: busHub(), ...options });
  controller.start();
  return controller;
}

/** Resolves once the controller leaves `loading` (or is in `status`). */
function settled(c: SessionController, status?: string) {
  return vi.waitFor(() => {
    const now = c.getSnapshot().status;
    if (status ? now !== status : now === 'loading') throw new Error(`still ${now}`);
  });
}

describe('starting', () => {
  it('reuses a still-valid token from the cookie without refreshing', async () => {
    const expiresAt = Date.now() + 20 * 60_000;
    const token = makeToken(expiresAt, 'kept');
    setAccessToken(token, expiresAt);
    const session = makeSession();
    const fetchMock = stubFetch({ 'GET /v3/auth/session': () => ok(session) });
    const c = boot();
    await settled(c);
    expect(c.getSnapshot()).toMatchObject({ status: 'signed-in', session });
    expect(authorizationOf(fetchMock.mock.calls[0]![1])).toBe(`Bearer ${token}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes when the cookie token is refused', async () => {
    const expiresAt = Date.now() + 20 * 60_000;
    setAccessToken(makeToken(expiresAt, 'revoked'), expiresAt);
    const grant = makeGrant({}, 30, 'fresh');
    const fetchMock = stubFetch({
      'GET /v3/auth/session': () => fail(401, expired),
      'POST /v3/auth/refresh': () => ok(grant),
    });
    const c = boot();
    await settled(c);
    expect(c.getSnapshot().status).toBe('signed-in');
    expect(getAccessToken()).toBe(grant.accessToken);
    expect(readTokenCookie()?.token).toBe(grant.accessToken);
    const refreshCall = fetchMock.mock.calls.find(([url]) => url === '/v3/auth/refresh')!;
    expect(refreshCall[1]).toMatchObject({ method: 'POST', body: '{}', credentials: 'same-origin' });
    expect((refreshCall[1]!.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('without a token or the hint of a refresh cookie, asks nothing and is signed out', async () => {
    const fetchMock = stubFetch({});
    const c = boot(vi.fn(), { hint: false });
    await settled(c);
    expect(c.getSnapshot().status).toBe('signed-out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a tab that had a session and has neither token nor hint, reloaded, says it ended without asking', async () => {
    sessionStorage.setItem(HAD_SESSION_KEY, '1');
    const fetchMock = stubFetch({});
    const c = boot(vi.fn(), { hint: false });
    await settled(c);
    expect(c.getSnapshot().status).toBe('ended');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with only the hint, refreshes; a refused refresh means signed out', async () => {
    const fetchMock = stubFetch({ 'POST /v3/auth/refresh': () => fail(401, expired) });
    const c = boot();
    await settled(c);
    expect(c.getSnapshot().status).toBe('signed-out');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a tab that had a session shows it ended', async () => {
    sessionStorage.setItem(HAD_SESSION_KEY, '1');
    stubFetch({ 'POST /v3/auth/refresh': () => fail(401, expired) });
    const c = boot();
    await settled(c);
    expect(c.getSnapshot().status).toBe('ended');
  });

  it('starting twice (strict mode) boots once', async () => {
    const fetchMock = stubFetch({ 'POST /v3/auth/refresh': () => ok(makeGrant()) });
    const c = boot();
    c.stop();
    c.start();
    await settled(c);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('refreshing', () => {
  it('concurrent refreshes share one request', async () => {
    const fetchMock = stubFetch({ 'POST /v3/auth/refresh': () => ok(makeGrant({}, 30, 'one')) });
    controller = new SessionController({ createBus: busHub() });
    const outcomes = await Promise.all([controller.refresh(), controller.refresh(), controller.refresh()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Set(outcomes.map((o) => o.kind))).toEqual(new Set(['refreshed']));
  });

  it('holds the cross-tab lock while refreshing', async () => {
    const request = vi.fn((_name: string, _options: object, fn: () => Promise<unknown>) => fn());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    stubFetch({ 'POST /v3/auth/refresh': () => ok(makeGrant()) });
    controller = new SessionController({ createBus: busHub() });
    await controller.refresh();
    expect(request).toHaveBeenCalledWith('parley-refresh', { mode: 'exclusive' }, expect.any(Function));
  });

  it('adopts the token another tab refreshed instead of spending the refresh token again', async () => {
    const expiresAt = Date.now() + 30 * 60_000;
    const theirs = makeToken(expiresAt, 'other-tab');
    setAccessToken(theirs, expiresAt);
    const fetchMock = stubFetch({
      'GET /v3/auth/session': () => ok(makeSession()),
      'POST /v3/auth/refresh': () => ok(makeGrant()),
    });
    controller = new SessionController({ createBus: busHub() });
    const outcome = await controller.refresh('my-old-token');
    expect(outcome).toEqual({ kind: 'refreshed', token: theirs });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v3/auth/session']);
  });

  it('does not adopt the token that was just refused', async () => {
    const expiresAt = Date.now() + 30 * 60_000;
    const refused = makeToken(expiresAt, 'refused');
    setAccessToken(refused, expiresAt);
    const fetchMock = stubFetch({ 'POST /v3/auth/refresh': () => ok(makeGrant({}, 30, 'new')) });
    controller = new SessionController({ createBus: busHub() });
    await controller.refresh(refused);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v3/auth/refresh']);
  });

  it('a refused refresh ends the session and clears what it held', async () => {
    const onCleared = vi.fn();
    stubFetch({ 'POST /v3/auth/refresh': [() => ok(makeGrant()), () => fail(401, expired)] });
    const c = boot(onCleared);
    await settled(c, 'signed-in');
    setSubaccountToken({
      accessToken: 'sub',
      expiresAt: Date.now() + 60_000,
      accountSid: `AC${'0'.repeat(32)}`,
    });
    expect(await c.refresh()).toEqual({ kind: 'rejected' });
    expect(c.getSnapshot().status).toBe('ended');
    expect(getAccessToken()).toBeNull();
    expect(readTokenCookie()).toBeNull();
    expect(getSubaccountToken()).toBeNull();
    expect(onCleared).toHaveBeenCalled();
  });

  it('refreshes a minute before the token expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // 4 minutes: the expiry timer (at 3 min) comes before the 5-minute check
    const fetchMock = stubFetch({ 'POST /v3/auth/refresh': () => ok(makeGrant({}, 4)) });
    const c = boot();
    await vi.waitFor(() => expect(c.getSnapshot().status).toBe('signed-in'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4 * 60_000 - REFRESH_BEFORE_EXPIRY_MS - 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the 5-minute check refreshes a token that expires within the next 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // 8 minutes: at the first check (5 min) it has 3 left, before its own timer (7 min) fires
    const fetchMock = stubFetch({ 'POST /v3/auth/refresh': () => ok(makeGrant({}, 8)) });
    const c = boot();
    await vi.waitFor(() => expect(c.getSnapshot().status).toBe('signed-in'));
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the 5-minute check leaves a token with more than 5 minutes alone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const fetchMock = stubFetch({ 'POST /v3/auth/refresh': () => ok(makeGrant({}, 30)) });
    const c = boot();
    await vi.waitFor(() => expect(c.getSnapshot().status).toBe('signed-in'));
    await vi.advanceTimersByTimeAsync(2 * TOKEN_CHECK_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('signing in and out', () => {
  it('signIn answers the session and stores the token', async () => {
    const grant = makeGrant();
    const fetchMock = stubFetch({
      'POST /v3/auth/refresh': () => fail(401, expired),
      'POST /v3/auth/login': () => ok(grant),
    });
    const c = boot();
    await settled(c);
    const result = await c.signIn('owner@acme.test', 'Parley2026demo');
    expect(result).toEqual({ ok: true, value: grant.session });
    expect(c.getSnapshot().status).toBe('signed-in');
    expect(getAccessToken()).toBe(grant.accessToken);
    expect(sessionStorage.getItem(HAD_SESSION_KEY)).toBe('1');
    const login = fetchMock.mock.calls.find(([url]) => url === '/v3/auth/login')!;
    expect(JSON.parse(String(login[1]!.body))).toEqual({
      username: 'owner@acme.test',
      password: 'Parley2026demo',
    });
  });

  it('a refused sign-in answers the server error and stays signed out', async () => {
    const wrong = { code: 'unauthenticated', message: OUR_MESSAGES.invalidCredentials };
    stubFetch({
      'POST /v3/auth/refresh': () => fail(401, expired),
      'POST /v3/auth/login': () => fail(401, wrong),
    });
    const c = boot();
    await settled(c);
    expect(await c.signIn('owner@acme.test', 'nope')).toEqual({ ok: false, error: [wrong] });
    expect(c.getSnapshot().status).toBe('signed-out');
  });

  it('signOut calls logout with the bearer and clears everything', async () => {
    const grant = makeGrant();
    const fetchMock = stubFetch({
      'POST /v3/auth/refresh': () => ok(grant),
      'POST /v3/auth/logout': () => ok({ loggedOut: true }),
    });
    const c = boot();
    await settled(c);
    setSubaccountToken({
      accessToken: 'sub',
      expiresAt: Date.now() + 60_000,
      accountSid: `AC${'0'.repeat(32)}`,
    });
    await c.signOut();
    const logout = fetchMock.mock.calls.find(([url]) => url === '/v3/auth/logout')!;
    expect(authorizationOf(logout[1])).toBe(`Bearer ${grant.accessToken}`);
    expect(logout[1]!.body).toBe('{}');
    expect(c.getSnapshot()).toEqual({ status: 'signed-out', session: null, expiresAt: null });
    expect(getAccessToken()).toBeNull();
    expect(readTokenCookie()).toBeNull();
    expect(getSubaccountToken()).toBeNull();
    expect(sessionStorage.getItem(HAD_SESSION_KEY)).toBeNull();
  });

  it('acknowledgeEnded turns ended into signed out for good', async () => {
    sessionStorage.setItem(HAD_SESSION_KEY, '1');
    stubFetch({ 'POST /v3/auth/refresh': () => fail(401, expired) });
    const c = boot();
    await settled(c);
    c.acknowledgeEnded();
    expect(c.getSnapshot().status).toBe('signed-out');
    expect(sessionStorage.getItem(HAD_SESSION_KEY)).toBeNull();
  });
});

describe('the server out of reach', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  it('with a valid token, waits for the server instead of refreshing, and keeps the token', async () => {
    const expiresAt = Date.now() + 20 * 60_000;
    const token = makeToken(expiresAt, 'kept');
    setAccessToken(token, expiresAt);
    const fetchMock = stubFetch({ 'GET /v3/auth/session': offline, 'POST /v3/auth/refresh': offline });
    const c = boot();
    await settled(c);
    expect(c.getSnapshot()).toMatchObject({ status: 'unreachable', problem: OUR_MESSAGES.unreachable });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v3/auth/session']);
    expect(readTokenCookie()?.token).toBe(token);
  });

  it('with only the refresh cookie, says so too, not signed out and not ended', async () => {
    sessionStorage.setItem(HAD_SESSION_KEY, '1');
    stubFetch({ 'POST /v3/auth/refresh': offline });
    const c = boot();
    await settled(c);
    expect(c.getSnapshot().status).toBe('unreachable');
    expect(document.cookie).toContain('__Host-parley_session=1');
  });

  it('a server fault (a gateway page, not our envelope) is a problem of its own, not a refusal', async () => {
    stubFetch({ 'POST /v3/auth/refresh': () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }) });
    const c = boot();
    await settled(c);
    expect(c.getSnapshot()).toMatchObject({ status: 'unreachable', problem: OUR_MESSAGES.unavailable });
  });

  it('tries again by itself, waiting longer each time, and resumes with the same session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const expiresAt = Date.now() + 20 * 60_000;
    const token = makeToken(expiresAt, 'kept');
    setAccessToken(token, expiresAt);
    const session = makeSession();
    let up = false;
    const fetchMock = stubFetch({ 'GET /v3/auth/session': () => (up ? ok(session) : offline()) });
    const c = boot();
    await vi.waitFor(() => expect(c.getSnapshot().status).toBe('unreachable'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // the second wait is longer than the first
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    up = true;
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] - RETRY_DELAYS_MS[0]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(c.getSnapshot()).toMatchObject({ status: 'signed-in', session });
    expect(getAccessToken()).toBe(token);
    // once back, no more retries
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.at(-1)! * 2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retry() asks again at once, and so does the browser coming back online', async () => {
    let up = false;
    const grant = makeGrant();
    const fetchMock = stubFetch({ 'POST /v3/auth/refresh': () => (up ? ok(grant) : offline()) });
    const c = boot();
    await settled(c, 'unreachable');
    await c.retry();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(c.getSnapshot().status).toBe('unreachable');
    up = true;
    window.dispatchEvent(new Event('online'));
    await settled(c, 'signed-in');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getAccessToken()).toBe(grant.accessToken);
  });

  it("signing in says the portal can't be reached, never the browser's 'Failed to fetch'", async () => {
    stubFetch({ 'POST /v3/auth/login': offline });
    const c = boot(vi.fn(), { hint: false });
    await settled(c);
    expect(await c.signIn('owner@acme.test', 'Parley2026demo')).toEqual({
      ok: false,
      error: OUR_MESSAGES.unreachable,
    });
    expect(c.getSnapshot().status).toBe('signed-out');
  });
});

describe('tabs of one browser', () => {
  type TTab = {
    controller: SessionController;
    getAccessToken: () => string | null;
  };
  const hub = busHub();
  const tabs: SessionController[] = [];
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.stop();
  });

  /** A tab of its own: a fresh copy of the modules, so its token in memory is its own. */
  async function openTab(options: TSessionControllerOptions = {}): Promise<TTab> {
    vi.resetModules();
    const controllerModule = await import('./session-controller');
    const tokens = await import('./token-store');
    const tab = new controllerModule.SessionController({ createBus: hub, ...options });
    tabs.push(tab);
    tab.start();
    return { controller: tab, getAccessToken: tokens.getAccessToken };
  }

  /** Both tabs signed in on the token in the cookie. */
  async function twoSignedInTabs(options: TSessionControllerOptions = {}) {
    const expiresAt = Date.now() + 20 * 60_000;
    const token = makeToken(expiresAt, 'shared');
    setAccessToken(token, expiresAt);
    setHint();
    const a = await openTab();
    const b = await openTab(options);
    await settled(a.controller, 'signed-in');
    await settled(b.controller, 'signed-in');
    return { a, b, token };
  }

  it('signing out in one tab signs the others out at once, without a request of their own', async () => {
    const fetchMock = stubFetch({
      'GET /v3/auth/session': () => ok(makeSession()),
      'POST /v3/auth/logout': () => ok({ loggedOut: true }),
    });
    const { a, b } = await twoSignedInTabs();
    fetchMock.mockClear();
    await a.controller.signOut();
    expect(b.controller.getSnapshot().status).toBe('signed-out');
    expect(b.getAccessToken()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v3/auth/logout']);
  });

  it('signing in in one tab signs the others in with its token, spending no refresh token', async () => {
    const grant = makeGrant({}, 30, 'fresh');
    const fetchMock = stubFetch({
      'POST /v3/auth/login': () => ok(grant),
      'GET /v3/auth/session': () => ok(grant.session),
    });
    const a = await openTab();
    const b = await openTab();
    await settled(a.controller);
    await settled(b.controller);
    expect(b.controller.getSnapshot().status).toBe('signed-out');
    await a.controller.signIn('owner@acme.test', 'Parley2026demo');
    await settled(b.controller, 'signed-in');
    expect(b.getAccessToken()).toBe(grant.accessToken);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v3/auth/login', '/v3/auth/session']);
  });

  it('acting as a sub-account in one tab makes the others follow and load their data again', async () => {
    const west = makeGrant({ accountId: `AC${'2'.repeat(32)}` }, 30, 'west');
    stubFetch({
      'GET /v3/auth/session': ({ init }) =>
        ok(authorizationOf(init) === `Bearer ${west.accessToken}` ? west.session : makeSession()),
      'POST /v3/auth/impersonate': () => ok(west),
    });
    const onIdentityChanged = vi.fn();
    const { a, b } = await twoSignedInTabs({ onIdentityChanged });
    await a.controller.impersonate(west.session.accountId);
    await vi.waitFor(() =>
      expect(b.controller.getSnapshot().session?.accountId).toBe(west.session.accountId),
    );
    expect(b.getAccessToken()).toBe(west.accessToken);
    expect(onIdentityChanged).toHaveBeenCalledTimes(1);
  });

  it('a session refused in one tab shows as ended in the others', async () => {
    stubFetch({
      'GET /v3/auth/session': () => ok(makeSession()),
      'POST /v3/auth/refresh': () => fail(401, expired),
    });
    const { a, b, token } = await twoSignedInTabs();
    expect(await a.controller.refresh(token)).toEqual({ kind: 'rejected' });
    expect(a.controller.getSnapshot().status).toBe('ended');
    expect(b.controller.getSnapshot().status).toBe('ended');
  });
});
