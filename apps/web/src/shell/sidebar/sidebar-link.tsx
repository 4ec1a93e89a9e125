import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { TNavLink } from '@/config/nav';
import { pathFor } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';
import { isLinkActive } from './visible-nav';

export function SidebarLink({
  link,
  onNavigate,
  leftSection,
}: {
  link: TNavLink;
  onNavigate?: () => void;
  leftSection?: React.ReactNode;
}) {
  const session = useSignedInSession();
  const { pathname } = useLocation();
  const active = isLinkActive(link, pathname);
  return (
    <NavLink
      component={Link}
      to={pathFor(link.path, session)}
      label={link.title}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      leftSection={leftSection}
      variant="light"
    />
  );
}
