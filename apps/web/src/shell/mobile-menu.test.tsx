import { MESSAGES, type TSession } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { makeSession } from '@/testing/data';
import { stubPortalConfig } from '@/testing/portal-config';
import { spokenText } from '@/testing/spoken-text';
import { renderWithProviders } from '@/testing/test-utils';
import { expectPageTitle } from '@/testing/page-title';

const inboxOn = { funded: '1', feature_inbox_enabled: '1' };
const lazyPage = { timeout: 5000 };

async function openMobileMenu(session: TSession, route = '/dev') {
  stubPortalConfig();
  const result = renderWithProviders(null, { routes, route, session: { session }, mobile: true });
  await screen.findByRole('heading', { level: 1 }, lazyPage);
  const burger = screen.getByRole('button', { name: 'Open menu' });
  expect(burger).toHaveAttribute('aria-expanded', 'false');
  await result.user.click(burger);
  const menu = await screen.findByRole('navigation', { name: 'Menu' });
  return { ...result, menu };
}

const inAppLinks = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .filter((a) => !a.getAttribute('target'))
    .map((a) => [spokenText(a), a.getAttribute('href')]);

// Typing and lazy pages take seconds on a busy two-core machine.
describe('MobileMenu (below the sm breakpoint)', { timeout: 20_000 }, () => {
  it('replaces the sidebar: the reduced set of links plus Callbacks, and the external apps', async () => {
    const { menu } = await openMobileMenu(makeSession({ accountConfig: inboxOn }));
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(inAppLinks(menu)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Inbox', '/inbox'],
      ['Contacts', '/contacts'],
      ['Campaigns', '/campaigns'],
      ['Numbers', '/numbers'],
      ['Usage', '/usage'],
      ['Callbacks', '/callbacks'],
    ]);
    expect(await within(menu).findByRole('link', { name: /Contact Center/ })).toBeInTheDocument();
  });

  it('keeps to the privilege rules: a gi-agent gets the inbox and Callbacks', async () => {
    const { menu } = await openMobileMenu(makeSession({ roles: ['gi-agent'], accountConfig: inboxOn }));
    expect(inAppLinks(menu)).toEqual([
      ['Inbox', '/inbox'],
      ['Callbacks', '/callbacks'],
    ]);
  });

  it('closes after a link is chosen and shows the page', async () => {
    const { menu, user, router } = await openMobileMenu(makeSession({ accountConfig: inboxOn }));
    await user.click(within(menu).getByRole('link', { name: 'Callbacks' }));
    // the page's title shows while its chunk loads: the address changes once it has come
    await waitFor(() => expect(router.state.location.pathname).toBe('/callbacks'), lazyPage);
    await expectPageTitle('Callbacks');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // the closed menu is emptied and inert: nothing in it can be reached
    expect(menu).toHaveAttribute('inert');
    expect(within(menu).queryAllByRole('link')).toEqual([]);
  });

  it("/dev shows Parley staff only 'View on desktop' on a phone", async () => {
    stubPortalConfig();
    const staff = makeSession({ roles: ['acct-owner', 'parley-staff'] });
    renderWithProviders(null, { routes, route: '/dev', session: { session: staff }, mobile: true });
    expect(await screen.findByText(MESSAGES.viewOnDesktop, {}, lazyPage)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '/content' })).not.toBeInTheDocument();
  });
});
