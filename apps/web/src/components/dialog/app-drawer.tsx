import { Drawer, type DrawerRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface TAppDrawerProps extends Pick<DrawerRootProps, 'opened' | 'onClose' | 'size' | 'returnFocus'> {
  title: ReactNode;
  children: ReactNode;
}

/**
 * Mantine's Drawer from the right, with what AppModal adds to its Modal: a named close button,
 * and a header that is not a second banner landmark. For an editor that keeps the table beside it;
 * on a phone it takes the whole width (Mantine caps it at 100%).
 */
export function AppDrawer({
  opened,
  onClose,
  size = 'md',
  returnFocus = true,
  title,
  children,
}: TAppDrawerProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={size} returnFocus={returnFocus}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="none">
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
