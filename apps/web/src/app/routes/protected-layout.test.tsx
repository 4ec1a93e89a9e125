import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { makeSession } from '@/testing/data';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';

describe('protected layout', () => {
  it('signed out, shows the sign-in page in place and keeps the address', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      route: '/inbox',
      session: { status: 'signed-out', session: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Parley' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inbox');
  });

  it('ended, shows the session-ended page', async () => {
    stubFetch({ 'GET /v3/portal/config': () => ok({ version: '1.0.0', sentryDsn: null }) });
    renderWithProviders(null, { routes, route: '/dashboard', session: { status: 'ended', session: null } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session has ended' }),
    ).toBeInTheDocument();
  });

  it('signed in, frames the page with the header and main landmarks', async () => {
    renderWithProviders(null, { routes, route: '/dashboard', session: { session: makeSession() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(OUR_MESSAGES.sectionNotBuilt)).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Acme Inc.');
    expect(header).toHaveTextContent('Olivia Owner');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('Logout in the account menu calls signOut and goes to /', async () => {
    const signOut = vi.fn(async () => {});
    const { user, router } = renderWithProviders(null, { routes, route: '/dashboard', session: { signOut } });
    // The fake session stays signed in, so / redirects on: record every address the router visits.
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(visited).toContain('/'));
  });

  it('an unknown address shows Page not found with a link home', async () => {
    renderWithProviders(null, { routes, route: '/no/such/page', session: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
