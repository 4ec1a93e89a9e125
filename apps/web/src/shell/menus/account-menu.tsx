import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconChevronDown,
  IconLifebuoy,
  IconLogout,
  IconSwitchHorizontal,
  IconUser,
} from '@tabler/icons-react';
import { MESSAGES } from '@parley/domain';
import { lazy, Suspense, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { IMPERSONATE_ACCESS, PROFILE_PAGE, SUPPORT_PLAN_PAGE, isImpersonating } from '@/config/nav';
import { paths } from '@/config/paths';
import { canSee, pathFor } from '@/lib/authorization';
import { useSession, useSignedInSession } from '@/lib/session';
import { useSwitchBack } from '../use-switch-back';

const icon = { size: 16, 'aria-hidden': true } as const;

// Few users act as a sub-account, and only now and then: the dialog (a table in a modal) loads
// when it is opened, not with every page.
const SubaccountDialog = lazy(() =>
  import('@/features/impersonation/components/subaccount-dialog').then((m) => ({
    default: m.SubaccountDialog,
  })),
);

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase());
  return (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? '?')).slice(0, 2);
}

/** Doc 000 §2: Profile, Support Plan (own parent account only), Logout; and acting as a sub-account. */
export function AccountMenu() {
  const session = useSignedInSession();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [dialogOpened, dialog] = useDisclosure(false);
  const switchBack = useSwitchBack();
  const target = useRef<HTMLButtonElement>(null);

  // The dialog opens from a menu item that is gone once the menu closes: the modal's own focus
  // return would land on the body. Back to the button that opened the menu instead.
  const closeDialog = () => {
    dialog.close();
    requestAnimationFrame(() => target.current?.focus());
  };

  const logout = async () => {
    await signOut();
    void navigate(paths.home);
  };

  return (
    <>
      {/* Mantine's focus placeholder is a focusable div inside role="menu", which only menu items may
          be: without it, opening the menu focuses its first item. */}
      <Menu
        position="bottom-end"
        width={260}
        shadow="md"
        withinPortal={false}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <UnstyledButton
            ref={target}
            aria-label="Account menu"
            p={4}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar color="indigo" radius="xl" size={32} aria-hidden="true">
                {initials(session.displayName)}
              </Avatar>
              <Text size="sm" fw={500} truncate maw={180} visibleFrom="sm">
                {session.displayName}
              </Text>
              <IconChevronDown size={14} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {/* divs, not paragraphs: a menu may hold only menu items and elements without a role */}
          <Menu.Label>
            <Text component="div" size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {session.displayName}
            </Text>
            <Text component="div" size="xs" truncate>
              {session.username}
            </Text>
            <Text component="div" size="xs" truncate>
              {session.companyName}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to={pathFor(PROFILE_PAGE.path, session)}
            leftSection={<IconUser {...icon} />}
          >
            Profile
          </Menu.Item>
          {canSee(session, SUPPORT_PLAN_PAGE.access) ? (
            <Menu.Item component={Link} to={SUPPORT_PLAN_PAGE.path} leftSection={<IconLifebuoy {...icon} />}>
              Support Plan
            </Menu.Item>
          ) : null}
          {canSee(session, IMPERSONATE_ACCESS) ? (
            <Menu.Item leftSection={<IconSwitchHorizontal {...icon} />} onClick={dialog.open}>
              Act as a sub-account
            </Menu.Item>
          ) : null}
          {isImpersonating(session) ? (
            <Menu.Item leftSection={<IconArrowBackUp {...icon} />} onClick={() => void switchBack.run()}>
              Switch back
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout {...icon} />} onClick={() => void logout()}>
            {MESSAGES.logout}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialogOpened ? (
        <Suspense fallback={null}>
          <SubaccountDialog opened onClose={closeDialog} />
        </Suspense>
      ) : null}
    </>
  );
}
