import { NavLink, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { EXTERNAL_APPS, type TExternalApp } from '@/config/nav';
import { usePortalConfig, type TPortalLinks } from '@/features/portal/api/get-portal-config';
import { contactCenterClusterUrl } from '@/features/portal/links';
import { canSee } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';

function targetOf(id: TExternalApp, links: TPortalLinks, cluster: string | undefined): string {
  if (id === 'contactCenterCluster') return contactCenterClusterUrl(links, cluster ?? '');
  return links[id];
}

/** Doc 000 §2's external links; where they go is the server's configuration. */
export function ExternalApps() {
  const session = useSignedInSession();
  const config = usePortalConfig();
  if (!config.data) return null;
  const cluster = session.accountConfig.cc_cluster_id;
  const apps = EXTERNAL_APPS.filter((app) => canSee(session, app.access));
  return (
    <>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
        Apps
      </Text>
      {apps.map((app) => (
        <NavLink
          key={app.id}
          component="a"
          href={targetOf(app.id, config.data!.links, cluster)}
          target="_blank"
          rel="noopener noreferrer"
          label={
            <>
              {app.id === 'contactCenterCluster' ? `${app.label} ${cluster}` : app.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </>
          }
          rightSection={<IconExternalLink size={14} aria-hidden="true" />}
        />
      ))}
    </>
  );
}
