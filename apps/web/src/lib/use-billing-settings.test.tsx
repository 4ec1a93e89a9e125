import { BILLING_SETTINGS_DEFAULTS, BILLING_SETTINGS_RESET_EVENTS, type TSession } from '@parley/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGrant, makeSession } from '@/testing/data';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { fakeSession } from '@/testing/test-utils';
import { BILLING_SETTINGS_KEY } from './billing-settings';
import type { TSessionBus, TSessionEvent } from './session-broadcast';
import { SessionContext } from './session';
import { SessionController } from './session-controller';
import { useBillingSettings } from './use-billing-settings';

const OLIVIA = makeSession();
const BRUNO = makeSession({ clientId: `CL${'2'.repeat(32)}`, displayName: 'Bruno Admin' });

const expired = { code: 'session_expired', message: 'expired' };

let controller: SessionController | undefined;
afterEach(() => {
  controller?.stop();
  controller = undefined;
  vi.unstubAllGlobals();
});

/** The hook as `session`'s user sees it; `rerender` with another session switches user. */
function renderSettings(session: TSession = OLIVIA) {
  let current = session;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext value={fakeSession({ session: current })}>{children}</SessionContext>
  );
  const hook = renderHook(() => useBillingSettings(), { wrapper });
  return {
    ...hook,
    settings: () => hook.result.current[0],
    change: (values: Parameters<(typeof hook.result.current)[1]>[0]) =>
      act(() => hook.result.current[1](values)),
    switchTo(next: TSession) {
      current = next;
      hook.rerender();
    },
  };
}

