import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { makeSession } from '@/testing/data';
import { stubFetch, ok } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inbox');
  });

  it('shows the sign-in page when signed out', async () => {
    renderWithProviders(null, { routes, session: { status: 'signed-out', session: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Parley' })).toBeInTheDocument();
  });

  it('shows the session-ended page when the session ended', async () => {
    stubFetch({ 'GET /v3/portal/config': () => ok({ version: '1.0.0', sentryDsn: null }) });
    renderWithProviders(null, { routes, session: { status: 'ended', session: null } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session has ended' }),
    ).toBeInTheDocument();
  });
});
