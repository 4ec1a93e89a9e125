import { Group, NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isBuilt } from '@/config/built-pages';
import type { TNavGroup } from '@/config/nav';
import { SidebarLink } from './sidebar-link';
import { useSoonMark } from './soon-mark';
import { isLinkActive } from './visible-nav';

/**
 * A collapsible group; it opens by itself when the current page is one of its links. A group
 * none of whose links is built is marked "Soon" too, so nobody opens it to find only that.
 */
export function SidebarGroup({
  group,
  icon,
  linkExtras,
}: {
  group: TNavGroup;
  icon: ReactNode;
  /** what a link shows after its title, by its path */
  linkExtras?: Readonly<Record<string, ReactNode>>;
}) {
  const { pathname } = useLocation();
  const holdsActive = group.links.some((link) => isLinkActive(link, pathname));
  // null until the user toggles it: then it follows the current page
  const [chosen, setChosen] = useState<boolean | null>(null);
  const opened = chosen ?? holdsActive;
  const soon = useSoonMark(!group.links.some((link) => isBuilt(link.path)));
  return (
    <NavLink
      component="button"
      type="button"
      label={
        <>
          {group.label}
          {soon.note}
        </>
      }
      leftSection={icon}
      rightSection={
        <Group gap={8} wrap="nowrap">
          {soon.badge}
          <IconChevronRight
            size={14}
            aria-hidden="true"
            style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </Group>
      }
      // the chevron turns by itself: Mantine's rotation would turn the mark with it
      disableRightSectionRotation
      opened={opened}
      onChange={setChosen}
      aria-expanded={opened}
      aria-describedby={soon.describedBy}
      active={holdsActive && !opened}
      variant="subtle"
      fw={500}
      childrenOffset={28}
    >
      {group.links.map((link) => (
        <SidebarLink key={link.path} link={link} rightSection={linkExtras?.[link.path]} />
      ))}
    </NavLink>
  );
}
