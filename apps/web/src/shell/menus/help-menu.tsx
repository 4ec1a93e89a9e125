import { ActionIcon, Menu, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconHelp, IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { HELP_ITEMS, type THelpItem } from '@/config/nav';
import { usePortalConfig, type TPortalLinks } from '@/features/portal/api/get-portal-config';
import { helpSearchUrl } from '@/features/portal/links';
import { canSee } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
const opensNewTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
const externalIcon = <IconExternalLink size={14} aria-hidden="true" />;

function HelpItem({ item, links }: { item: THelpItem; links: TPortalLinks | undefined }) {
  if (item.kind === 'page') {
    return (
      <Menu.Item component={Link} to={item.page.path}>
        {item.label}
      </Menu.Item>
    );
  }
  const href = item.kind === 'site' ? item.href : links?.[item.id];
  if (!href) return null;
  return (
    <Menu.Item component="a" href={href} {...newTab} rightSection={externalIcon}>
      {item.label}
      {opensNewTab}
    </Menu.Item>
  );
}

/** Doc 000 §2: help articles, product updates, status, training videos, API docs, tickets, and a search. */
export function HelpMenu() {
  const session = useSignedInSession();
  const config = usePortalConfig();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const links = config.data?.links;

  const search = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !links || !query.trim()) return;
    event.preventDefault();
    window.open(helpSearchUrl(links, query), '_blank', 'noopener,noreferrer');
    setQuery('');
    setOpened(false);
  };

  const items = HELP_ITEMS.filter((item) => item.kind === 'page' || canSee(session, item.access));
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <Tooltip label="Help" withArrow>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Help menu">
            <IconHelp size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
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
        <Menu.Divider />
        {items.map((item) => (
          <HelpItem key={item.label} item={item} links={links} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
