import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { makeSession } from '@/testing/data';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { expectPageTitle } from '@/testing/page-title';

// Pages are lazy chunks: seconds to load on a busy two-core machine.
describe('protected layout', () => {
  it('signed out, shows the login page in place and keeps the address', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      route: '/inbox',
      session: { status: 'signed-out', session: null },
    });
    await expectPageTitle('Log in to Parley');
    expect(router.state.location.pathname).toBe('/inbox');
  });

  it("with the server away, shows the can't-reach page in place and keeps the address", async () => {
    const { router } = renderWithProviders(null, {
      routes,
      route: '/contacts',
      session: { status: 'unreachable', session: null, problem: OUR_MESSAGES.unreachable },
    });
    await expectPageTitle("Can't reach Parley");
    expect(screen.queryByRole('heading', { level: 1, name: 'Log in to Parley' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contacts');
  });

  it('ended, shows the session-ended page', async () => {
    stubFetch({ 'GET /v3/portal/config': () => ok({ version: '1.0.0', sentryDsn: null }) });
    renderWithProviders(null, { routes, route: '/dashboard', session: { status: 'ended', session: null } });
    await expectPageTitle('Your session has ended');
  });

  it('signed in, frames the page with the header and main landmarks', async () => {
    renderWithProviders(null, { routes, route: '/dashboard', session: { session: makeSession() } });
    await expectPageTitle('Dashboard');
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
    // the shell comes with the page's chunk: seconds on a busy machine
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(visited).toContain('/'));
  });

  it('an unknown address shows Page not found with a link home', async () => {
    renderWithProviders(null, { routes, route: '/no/such/page', session: {} });
    await expectPageTitle('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
