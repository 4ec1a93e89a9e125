import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryFeedback } from '@/components/toast/query-feedback';
import { createQueryClient } from '@/lib/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { cssVariablesResolver, theme } from '@/app/theme';
import { SessionContext, SessionProvider, type TSessionContextValue } from '@/lib/session';
import { makeSession } from './data';

/**
 * env="test" renders a transition's end at once, but its hook still sets a timer for the
 * duration: one firing after the file's jsdom is torn down ends the run with "window is not
 * defined" (seen in CI). With reduced motion respected (vitest.setup.ts reports it), the duration
 * is 0 and no timer is set.
 */
const TEST_THEME = { ...theme, respectReducedMotion: true };

interface TRenderOptions {
  /** routes to mount; by default `ui` alone answers every address */
  routes?: RouteObject[];
  /** where the memory router starts (an object to give it location state) */
  route?: InitialEntry;
  /**
   * A fixed session for the component under test; 'real' mounts the real SessionProvider
   * (stub fetch first: it starts by asking the server).
   */
  session?: Partial<TSessionContextValue> | 'real';
  /** below Mantine's `sm` breakpoint: media queries for a narrow screen match */
  mobile?: boolean;
}

/** jsdom has no layout: answer width queries as a phone (390 px) or a desktop (1280 px) would. */
function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const max = /max-width:\s*([\d.]+)(em|px)/.exec(query);
    const min = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const px = (m: RegExpExecArray) => Number(m[1]) * (m[2] === 'em' ? 16 : 1);
    const matches = (!max || width <= px(max)) && (!min || width >= px(min));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

/** A session context value with sensible signed-in defaults and spy functions. */
export function fakeSession(overrides: Partial<TSessionContextValue> = {}): TSessionContextValue {
  return {
    status: 'signed-in',
    session: makeSession(),
    problem: null,
    signIn: vi.fn(async () => ({ ok: true as const, value: makeSession() })),
    signOut: vi.fn(async () => {}),
    refresh: vi.fn(async () => true),
    retry: vi.fn(async () => {}),
    acknowledgeEnded: vi.fn(),
    impersonate: vi.fn(async () => ({ ok: true as const, value: makeSession() })),
    switchBack: vi.fn(async () => ({ ok: true as const, value: makeSession() })),
    replaceSession: vi.fn(),
    ...overrides,
  };
}

export interface TRenderWithProviders extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** Mantine, a fresh QueryClient (no retries), a session and a memory router around `ui`. */
export function renderWithProviders(ui: ReactNode, options: TRenderOptions = {}): TRenderWithProviders {
  stubViewport(options.mobile ? 390 : 1280);
  // Toasts live in a module-level store: one test's toasts must not show up in the next.
  notifications.clean();
  // the app's client, with its toasts from `meta`, minus retries and the console lines
  const queryClient = createQueryClient({ ...queryFeedback, log: undefined });
  queryClient.setDefaultOptions({ queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } });
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], {
    initialEntries: [options.route ?? '/'],
  });
  const session = options.session ?? {};
  const withSession = (children: ReactNode) =>
    session === 'real' ? (
      <SessionProvider>{children}</SessionProvider>
    ) : (
      <SessionContext value={fakeSession(session)}>{children}</SessionContext>
    );
  const result = render(
    // env="test": no transitions or portals, and popovers do not hide for jsdom's zero-size layout
    <MantineProvider theme={TEST_THEME} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        {withSession(<RouterProvider router={router} />)}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user: userEvent.setup(), router, queryClient };
}
