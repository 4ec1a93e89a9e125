import { NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { TNavGroup } from '@/config/nav';
import { SidebarLink } from './sidebar-link';
import { isLinkActive } from './visible-nav';

/** A collapsible group; it opens by itself when the current page is one of its links. */
export function SidebarGroup({ group, icon }: { group: TNavGroup; icon: ReactNode }) {
  const { pathname } = useLocation();
  const holdsActive = group.links.some((link) => isLinkActive(link, pathname));
  // null until the user toggles it: then it follows the current page
  const [chosen, setChosen] = useState<boolean | null>(null);
  const opened = chosen ?? holdsActive;
  return (
    <NavLink
      component="button"
      type="button"
      label={group.label}
      leftSection={icon}
      rightSection={<IconChevronRight size={14} aria-hidden="true" />}
      opened={opened}
      onChange={setChosen}
      aria-expanded={opened}
      active={holdsActive && !opened}
      variant="subtle"
      fw={500}
      childrenOffset={28}
    >
      {group.links.map((link) => (
        <SidebarLink key={link.path} link={link} />
      ))}
    </NavLink>
  );
}
