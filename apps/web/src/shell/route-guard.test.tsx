import { OUR_MESSAGES, type TSession } from '@parley/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { isBuilt } from '@/config/built-pages';
import { NAV_GROUPS } from '@/config/nav';
import { pathFor } from '@/lib/authorization';
import { makeSession } from '@/testing/data';
import { stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { expectPageTitle } from '@/testing/page-title';

const inboxOn = { funded: '1', feature_inbox_enabled: '1' };
const lazyPage = { timeout: 5000 };
const HOME_PAGES = ['/dashboard', '/inbox'];

async function visit(session: TSession, route: string) {
  stubPortalConfig();
  const result = renderWithProviders(null, { routes, route, session: { session } });
  await screen.findByRole('heading', { level: 1 }, lazyPage);
  return result;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

// Typing and lazy pages take seconds on a busy two-core machine.
describe('route guards: the same rule as the sidebar link', { timeout: 20_000 }, () => {
  it.each<[string, TSession, string]>([
    ['a supervisor, billing history', makeSession({ roles: ['supervisor'] }), '/billing/history'],
    ['a supervisor, API tokens', makeSession({ roles: ['supervisor'] }), '/apitokens/AC1'],
    ['a gi-agent, the dashboard', makeSession({ roles: ['gi-agent'], accountConfig: inboxOn }), '/dashboard'],
    ['a gi-agent, contacts', makeSession({ roles: ['gi-agent'], accountConfig: inboxOn }), '/contacts'],
    [
      'a gi-agent, number sets',
      makeSession({ roles: ['gi-agent'], accountConfig: inboxOn }),
      '/create-number-set',
    ],
    [
      'the owner, the inbox while it is not enabled',
      makeSession({ accountConfig: { funded: '1' } }),
      '/inbox',
    ],
    [
      'a sub-account user, the support plan',
      makeSession({ parentAcctId: `AC${'9'.padStart(32, '0')}` }),
      '/supportplan',
    ],
  ])('%s: typed by hand, answers Not permitted instead of the page', async (_, session, route) => {
    const { router } = await visit(session, route);
    expect(heading()).toBe('Not permitted');
    expect(screen.getByText(OUR_MESSAGES.pageNotPermitted)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // the address stays what was typed
    expect(router.state.location.pathname).toBe(route);
    expect(document.title).toBe('Not permitted · Parley');
  });

  const OTHER_ACCOUNT = `AC${'7'.repeat(32)}`;
  it.each([
    `/accounts/${OTHER_ACCOUNT}`,
    `/users/${OTHER_ACCOUNT}`,
    `/apitokens/${OTHER_ACCOUNT}`,
    `/users/edit/${OTHER_ACCOUNT}/CL${'7'.repeat(32)}`,
    '/accounts/not-an-account',
  ])("%s, another account's address, is not found rather than that account's page", async (route) => {
    const { router } = await visit(makeSession({ accountConfig: inboxOn }), route);
    expect(heading()).toBe('Page not found');
    expect(screen.getByText(OUR_MESSAGES.pageNotFound)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
    expect(document.title).toBe('Page not found · Parley');
  });

  it("shows the very page of an address that matches no route at all ('*')", async () => {
    await visit(makeSession(), '/no/such/page');
    expect(heading()).toBe('Page not found');
    expect(screen.getByText(OUR_MESSAGES.pageNotFound)).toBeInTheDocument();
  });

  it("opens the account's own addresses", async () => {
    const session = makeSession({ accountConfig: inboxOn });
    await visit(session, `/accounts/${session.accountId}`);
    expect(heading()).toBe('Account');
  });

  it.each([
    ['the owner', makeSession()],
    ['an agent', makeSession({ roles: ['gi-agent'], accountConfig: inboxOn })],
  ])('%s is not shown the developer pages: they are for Parley staff', async (_, session) => {
    for (const route of ['/dev', '/dev/crash', '/content', '/editor-poc']) {
      const { unmount } = await visit(session, route);
      expect(heading(), route).toBe('Not permitted');
      unmount();
    }
  });

  it('opens the developer pages for Parley staff', async () => {
    const staff = makeSession({ roles: ['acct-owner', 'parley-staff'] });
    const { router } = await visit(staff, '/dev');
    expect(heading()).toBe('Developer pages');
    await act(() => router.navigate('/content'));
    await expectPageTitle('Content');
  });

  it('every sidebar page the owner may see opens with its title, and one not built says so', async () => {
    const session = makeSession({ accountConfig: inboxOn });
    const { router } = await visit(session, '/dashboard');
    for (const link of NAV_GROUPS.flatMap((g) => g.links)) {
      const path = pathFor(link.path, session);
      await act(() => router.navigate(path));
      await expectPageTitle(link.title);
      // the first screens, Dashboard and Inbox, say where to start instead (getting-started.test.tsx)
      if (!isBuilt(link.path))
        expect(
          screen.getByText(
            HOME_PAGES.includes(link.path) ? /is not built yet/ : OUR_MESSAGES.sectionNotBuilt,
          ),
        ).toBeInTheDocument();
      expect(document.title).toBe(`${link.title} · Parley`);
    }
    // 49 pages, each a lazy chunk loaded for the first time: about 0.2 s a page alone, 0.6 s at load 12
  }, 60_000);

  it('the pages outside the sidebar are guarded too and open for those allowed', async () => {
    const session = makeSession({ accountConfig: inboxOn });
    const { router } = await visit(session, '/callbacks');
    expect(heading()).toBe('Callbacks');
    // the tracking address of doc 000 §2 lands on the number search (tracking-available.test.tsx)
    await act(() => router.navigate('/tracking/number/available'));
    await expectPageTitle('Purchase Numbers');
    expect(router.state.location.pathname).toBe('/purchase-numbers');
    await act(() => router.navigate('/create-number-set'));
    await expectPageTitle('Create Number Set');
  });
});
