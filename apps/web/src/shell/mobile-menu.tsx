import { AppShell, Divider, ScrollArea } from '@mantine/core';
import { MOBILE_LINKS } from '@/config/nav';
import { paths } from '@/config/paths';
import { canSee } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';
import { ExternalApps, useExternalApps } from './sidebar/external-apps';
import { INBOX_BADGE } from './sidebar/inbox-badge-slot';
import { SidebarLink } from './sidebar/sidebar-link';

/** Below the `sm` breakpoint: the reduced set of the sidebar's links plus Callbacks (doc 000 §2). */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const session = useSignedInSession();
  const hasApps = useExternalApps().length > 0;
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        {MOBILE_LINKS.filter((link) => canSee(session, link.access)).map((link) => (
          <SidebarLink
            key={link.path}
            link={link}
            onNavigate={onNavigate}
            rightSection={link.path === paths.inbox ? INBOX_BADGE : undefined}
          />
        ))}
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
