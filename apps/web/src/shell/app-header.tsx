import { Burger, Group, Text } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { paths } from '@/config/paths';
import { AddFeatureTrigger } from '@/features/add-feature/components/add-feature-trigger';
import { isImpersonating } from '@/config/nav';
import { useSignedInSession } from '@/lib/session';
import { ActingAsBadge, ActingAsStrip, HEADER_HEIGHT } from './acting-as-indicator';
import classes from './app-header.module.css';
import { AccountMenu } from './menus/account-menu';
import { HelpMenu } from './menus/help-menu';
import { HeaderBalance, useShowsBalance } from './use-shows-balance';

interface TAppHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** header actions from later features (the Add Feature trigger, issue 5) */
  actions?: ReactNode;
}

/**
 * The top bar: mobile-menu button, wordmark, account, then the balance (when the user asks for it),
 * the help and account menus.
 */
export function AppHeader({ menuOpened, onToggleMenu, actions }: TAppHeaderProps) {
  const session = useSignedInSession();
  const mobile = useIsMobile();
  const acting = isImpersonating(session);
  const showsBalance = useShowsBalance('showAccountBalanceInNavBar');
  return (
    <>
      <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls="app-menu"
          />
          <Link to={paths.home} className={classes.wordmark} aria-label="Parley, home">
            Parley
          </Link>
          {acting && !mobile ? (
            <ActingAsBadge />
          ) : (
            <Text size="sm" c="dimmed" truncate visibleFrom="sm" className={classes.company}>
              {session.companyName}
            </Text>
          )}
        </Group>
        {/* the menus keep their width: the company name is what gives way (it truncates); closer
            together on a phone, where the balance may stand beside them */}
        <Group gap={mobile ? 6 : 'xs'} wrap="nowrap" style={{ flexShrink: 0 }}>
          {showsBalance ? (
            <Suspense fallback={null}>
              <HeaderBalance />
            </Suspense>
          ) : null}
          {actions}
          <AddFeatureTrigger />
          <HelpMenu />
          <AccountMenu />
        </Group>
      </Group>
      {acting && mobile ? <ActingAsStrip /> : null}
    </>
  );
}
