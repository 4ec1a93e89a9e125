import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { makePortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { SessionEndedPage } from './session-ended-page';

describe('SessionEndedPage', () => {
  it('shows the title, the message and the version', async () => {
    const fetchMock = stubFetch({ 'GET /v3/portal/config': () => ok(makePortalConfig()) });
    renderWithProviders(<SessionEndedPage />, {
      route: '/dashboard',
      session: { status: 'ended', session: null },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByText(OUR_MESSAGES.sessionEndedIntro)).toBeInTheDocument();
    // the heading is said once: the text under it does not repeat it
    expect(screen.getAllByText(/session has ended/i)).toHaveLength(1);
    expect(await screen.findByText('Version 2.4.1')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('Login resets the session and goes to /, carrying the page it was on', async () => {
    stubFetch({ 'GET /v3/portal/config': () => ok(makePortalConfig()) });
    const acknowledgeEnded = vi.fn();
    const { user, router } = renderWithProviders(<SessionEndedPage />, {
      route: '/contacts?page=2#row-7',
      session: { status: 'ended', session: null, acknowledgeEnded },
    });
    await user.click(screen.getByRole('button', { name: MESSAGES.login }));
    expect(acknowledgeEnded).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ returnTo: '/contacts?page=2#row-7' });
  });
});
