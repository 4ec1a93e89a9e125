import { ActionIcon, Divider, NavLink, Popover, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconHelp, IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { HELP_ITEMS, type THelpItem } from '@/config/nav';
import { usePortalConfig, type TPortalLinks } from '@/resources/portal-config';
import { helpSearchUrl } from '@/resources/portal-links';
import { canSee } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
const opensNewTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
const externalIcon = <IconExternalLink size={14} aria-hidden="true" />;

function HelpItem({
  item,
  links,
  onChoose,
}: {
  item: THelpItem;
  links: TPortalLinks | undefined;
  onChoose: () => void;
}) {
  if (item.kind === 'page') {
    return <NavLink component={Link} to={item.page.path} label={item.label} onClick={onChoose} />;
  }
  const href = item.kind === 'site' ? item.href : links?.[item.id];
  if (!href) return null;
  return (
    <NavLink
      component="a"
      href={href}
      {...newTab}
      onClick={onChoose}
      label={
        <>
          {item.label}
          {opensNewTab}
        </>
      }
      rightSection={externalIcon}
    />
  );
}

/**
 * Doc 000 §2: help articles, product updates, status, training videos, API docs, tickets, and a
 * search; the external ones only when configured. A dialog of links rather than an ARIA menu: a
 * menu may hold only menu items, and the search needs a text field. Focus starts in the search
 * (or on the first link without one); Escape closes and returns to the button.
 */
export function HelpMenu() {
  const session = useSignedInSession();
  const config = usePortalConfig();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const links = config.data?.links;
  const close = () => setOpened(false);

  // No search page configured: no search field, rather than one that leads nowhere.
  const searchTemplate = links?.helpSearch ?? null;
  const search = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !searchTemplate || !query.trim()) return;
    event.preventDefault();
    window.open(helpSearchUrl(searchTemplate, query), '_blank', 'noopener,noreferrer');
    setQuery('');
    close();
  };

  const items = HELP_ITEMS.filter((item) => item.kind === 'page' || canSee(session, item.access));
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label="Help" withArrow disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Help menu"
            // the Tooltip between Popover.Target and the button keeps these from being added for us
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconHelp size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={4} aria-label="Help">
        {searchTemplate ? (
          <>
            <TextInput
              p={4}
              size="xs"
              aria-label="Search help"
              placeholder="Search help, press Enter"
              leftSection={<IconSearch size={14} aria-hidden="true" />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={search}
              data-autofocus
            />
            <Divider my={4} />
          </>
        ) : null}
        <nav aria-label="Help links">
          {items.map((item) => (
            <HelpItem key={item.label} item={item} links={links} onChoose={close} />
          ))}
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}
