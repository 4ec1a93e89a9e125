import { useDisclosure } from '@mantine/hooks';
import { createContext, use, useMemo, type ReactNode } from 'react';

export interface TSideNavigation {
  opened: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

const SideNavigationContext = createContext<TSideNavigation | null>(null);

/** Open/closed state for a side navigation (doc 001 §2, §4), closed at first unless told. */
export function useSideNavigationState(initiallyOpened = false): TSideNavigation {
  const [opened, { open, close, toggle }] = useDisclosure(initiallyOpened);
  return useMemo(() => ({ opened, open, close, toggle }), [opened, open, close, toggle]);
}

/**
 * Shares a side navigation's state below it: the app frame, which owns the sidebar (on a phone,
 * the menu it opens and closes), provides it so any page can read or change it.
 */
export function SideNavigationProvider({ value, children }: { value: TSideNavigation; children: ReactNode }) {
  return <SideNavigationContext value={value}>{children}</SideNavigationContext>;
}

/** The side navigation's state; like every provider's hook, it throws outside its provider. */
export function useSideNavigation(): TSideNavigation {
  const value = use(SideNavigationContext);
  if (!value) throw new Error('useSideNavigation must be used within SideNavigationProvider');
  return value;
}
