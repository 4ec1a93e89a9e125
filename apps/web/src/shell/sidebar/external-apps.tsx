import { NavLink, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { EXTERNAL_APPS, type TExternalApp } from '@/config/nav';
import { usePortalConfig, type TPortalLinks } from '@/resources/portal-config';
import { contactCenterClusterUrl } from '@/resources/portal-links';
import { canSee } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';

interface TAppLink {
  id: TExternalApp;
  label: string;
  href: string;
}

function targetOf(id: TExternalApp, links: TPortalLinks, cluster: string | undefined): string | null {
  if (id === 'contactCenterCluster')
    return links.contactCenterCluster && cluster
      ? contactCenterClusterUrl(links.contactCenterCluster, cluster)
      : null;
  return links[id];
}

/** The apps this session may see whose target is configured: an unconfigured one is not a link. */
export function useExternalApps(): TAppLink[] {
  const session = useSignedInSession();
  const links = usePortalConfig().data?.links;
  if (!links) return [];
  const cluster = session.accountConfig.cc_cluster_id;
  return EXTERNAL_APPS.filter((app) => canSee(session, app.access)).flatMap((app) => {
    const href = targetOf(app.id, links, cluster);
    return href ? [{ id: app.id, label: app.label, href }] : [];
  });
}

/** Doc 000 §2's external links; where they go is the server's configuration. */
export function ExternalApps() {
  const apps = useExternalApps();
  if (apps.length === 0) return null;
  return (
    <>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
        Apps
      </Text>
      {apps.map((app) => (
        <NavLink
          key={app.id}
          component="a"
          href={app.href}
          target="_blank"
          rel="noopener noreferrer"
          label={
            <>
              {app.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </>
          }
          rightSection={<IconExternalLink size={14} aria-hidden="true" />}
        />
      ))}
    </>
  );
}
