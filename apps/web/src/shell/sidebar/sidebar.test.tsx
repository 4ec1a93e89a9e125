import { GETTING_STARTED_TEXTS, PRODUCT, type TPrivilege, type TSession, fillText } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILT_PATHS } from '@/config/built-pages';
import { routes } from '@/app/router';
import { storeBillingSettings } from '@/lib/use-billing-settings';
import { balanceOf } from '@/testing/billing';
import { makeSession } from '@/testing/data';
import { ok } from '@/testing/fetch-stub';
import { makePortalConfig, makeUnconfiguredPortalConfig, stubPortalConfig } from '@/testing/portal-config';
import { spokenText } from '@/testing/spoken-text';
import { renderWithProviders } from '@/testing/test-utils';

/** Doc 000 §2's table, written out here rather than read from config/nav.ts, so the two are checked. */
const TABLE = {
  top: ['/dashboard', '/inbox'],
  contacts: ['/contacts', '/contacts/import-status', '/contacts/attributes', '/contacts/custom-keys'],
  workflow: [
    '/campaigns',
    '/conference',
    '/rcs/templates',
    '/templates',
    '/webhooks',
    '/external-integration',
    '/enrollment',
    '/live-lists',
    '/dispositions',
    '/ivr',
    '/scripts',
  ],
  numbers: ['/purchase-numbers', '/numbers', '/number-sets'],
  reports: [
    '/usage',
    '/report/agent/timesheet',
    '/report/agent/performancedetails',
    '/report/agent/status/details',
    '/logs/sms',
    '/routes/stats',
    '/calls/active',
    '/report/remediation',
    '/reports',
    '/reports/failures',
    '/reports/paths',
    '/reports/scripts',
    '/reports/ivr',
    '/reports/communication-statistics',
    '/reports/call-by-number',
  ],
  settings: [
    '/billing/history',
    '/accounts/{accountId}',
    '/users/{accountId}',
    '/businessprofiles',
    '/presets',
    '/cnam',
    '/breaks',
    '/assets',
    '/apitokens/{accountId}',
    '/compliance',
    '/audit',
  ],
  dni: ['/dni/number-groups', '/dni/report/number-groups', '/dni/report/lead'],
};

/** The Reports group for a privilege other than rpt-usage-read: all but Usage. */
const WITHOUT_USAGE = TABLE.reports.filter((path) => path !== '/usage');

const GROUP_LABELS = ['Contacts', 'Workflow', 'Numbers', 'Reports', 'Settings', 'DNI'];

const inboxOn = { funded: '1', feature_inbox_enabled: '1' };
/** Pages are lazy chunks: on a busy machine the first one takes more than the default second. */
const lazyPage = { timeout: 5000 };

/** A session holding exactly these privileges. */
const withPrivileges = (privileges: TPrivilege[], accountConfig: Record<string, string> = inboxOn) =>
  makeSession({
    roles: ['custom'],
    privs: Object.fromEntries(privileges.map((p) => [p, true])),
    accountConfig,
  });

async function renderSidebar(session: TSession, route = '/dev', config = makePortalConfig()) {
  stubPortalConfig(config);
  const result = renderWithProviders(null, { routes, route, session: { session } });
  const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' }, lazyPage);
  return { ...result, sidebar };
}

type TUser = ReturnType<typeof renderWithProviders>['user'];

/** Mantine's Collapse shows its content a frame after it opens: wait for that. */
async function expand(user: TUser, group: HTMLElement) {
  await user.click(group);
  await waitFor(() => expect(group.nextElementSibling).toBeVisible(), lazyPage);
}

/** Opens every collapsed group, then lists the addresses of every link the sidebar shows. */
async function linksOf(sidebar: HTMLElement, user: TUser) {
  for (const label of GROUP_LABELS) {
    const group = within(sidebar).queryByRole('button', { name: label });
    if (group?.getAttribute('aria-expanded') === 'false') await expand(user, group);
  }
  const apps = within(sidebar).queryByText('Apps');
  return within(sidebar)
    .getAllByRole('link')
    .filter((a) => !a.getAttribute('target'))
    .filter((a) => !apps || a.compareDocumentPosition(apps) & Node.DOCUMENT_POSITION_FOLLOWING)
    .map((a) => a.getAttribute('href'));
}

const groupsOf = (sidebar: HTMLElement) => within(sidebar).queryAllByRole('button').map(spokenText);

const fill = (paths: string[], session: TSession) =>
  paths.map((p) => fillText(p, { accountId: session.accountId }));

