import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { makeSession } from '@/testing/data';
import { stubFetch, ok } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { expectPageTitle } from '@/testing/page-title';

// Pages are lazy chunks: seconds to load on a busy two-core machine.
describe('home redirect (/)', () => {
  it('shows a labelled loader while the session loads', async () => {
    renderWithProviders(null, { routes, session: { status: 'loading', session: null } });
    expect(await screen.findByRole('status', { name: OUR_MESSAGES.loadingPortal })).toBeInTheDocument();
  });

  it('sends a user with dashboard-read to /dashboard', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      session: { session: makeSession({ roles: ['supervisor'] }) },
    });
    await expectPageTitle('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a user without dashboard-read to /inbox', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      session: {
        session: makeSession({
          roles: ['gi-agent'],
          accountConfig: { funded: '1', feature_inbox_enabled: '1' },
        }),
      },
    });
    await expectPageTitle('Inbox');
    expect(router.state.location.pathname).toBe('/inbox');
  });

  it.each(['/login', '/signin', '/sign-in'])(
    'leads a signed-in user from %s home, not to Page not found',
    async (path) => {
      const { router } = renderWithProviders(null, {
        routes,
        route: path,
        session: { session: makeSession({ roles: ['supervisor'] }) },
      });
      await expectPageTitle('Dashboard');
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('shows the login page when signed out', async () => {
    renderWithProviders(null, { routes, session: { status: 'signed-out', session: null } });
    await expectPageTitle('Log in to Parley');
  });

  it("shows the can't-reach page, not the login page, while the server is away", async () => {
    renderWithProviders(null, {
      routes,
      session: { status: 'unreachable', session: null, problem: OUR_MESSAGES.unreachable },
    });
    await expectPageTitle("Can't reach Parley");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('goes back to the page whose session ended when it was carried in the state', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      route: { pathname: '/', state: { returnTo: '/contacts?page=2' } },
      session: { session: makeSession({ roles: ['supervisor'] }) },
    });
    await expectPageTitle('Contacts');
    expect(router.state.location.pathname).toBe('/contacts');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('never follows a return path to another site', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      route: { pathname: '/', state: { returnTo: '//evil.example/x' } },
      session: { session: makeSession({ roles: ['supervisor'] }) },
    });
    await expectPageTitle('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the session-ended page when the session ended', async () => {
    stubFetch({ 'GET /v3/portal/config': () => ok({ version: '1.0.0', sentryDsn: null }) });
    renderWithProviders(null, { routes, session: { status: 'ended', session: null } });
    await expectPageTitle('Your session has ended');
  });
});
