import {
  GETTING_STARTED_TEXTS as T,
  INBOX_PAGE_TEXTS,
  OUR_MESSAGES,
  fillText,
  type TSession,
} from '@parley/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { PAGES } from '@/config/nav';
import { makeSession } from '@/testing/data';
import { expectNoAxeViolations } from '@/testing/axe';
import { json, ok } from '@/testing/fetch-stub';
import { stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { GettingStarted } from './getting-started';

const inboxOn = { funded: '1', feature_inbox_enabled: '1' };
const lazyPage = { timeout: 5000 };

async function visit(session: TSession, route: string) {
  stubPortalConfig();
  const result = renderWithProviders(null, { routes, route, session: { session } });
  await screen.findByRole('heading', { level: 1 }, lazyPage);
  return result;
}

const INBOX_PAGE = PAGES.find((p) => p.path === '/inbox')!;

/**
 * The getting-started page as the route guard shows it, at an address of its own beside the
 * app's routes: both home pages are built now (the Inbox with issue 30), so it is reached only by
 * a role that opens neither; its list is the session's whatever the role.
 */
async function visitStart(session: TSession) {
  stubPortalConfig();
  const start = { path: '/start', element: <GettingStarted home={INBOX_PAGE} permitted={false} /> };
  const result = renderWithProviders(null, {
    routes: [start, ...routes],
    route: '/start',
    session: { session },
  });
  await screen.findByRole('heading', { level: 1 }, lazyPage);
  return result;
}

/** The getting-started links, as [name, address], in order. */
function startingLinks() {
  const section = screen.getByRole('region', { name: T.builtHeading });
  return within(section)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

const notBuiltList = () => screen.getByRole('region', { name: T.notBuiltHeading });

/** Written out, not read from config/built-pages.ts, so that file is checked against it. */
const own = (s: TSession) => [
  ['Profile', `/users/edit/${s.accountId}/${s.clientId}`],
  ['Training Videos', '/trainingVideos'],
  ['Support Plan', '/supportplan'],
];

// Lazy pages take seconds on a busy two-core machine.
describe(
  'the getting-started page (issue 23: every first screen was a placeholder)',
  { timeout: 20_000 },
  () => {
    it('links the owner to every built page they may open, and lists what is not built; axe-clean', async () => {
      const session = makeSession({ accountConfig: inboxOn });
      await visitStart(session);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(T.title);
      expect(screen.queryByText(OUR_MESSAGES.sectionNotBuilt)).not.toBeInTheDocument();
      expect(startingLinks()).toEqual([
        ['Dashboard', '/dashboard'],
        ['Contacts', '/contacts'],
        ['Message Templates', '/templates'],
        ['Webhooks', '/webhooks'],
        ['Purchase Numbers', '/purchase-numbers'],
        ['Numbers', '/numbers'],
        ['Users', `/users/${session.accountId}`],
        ['Assets', '/assets'],
        ...own(session),
      ]);
      expect(screen.getByText(T.summaries.templates)).toBeInTheDocument();
      const notBuilt = notBuiltList();
      expect(
        within(notBuilt).getByText(/^Campaigns, Conferences, RCS Templates, External Integrations/),
      ).toBeInTheDocument();
      // built since (issue 30): not listed
      expect(notBuilt).not.toHaveTextContent(/Inbox|Message Templates|Webhooks|Assets/);
      await expectNoAxeViolations(document.body, 'the getting-started page');
    });

    it('every link on it opens a built page, not a placeholder', async () => {
      const session = makeSession({ roles: ['acct-owner', 'parley-staff'], accountConfig: inboxOn });
      const { router } = await visitStart(session);
      const links = startingLinks();
      expect(links.map(([name]) => name)).toContain('Developer pages');
      for (const [name, href] of links) {
        await act(() => router.navigate(href!));
        // the profile is titled by its form; every other page by its link's name
        const title = name === 'Profile' ? /Profile/ : name!;
        expect(
          await screen.findByRole('heading', { level: 1, name: title }, lazyPage),
          href!,
        ).toBeInTheDocument();
        expect(screen.queryByText(OUR_MESSAGES.sectionNotBuilt), href!).not.toBeInTheDocument();
        expect(screen.queryByText(OUR_MESSAGES.pageNotPermitted), href!).not.toBeInTheDocument();
      }
    }, 40_000);

    it('a supervisor is offered only what their privileges open (no Users: no user update)', async () => {
      const session = makeSession({ roles: ['supervisor'], accountConfig: inboxOn });
      await visitStart(session);
      expect(startingLinks()).toEqual([
        ['Dashboard', '/dashboard'],
        ['Contacts', '/contacts'],
        ['Message Templates', '/templates'],
        ['Webhooks', '/webhooks'],
        ['Purchase Numbers', '/purchase-numbers'],
        ['Numbers', '/numbers'],
        ['Assets', '/assets'],
        ...own(session),
      ]);
    });

    it('an agent lands on the inbox itself, built now (issue 30), not on where to start', async () => {
      const session = makeSession({ roles: ['gi-agent'], accountConfig: inboxOn });
      stubPortalConfig(undefined, {
        'GET /v3/inbox/counts': () => ok(),
        'GET /v3/inbox/conversations': () =>
          json(200, { status: 'success', payload: [], error: [], page: { nextCursor: null, limit: 25 } }),
      });
      renderWithProviders(null, { routes, route: '/inbox', session: { session } });
      expect(await screen.findByText(INBOX_PAGE_TEXTS.empty, {}, lazyPage)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inbox');
      expect(screen.queryByText(fillText(T.homeNotBuilt, { page: 'Inbox' }))).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: T.builtHeading })).not.toBeInTheDocument();
    });

    it('an agent is offered their own pages, and told that is all for their role', async () => {
      const session = makeSession({ roles: ['gi-agent'], accountConfig: inboxOn });
      await visitStart(session);
      expect(screen.getByText(T.onlyOwnPages)).toBeInTheDocument();
      expect(startingLinks()).toEqual(own(session));
      // their one sidebar page, the Inbox, is built
      expect(screen.queryByRole('region', { name: T.notBuiltHeading })).not.toBeInTheDocument();
    });

    it('a role that opens neither the Dashboard nor the Inbox lands on where to start, not on Not permitted', async () => {
      const session = makeSession({ roles: ['webrtc-agent'], accountConfig: inboxOn });
      const { router } = await visit(session, '/inbox');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(T.title);
      expect(screen.getByText(T.homeNotPermitted)).toBeInTheDocument();
      expect(screen.queryByText(OUR_MESSAGES.pageNotPermitted)).not.toBeInTheDocument();
      expect(startingLinks()).toEqual(own(session));
      expect(screen.queryByRole('region', { name: T.notBuiltHeading })).not.toBeInTheDocument();
      // the Dashboard, which is not their home, is still refused plainly
      await act(() => router.navigate('/dashboard'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Not permitted' }, lazyPage),
      ).toBeInTheDocument();
    });

    it('other pages not built keep their plain notice', async () => {
      await visit(makeSession({ accountConfig: inboxOn }), '/campaigns');
      expect(screen.getByText(OUR_MESSAGES.sectionNotBuilt)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: T.builtHeading })).not.toBeInTheDocument();
    });
  },
);
