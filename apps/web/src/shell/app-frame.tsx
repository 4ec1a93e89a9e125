import { AppShell } from '@mantine/core';
import { Suspense, lazy, type ReactNode } from 'react';
import { INBOX_ACCESS, USAGE_ALERT_READ, WEBHOOK_WRITE } from '@parley/domain';
import { useCan } from '@/lib/authorization';
import { SideNavigationProvider, useSideNavigationState } from '@/components/layout/side-navigation';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { useSessionReload } from '@/lib/use-session-reload';
import { isImpersonating } from '@/config/nav';
import { useSignedInSession } from '@/lib/session';
import { ACTING_STRIP_HEIGHT, HEADER_HEIGHT } from './acting-as-indicator';
import { AppHeader } from './app-header';
import { AppMain } from './app-main';
import { MobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar/sidebar';
import { SkipLink } from './skip-link';
import { useTrackingRedirect } from './use-tracking-redirect';

/** The frame of every signed-in page: header and menus, sidebar (or mobile menu), banners, page. */
const AccountNotices = lazy(() => import('./account-notices'));
// the inbox's live events (issue 30): their stream, its parser and the inbox's client load apart
const InboxLive = lazy(() => import('./inbox-live'));
const USES_INBOX = { rule: INBOX_ACCESS };
const MAY_FIX_WEBHOOKS = { rule: WEBHOOK_WRITE };
const READS_USAGE = { rule: USAGE_ALERT_READ };

export function AppFrame({ children }: { children: ReactNode }) {
  // shared with the pages: doc 001's side navigation, open or closed
  const menu = useSideNavigationState();
  const menuOpened = menu.opened;
  const mobile = useIsMobile();
  const session = useSignedInSession();
  const strip = mobile && isImpersonating(session);
  useSessionReload();
  useTrackingRedirect();
  const mayFixWebhooks = useCan(MAY_FIX_WEBHOOKS);
  const readsUsage = useCan(READS_USAGE);
  const usesInbox = useCan(USES_INBOX);
  return (
    <SideNavigationProvider value={menu}>
      <AppShell
        header={{ height: HEADER_HEIGHT + (strip ? ACTING_STRIP_HEIGHT : 0) }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        padding="md"
      >
        <SkipLink />
        {/* a webhook Parley turned off, a usage alert that fired: a toast at the next visit, on
            whatever page it starts; their code (and resources) loads apart from the first page's */}
        {(mayFixWebhooks || readsUsage) && (
          <Suspense fallback={null}>
            <AccountNotices webhooks={mayFixWebhooks} usageAlerts={readsUsage} />
          </Suspense>
        )}
        {/* one stream per tab while an inbox user is signed in; another account or user, another stream */}
        {usesInbox && (
          <Suspense fallback={null}>
            <InboxLive key={`${session.accountId}:${session.clientId}`} />
          </Suspense>
        )}
        <AppShell.Header>
          <AppHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} />
        </AppShell.Header>
        {/* Collapsed on a phone, the navbar only slides out of view: inert keeps it out of reach too. */}
        <AppShell.Navbar id="app-menu" aria-label={mobile ? 'Menu' : 'Sidebar'} inert={mobile && !menuOpened}>
          {!mobile ? <Sidebar /> : menuOpened ? <MobileMenu onNavigate={menu.close} /> : null}
        </AppShell.Navbar>
        <AppMain>{children}</AppMain>
      </AppShell>
    </SideNavigationProvider>
  );
}
