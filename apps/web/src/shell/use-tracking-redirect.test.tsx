import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { renderWithProviders } from '@/testing/test-utils';
import { TRACKING_REDIRECT_KEY, useTrackingRedirect } from './use-tracking-redirect';

function Frame() {
  useTrackingRedirect();
  return <p>page</p>;
}

const routes = [
  { path: '/tracking/number/available', element: <h1>Available Tracking Numbers</h1> },
  { path: '*', element: <Frame /> },
];

describe('useTrackingRedirect', () => {
  it('sends the user once to /tracking/number/available and clears the flag', async () => {
    localStorage.setItem(TRACKING_REDIRECT_KEY, '1');
    const { router, unmount } = renderWithProviders(null, { routes, route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Available Tracking Numbers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tracking/number/available');
    expect(localStorage.getItem(TRACKING_REDIRECT_KEY)).toBeNull();
    unmount();

    const again = renderWithProviders(null, { routes, route: '/dashboard' });
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/dashboard');
  });

  it('without the flag, stays', () => {
    const { router } = renderWithProviders(null, { routes, route: '/dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a user who may not see the numbers page stays, and the flag is spent', async () => {
    localStorage.setItem(TRACKING_REDIRECT_KEY, '1');
    const { router } = renderWithProviders(null, {
      routes,
      route: '/inbox',
      session: { session: makeSession({ roles: ['gi-agent'] }) },
    });
    await vi.waitFor(() => expect(localStorage.getItem(TRACKING_REDIRECT_KEY)).toBeNull());
    expect(router.state.location.pathname).toBe('/inbox');
  });

  it("a flag set to '0' sends nowhere", async () => {
    localStorage.setItem(TRACKING_REDIRECT_KEY, '0');
    const { router } = renderWithProviders(null, { routes, route: '/dashboard' });
    await vi.waitFor(() => expect(localStorage.getItem(TRACKING_REDIRECT_KEY)).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
