import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { SessionEndedPage } from './session-ended-page';

describe('SessionEndedPage', () => {
  it('shows the title, the message and the version', async () => {
    const fetchMock = stubFetch({ 'GET /v3/portal/config': () => ok({ version: '2.4.1', sentryDsn: null }) });
    renderWithProviders(<SessionEndedPage />, {
      route: '/dashboard',
      session: { status: 'ended', session: null },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByText(OUR_MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByText('Version 2.4.1')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('Login resets the session and goes to /', async () => {
    stubFetch({ 'GET /v3/portal/config': () => ok({ version: '2.4.1', sentryDsn: null }) });
    const acknowledgeEnded = vi.fn();
    const { user, router } = renderWithProviders(<SessionEndedPage />, {
      route: '/dashboard',
      session: { status: 'ended', session: null, acknowledgeEnded },
    });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(acknowledgeEnded).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