// Typing and lazy pages take seconds on a busy two-core machine.
describe('Sidebar', { timeout: 20_000 }, () => {
  it('shows the account owner every group and every link of the table, ids filled in', async () => {
    const session = makeSession({ roles: ['acct-owner'], accountConfig: inboxOn });
    const { sidebar, user } = await renderSidebar(session);
    expect(groupsOf(sidebar)).toEqual(GROUP_LABELS);
    expect(await linksOf(sidebar, user)).toEqual(fill(Object.values(TABLE).flat(), session));
  });

  it('ends with the Apps section when an app is configured, and with nothing when none is', async () => {
    const session = makeSession({ accountConfig: inboxOn });
    const configured = await renderSidebar(session, '/dashboard');
    expect(await within(configured.sidebar).findByText('Apps')).toBeInTheDocument();
    expect(within(configured.sidebar).getByRole('separator')).toBeInTheDocument();
    configured.unmount();

    const { sidebar, queryClient } = await renderSidebar(
      session,
      '/dashboard',
      makeUnconfiguredPortalConfig(),
    );
    await waitFor(() => expect(queryClient.getQueryState(['portal-config'])?.status).toBe('success'));
    expect(within(sidebar).queryByText('Apps')).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('separator')).not.toBeInTheDocument();
    expect(
      within(sidebar)
        .queryAllByRole('link')
        .filter((a) => a.getAttribute('target')),
    ).toEqual([]);
  });

  it('hides /inbox without feature_inbox_enabled, even with global-inbox', async () => {
    for (const accountConfig of [{ funded: '1' }, { funded: '1', feature_inbox_enabled: '0' }] as Record<
      string,
      string
    >[]) {
      const { sidebar, user, unmount } = await renderSidebar(
        withPrivileges(['global-inbox', 'dashboard-read'], accountConfig),
      );
      expect(await linksOf(sidebar, user)).toEqual(['/dashboard']);
      unmount();
    }
  });

  it('shows a gi-agent only the inbox, and no groups', async () => {
    const { sidebar, user } = await renderSidebar(
      makeSession({ roles: ['gi-agent'], accountConfig: inboxOn }),
    );
    expect(groupsOf(sidebar)).toEqual([]);
    expect(await linksOf(sidebar, user)).toEqual(['/inbox']);
  });

  it('shows a supervisor only Assets under Settings', async () => {
    const { sidebar, user } = await renderSidebar(
      makeSession({ roles: ['supervisor'], accountConfig: inboxOn }),
    );
    const links = await linksOf(sidebar, user);
    expect(links.filter((l) => TABLE.settings.includes(l!))).toEqual(['/assets']);
    expect(links).toEqual(expect.arrayContaining([...TABLE.dni, ...TABLE.reports, ...TABLE.workflow]));
  });

  it.each<[string, TPrivilege[], string[]]>([
    ['contact-read-all', ['contact-read-all'], TABLE.contacts],
    [
      'campaign read gives workflow and reports',
      [`${PRODUCT}-campaign-read`],
      [...TABLE.workflow, ...WITHOUT_USAGE],
    ],
    ['number release', [`${PRODUCT}-number-release`], TABLE.numbers],
    ['rpt-usage-read', ['rpt-usage-read'], TABLE.reports],
    // /usage is rpt-usage-read's alone (issue 29)
    ['rpt-logs-read', ['rpt-logs-read'], WITHOUT_USAGE],
    ['manage-payment', ['manage-payment'], ['/billing/history']],
    [
      'gumby-acct-update',
      ['gumby-acct-update'],
      ['/accounts/{accountId}', '/businessprofiles', '/presets', '/cnam', '/breaks'],
    ],
    ['gumby-user-update', ['gumby-user-update'], ['/users/{accountId}']],
    ['asset-read', ['asset-read'], ['/assets']],
    ['gumby-llt-create', ['gumby-llt-create'], ['/apitokens/{accountId}']],
    ['compliance-read', ['compliance-read'], ['/compliance', '/audit']],
    ['mdashboard-read', ['mdashboard-read'], TABLE.dni],
    ['a dni privilege', ['dni'], TABLE.dni],
  ])('%s: exactly its links', async (_, privileges, expected) => {
    const session = withPrivileges(privileges);
    const { sidebar, user } = await renderSidebar(session);
    expect(await linksOf(sidebar, user)).toEqual(fill(expected, session));
  });

  it('marks every page not built yet "Soon" before the click: a mark seen, a description heard, the name kept', async () => {
    // the built pages are those with a route module (config/built-paths.ts, generated from
    // app/routes/); a few written out anchor that list, so an empty or wrong one fails here
    const built = BUILT_PATHS.map((p) => p.replace(/:(\w+)/g, '{$1}'));
    expect(built).toEqual(
      expect.arrayContaining(['/contacts', '/webhooks', '/users/{accountId}', '/breaks']),
    );
    expect(built).toContain('/inbox');
    expect(built).not.toContain('/campaigns');
    const session = makeSession({ roles: ['acct-owner'], accountConfig: inboxOn });
    const { sidebar, user } = await renderSidebar(session);
    await linksOf(sidebar, user);
    for (const path of fill(Object.values(TABLE).flat(), session)) {
      const link = within(sidebar)
        .getAllByRole('link')
        .find((a) => a.getAttribute('href') === path)!;
      if (fill(built, session).includes(path)) {
        expect(link, path).not.toHaveAccessibleDescription();
        expect(within(link).queryByText(GETTING_STARTED_TEXTS.soon), path).toBeNull();
      } else {
        expect(link, path).toHaveAccessibleDescription(GETTING_STARTED_TEXTS.soonDescription);
        expect(within(link).getByText(GETTING_STARTED_TEXTS.soon), path).toBeVisible();
        // the name stays the title alone: the mark is not read twice, and "click Campaigns" works
        expect(link, path).not.toHaveAccessibleName(/Soon/);
      }
    }
    // a group with no page built is marked too, so nobody opens it to find only that
    for (const label of GROUP_LABELS) {
      const group = within(sidebar).getByRole('button', { name: label });
      if (label === 'DNI')
        expect(group, label).toHaveAccessibleDescription(GETTING_STARTED_TEXTS.soonDescription);
      else expect(group, label).not.toHaveAccessibleDescription();
    }
  });

  it('highlights the current page and opens its group', async () => {
    const { sidebar } = await renderSidebar(makeSession({ accountConfig: inboxOn }), '/reports/failures');
    expect(within(sidebar).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getByRole('link', { name: 'Failures' })).toHaveAttribute('aria-current', 'page');
    // exact matches: the /reports link is not current on /reports/failures
    expect(within(sidebar).getByRole('link', { name: 'Workflow Reports' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(sidebar).getByRole('button', { name: 'Workflow' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('highlights Number Sets on /create-number-set', async () => {
    const { sidebar } = await renderSidebar(makeSession({ accountConfig: inboxOn }), '/create-number-set');
    expect(within(sidebar).getByRole('link', { name: 'Number Sets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('highlights Billing History on /billing, the page it belongs to (issue 27)', async () => {
    const { sidebar } = await renderSidebar(makeSession({ accountConfig: inboxOn }), '/billing');
    expect(within(sidebar).getByRole('link', { name: 'Billing History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['on, shows the balance beside it', true],
    ['off (its default), shows none and asks for none', false],
  ])('Billing History, with showAccountBalanceInBilling (doc 001 §3) %s', async (_, on) => {
    const owner = makeSession({ accountConfig: inboxOn });
    if (on) storeBillingSettings(owner.clientId, { showAccountBalanceInBilling: true });
    const fetchMock = stubPortalConfig(makePortalConfig(), {
      'GET /v3/billing/balance': () => ok(balanceOf('500.0000')),
    });
    const { user } = renderWithProviders(null, { routes, route: '/dev', session: { session: owner } });
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' }, lazyPage);
    await expand(user, within(sidebar).getByRole('button', { name: 'Settings' }));
    const balanceAsked = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v3/billing/balance')).length;
    if (on) {
      const link = await within(sidebar).findByRole(
        'link',
        { name: 'Billing History Balance $500.00' },
        lazyPage,
      );
      expect(link).toHaveAttribute('href', '/billing/history');
      expect(spokenText(link)).toBe('Billing History Balance $500.00');
      expect(balanceAsked()).toBe(1);
    } else {
      expect(within(sidebar).getByRole('link', { name: 'Billing History' })).toBeVisible();
      expect(balanceAsked()).toBe(0);
    }
  });

  it('the Inbox link counts the unread conversations waiting for the user: theirs and nobody’s (issue 30)', async () => {
    const agent = makeSession({ roles: ['gi-agent'], accountConfig: inboxOn });
    stubPortalConfig(makePortalConfig(), {
      'GET /v3/inbox/counts': () =>
        ok(
          { view: 'mine', open: 4, unread: 1 },
          { view: 'unassigned', open: 3, unread: 2 },
          { view: 'all', open: 12, unread: 6 },
        ),
    });
    renderWithProviders(null, { routes, route: '/profile', session: { session: agent } });
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' }, lazyPage);
    const link = await within(sidebar).findByRole('link', { name: /^Inbox\s*,\s*3 unread$/ }, lazyPage);
    expect(link).toHaveAttribute('href', '/inbox');
    expect(within(link).getByText('3')).toBeVisible();
  });

  it('groups open and close from the keyboard', async () => {
    const { sidebar, user } = await renderSidebar(makeSession({ accountConfig: inboxOn }));
    const workflow = within(sidebar).getByRole('button', { name: 'Workflow' });
    expect(within(sidebar).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
    workflow.focus();
    await user.keyboard('{Enter}');
    expect(workflow).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(sidebar).getByRole('link', { name: 'Campaigns' })).toBeVisible());
    await user.tab();
    expect(within(sidebar).getByRole('link', { name: 'Campaigns' })).toHaveFocus();
    workflow.focus();
    await user.keyboard(' ');
    expect(workflow).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates to a link and marks it current', async () => {
    const { sidebar, user, router } = await renderSidebar(makeSession({ accountConfig: inboxOn }));
    await expand(user, within(sidebar).getByRole('button', { name: 'Contacts' }));
    await user.click(within(sidebar).getByRole('link', { name: 'Custom Keys' }));
    // the title shows at once, in the frame drawn while the page's chunk loads (route-progress.tsx);
    // found is enough: the page's own heading may replace that frame's before a second look
    await screen.findByRole('heading', { level: 1, name: 'Custom Keys' }, lazyPage);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/custom-keys'), lazyPage);
    await waitFor(
      () =>
        expect(within(sidebar).getByRole('link', { name: 'Custom Keys' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      lazyPage,
    );
  });
});
