import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { AccountMenu } from './account-menu';

const PARENT = `AC${'9'.padStart(32, '0')}`;

async function openMenu(options: Parameters<typeof renderWithProviders>[1]) {
  const result = renderWithProviders(<AccountMenu />, { route: '/dashboard', ...options });
  await result.user.click(screen.getByRole('button', { name: 'Account menu' }));
  await screen.findByRole('menu');
  return result;
}

const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('AccountMenu', () => {
  it("names the user and account, and offers a parent account's owner every item", async () => {
    const session = makeSession({ roles: ['acct-owner'] });
    await openMenu({ session: { session } });
    expect(screen.getByRole('menu')).toHaveTextContent('Olivia Owner');
    expect(screen.getByRole('menu')).toHaveTextContent('owner@acme.test');
    expect(screen.getByRole('menu')).toHaveTextContent('Acme Inc.');
    expect(items()).toEqual(['Profile', 'Support Plan', 'Act as a sub-account', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      `/users/edit/${session.accountId}/${session.clientId}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Support Plan' })).toHaveAttribute('href', '/supportplan');
  });

  it('on a sub-account: no Support Plan and no acting as another account', async () => {
    await openMenu({ session: { session: makeSession({ roles: ['acct-admin'], parentAcctId: PARENT }) } });
    expect(items()).toEqual(['Profile', 'Logout']);
  });

  it('without the impersonation privilege: Support Plan but no acting', async () => {
    await openMenu({ session: { session: makeSession({ roles: ['supervisor'] }) } });
    expect(items()).toEqual(['Profile', 'Support Plan', 'Logout']);
  });

  it('while acting as another account: Switch back, which returns to the home page', async () => {
    const owner = makeSession();
    const acting = makeSession({ parentAcctId: PARENT, yPrivs: owner.privs, companyName: 'Acme West LLC' });
    const switchBack = vi.fn(async () => ({ ok: true as const, value: owner }));
    const { user, router } = await openMenu({ session: { session: acting, switchBack } });
    expect(items()).toEqual(['Profile', 'Switch back', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Switch back' }));
    expect(switchBack).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('You are back in your own account.')).toBeInTheDocument();
  });

  it('Act as a sub-account opens the list of sub-accounts', async () => {
    stubFetch({ 'GET /v3/auth/subaccounts': () => ok() });
    const { user } = await openMenu({ session: { session: makeSession() } });
    await user.click(screen.getByRole('menuitem', { name: 'Act as a sub-account' }));
    expect(await screen.findByRole('dialog', { name: 'Act as a sub-account' })).toBeInTheDocument();
    expect(await screen.findByText('This account has no sub-accounts.')).toBeInTheDocument();
  });

  it('opens from the keyboard', async () => {
    const { user } = renderWithProviders(<AccountMenu />);
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closing the sub-account dialog puts focus back on the account menu button', async () => {
    stubFetch({ 'GET /v3/auth/subaccounts': () => ok() });
    const { user } = await openMenu({ session: { session: makeSession() } });
    await user.click(screen.getByRole('menuitem', { name: 'Act as a sub-account' }));
    await screen.findByRole('dialog', { name: 'Act as a sub-account' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });
});
