import { AppShell, Divider, ScrollArea } from '@mantine/core';
import { Suspense } from 'react';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/lib/session';
import { SidebarBalance, useShowsBalance } from '../use-shows-balance';
import { ExternalApps, useExternalApps } from './external-apps';
import { GROUP_ICONS, TOP_LINK_ICONS } from './group-icons';
import { INBOX_BADGE } from './inbox-badge-slot';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { visibleGroups } from './visible-nav';

/** Doc 000 §2's sidebar: every group and link the session may see, then the external apps. */
export function Sidebar() {
  const session = useSignedInSession();
  const hasApps = useExternalApps().length > 0;
  // doc 001 §3's showAccountBalanceInBilling: the balance beside the Billing History link
  const linkExtras = useShowsBalance('showAccountBalanceInBilling')
    ? {
        [paths.billingHistory]: (
          <Suspense fallback={null}>
            <SidebarBalance />
          </Suspense>
        ),
      }
    : undefined;
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        {visibleGroups(session).map((group) =>
          group.label === null ? (
            group.links.map((link) => (
              <SidebarLink
                key={link.path}
                link={link}
                leftSection={TOP_LINK_ICONS[link.path]}
                rightSection={link.path === paths.inbox ? INBOX_BADGE : undefined}
              />
            ))
          ) : (
            <SidebarGroup key={group.id} group={group} icon={GROUP_ICONS[group.id]} linkExtras={linkExtras} />
          ),
        )}
      </AppShell.Section>
      {hasApps ? (
        <>
          <Divider />
          <AppShell.Section p="xs">
            <ExternalApps />
          </AppShell.Section>
        </>
      ) : null}
    </>
  );
}