/** Another tab of the same browser: what it posts, the controller under test hears. */
function otherTab() {
  const listeners = new Set<(event: TSessionEvent) => void>();
  const bus: TSessionBus = {
    post: () => {},
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
  return { bus, post: (event: TSessionEvent) => listeners.forEach((listener) => listener(event)) };
}

function startController(bus: TSessionBus) {
  document.cookie = '__Host-parley_session=1; Path=/; Secure; SameSite=Strict';
  controller = new SessionController({ createBus: () => bus });
  controller.start();
  return controller;
}

const settledIn = (c: SessionController, status: string) =>
  vi.waitFor(() => expect(c.getSnapshot().status).toBe(status));

describe('billing settings (doc 001 §3)', () => {
  it('start at the defaults: no welcome message, every switch off', () => {
    const { settings } = renderSettings();
    expect(settings()).toEqual({
      welcomeMessage: '',
      showAccountBalanceInNavBar: false,
      showAccountBalanceInBilling: false,
      defaultOpenAutoRechargeSettingsWhenDisabled: false,
    });
    expect(settings()).toEqual(BILLING_SETTINGS_DEFAULTS);
    expect(BILLING_SETTINGS_RESET_EVENTS).toEqual(['login', 'logout']);
  });

  it('a change shows at once and is kept in the tab: a reload reads it back', () => {
    const first = renderSettings();
    first.change({ showAccountBalanceInNavBar: true });
    first.change({ welcomeMessage: 'Hello, billing' });
    expect(first.settings()).toMatchObject({
      showAccountBalanceInNavBar: true,
      welcomeMessage: 'Hello, billing',
    });
    first.unmount();

    const again = renderSettings();
    expect(again.settings()).toEqual({
      ...BILLING_SETTINGS_DEFAULTS,
      showAccountBalanceInNavBar: true,
      welcomeMessage: 'Hello, billing',
    });
  });

  it('every reader sees a change made elsewhere', () => {
    const header = renderSettings();
    const page = renderSettings();
    page.change({ showAccountBalanceInBilling: true });
    expect(header.settings().showAccountBalanceInBilling).toBe(true);
  });

  it('a value that does not pass the schema reads as its default', () => {
    sessionStorage.setItem(
      BILLING_SETTINGS_KEY,
      JSON.stringify({
        [OLIVIA.clientId]: { showAccountBalanceInNavBar: 'yes', welcomeMessage: 'x'.repeat(1001), extra: 1 },
      }),
    );
    expect(renderSettings().settings()).toEqual(BILLING_SETTINGS_DEFAULTS);
    sessionStorage.setItem(BILLING_SETTINGS_KEY, 'not json');
    expect(renderSettings().settings()).toEqual(BILLING_SETTINGS_DEFAULTS);
  });

  it('are each user’s own', () => {
    const hook = renderSettings(OLIVIA);
    hook.change({ showAccountBalanceInNavBar: true });
    hook.switchTo(BRUNO);
    expect(hook.settings()).toEqual(BILLING_SETTINGS_DEFAULTS);
    hook.change({ defaultOpenAutoRechargeSettingsWhenDisabled: true });
    hook.switchTo(OLIVIA);
    expect(hook.settings()).toEqual({ ...BILLING_SETTINGS_DEFAULTS, showAccountBalanceInNavBar: true });
  });

  it('acting as a sub-account keeps them: they are the user’s, not the account’s', () => {
    const hook = renderSettings(OLIVIA);
    hook.change({ showAccountBalanceInNavBar: true });
    hook.switchTo({ ...OLIVIA, accountId: `AC${'3'.repeat(32)}`, yPrivs: OLIVIA.privs });
    expect(hook.settings().showAccountBalanceInNavBar).toBe(true);
  });

  it('reset to the defaults at login', async () => {
    const grant = makeGrant();
    stubFetch({
      'POST /v3/auth/refresh': () => fail(401, expired),
      'POST /v3/auth/login': () => ok(grant),
    });
    const c = startController(otherTab().bus);
    await settledIn(c, 'signed-out');
    // kept from an earlier session in this tab that ended without a logout
    const hook = renderSettings(grant.session);
    hook.change({ showAccountBalanceInNavBar: true, welcomeMessage: 'Left over' });
    await act(() => c.signIn('owner@acme.test', 'Parley2026demo'));
    expect(hook.settings()).toEqual(BILLING_SETTINGS_DEFAULTS);
    expect(sessionStorage.getItem(BILLING_SETTINGS_KEY)).toBeNull();
  });

  it('a refused sign-in changes nothing', async () => {
    stubFetch({
      'POST /v3/auth/refresh': () => fail(401, expired),
      'POST /v3/auth/login': () => fail(401, { code: 'unauthenticated', message: 'no' }),
    });
    const c = startController(otherTab().bus);
    await settledIn(c, 'signed-out');
    const hook = renderSettings();
    hook.change({ showAccountBalanceInNavBar: true });
    await act(() => c.signIn('owner@acme.test', 'wrong'));
    expect(hook.settings().showAccountBalanceInNavBar).toBe(true);
  });

  it('reset to the defaults at logout, every user’s in the tab', async () => {
    const grant = makeGrant();
    stubFetch({
      'POST /v3/auth/refresh': () => ok(grant),
      'POST /v3/auth/logout': () => ok({ loggedOut: true }),
    });
    const c = startController(otherTab().bus);
    await settledIn(c, 'signed-in');
    const hook = renderSettings(grant.session);
    hook.change({ showAccountBalanceInNavBar: true });
    hook.switchTo(BRUNO);
    hook.change({ showAccountBalanceInBilling: true });
    await act(() => c.signOut());
    expect(hook.settings()).toEqual(BILLING_SETTINGS_DEFAULTS);
    hook.switchTo(grant.session);
    expect(hook.settings()).toEqual(BILLING_SETTINGS_DEFAULTS);
  });

  it.each([
    ['logout', 'signed-out'],
    ['login', 'signed-in'],
  ] as const)('a %s in another tab resets them in this one too', async (_, event) => {
    const grant = makeGrant();
    stubFetch({
      'POST /v3/auth/refresh': () => ok(grant),
      'GET /v3/auth/session': () => ok(grant.session),
    });
    const tab = otherTab();
    const c = startController(tab.bus);
    await settledIn(c, 'signed-in');
    const hook = renderSettings(grant.session);
    hook.change({ showAccountBalanceInNavBar: true });
    act(() => tab.post(event));
    await waitFor(() => expect(hook.settings()).toEqual(BILLING_SETTINGS_DEFAULTS));
  });

  it('a reload keeps them: starting the session again is not a login', async () => {
    const grant = makeGrant();
    stubFetch({ 'POST /v3/auth/refresh': () => ok(grant) });
    const hook = renderSettings(grant.session);
    hook.change({ showAccountBalanceInNavBar: true });
    const c = startController(otherTab().bus);
    await settledIn(c, 'signed-in');
    expect(hook.settings().showAccountBalanceInNavBar).toBe(true);
  });
});
