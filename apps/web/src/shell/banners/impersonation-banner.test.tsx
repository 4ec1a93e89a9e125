import { OUR_MESSAGES, fillText } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { renderWithProviders } from '@/testing/test-utils';
import { ImpersonationBanner } from './impersonation-banner';

const owner = makeSession();
const acting = makeSession({
  accountId: `AC${'2'.padStart(32, '0')}`,
  companyName: 'Acme West LLC',
  yPrivs: owner.privs,
});

describe('ImpersonationBanner', () => {
  it("is absent when the original user's privileges are not there", () => {
    renderWithProviders(<ImpersonationBanner />, { session: { session: owner } });
    expect(screen.queryByRole('alert', { name: 'Acting as another account' })).not.toBeInTheDocument();
  });

  it('names the account being acted as, with Switch back and Hide', () => {
    renderWithProviders(<ImpersonationBanner />, { session: { session: acting } });
    const banner = screen.getByRole('alert', { name: 'Acting as another account' });
    expect(banner).toHaveTextContent(fillText(OUR_MESSAGES.impersonating, { account: 'Acme West LLC' }));
    expect(screen.getByRole('button', { name: 'Switch back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('Switch back restores the original account through the session and goes to its home page', async () => {
    const switchBack = vi.fn(async () => ({ ok: true as const, value: owner }));
    const { user, router } = renderWithProviders(<ImpersonationBanner />, {
      route: '/numbers',
      session: { session: acting, switchBack },
    });
    await user.click(screen.getByRole('button', { name: 'Switch back' }));
    expect(switchBack).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(OUR_MESSAGES.switchedBack)).toBeInTheDocument();
  });

  it('a refused Switch back shows the error and stays', async () => {
    const switchBack = vi.fn(async () => ({
      ok: false as const,
      error: [{ code: 'conflict', message: OUR_MESSAGES.notImpersonating }],
    }));
    const { user, router } = renderWithProviders(<ImpersonationBanner />, {
      route: '/numbers',
      session: { session: acting, switchBack },
    });
    await user.click(screen.getByRole('button', { name: 'Switch back' }));
    expect(await screen.findByText(OUR_MESSAGES.notImpersonating)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/numbers');
  });

  it('Hide hides it for the rest of the browser session', async () => {
    const { user, unmount } = renderWithProviders(<ImpersonationBanner />, { session: { session: acting } });
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('alert', { name: 'Acting as another account' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ImpersonationBanner />, { session: { session: acting } });
    expect(screen.queryByRole('alert', { name: 'Acting as another account' })).not.toBeInTheDocument();
  });
});
