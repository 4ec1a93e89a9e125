import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isBuilt } from '@/config/built-pages';
import type { TNavLink } from '@/config/nav';
import { pathFor } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';
import { useSoonMark } from './soon-mark';
import { isLinkActive } from './visible-nav';

export function SidebarLink({
  link,
  onNavigate,
  leftSection,
  rightSection,
}: {
  link: TNavLink;
  onNavigate?: () => void;
  leftSection?: React.ReactNode;
  /** after the title (the balance beside Billing History); a page not built yet shows its mark instead */
  rightSection?: React.ReactNode;
}) {
  const session = useSignedInSession();
  const { pathname } = useLocation();
  const active = isLinkActive(link, pathname);
  const soon = useSoonMark(!isBuilt(link.path));
  return (
    <NavLink
      component={Link}
      to={pathFor(link.path, session)}
      label={
        <>
          {link.title}
          {soon.note}
        </>
      }
      active={active}
      aria-current={active ? 'page' : undefined}
      aria-describedby={soon.describedBy}
      onClick={onNavigate}
      leftSection={leftSection}
      rightSection={soon.badge ?? rightSection}
      variant="light"
    />
  );
}
