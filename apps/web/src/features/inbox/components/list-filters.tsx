import { Button, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import {
  CONVERSATION_STATUSES,
  INBOX_PAGE_TEXTS as T,
  INBOX_STATUS_LABELS,
  INBOX_VIEWS,
  INBOX_VIEW_LABELS,
  fillText,
  type TInboxCounts,
  type TInboxView,
} from '@parley/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { TInboxAddress } from '../hooks/use-inbox-address';
import classes from './inbox.module.css';

/** The search waits for a pause in the typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A view's name with its unread count (a badge to see, words to hear). */
function ViewLabel({ view, unread }: { view: TInboxView; unread: number }) {
  const name = INBOX_VIEW_LABELS[view];
  if (unread === 0) return <>{name}</>;
  return (
    <>
      <span aria-hidden="true">{name}</span>
      <span className={classes.count} aria-hidden="true">
        {unread > 99 ? '99+' : unread}
      </span>
      <VisuallyHidden>{fillText(T.viewTab, { view: name, count: unread })}</VisuallyHidden>
    </>
  );
}

/**
 * One choice of several, as pressed buttons side by side. (Mantine's SegmentedControl would bring
 * the rest of Mantine into the agent's first page: 38 KiB; these buttons are the layout's own.)
 */
function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
}) {
  return (
    <Button.Group aria-label={label}>
      {options.map((option) => {
        const on = option.value === value;
        return (
          <Button
            key={option.value}
            size="compact-sm"
            fz="xs"
            px={4}
            fullWidth
            variant={on ? 'filled' : 'default'}
            aria-pressed={on}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Button.Group>
  );
}

/** Whose conversations (with their unread counts), which status, and a search. */
export function ListFilters({
  address,
  counts,
  onChange,
}: {
  address: TInboxAddress;
  counts: readonly TInboxCounts[] | undefined;
  onChange: (filter: Partial<Pick<TInboxAddress, 'view' | 'status' | 'q'>>) => void;
}) {
  const [typed, setTyped] = useState(address.q);
  useEffect(() => {
    const settled = typed.trim();
    if (settled === address.q) return;
    const timer = setTimeout(() => onChange({ q: settled }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // only what is typed is searched for; the address changing (Back) does not search again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const unread = (view: TInboxView) => counts?.find((c) => c.view === view)?.unread ?? 0;
  return (
    <Stack gap="xs">
      <Choice
        label={T.viewsLabel}
        value={address.view}
        onChange={(view) => onChange({ view })}
        options={INBOX_VIEWS.map((view) => ({
          value: view,
          label: <ViewLabel view={view} unread={unread(view)} />,
        }))}
      />
      <Choice
        label={T.statusLabel}
        value={address.status}
        onChange={(status) => onChange({ status })}
        options={CONVERSATION_STATUSES.map((value) => ({ value, label: INBOX_STATUS_LABELS[value] }))}
      />
      <TextInput
        size="sm"
        label={T.search}
        placeholder={T.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
    </Stack>
  );
}
