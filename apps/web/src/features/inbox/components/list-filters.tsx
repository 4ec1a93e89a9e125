import { Button, InputBase, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import {
  CONVERSATION_STATUSES,
  INBOX_PAGE_TEXTS as T,
  INBOX_STATUS_LABELS,
  INBOX_VIEWS,
  INBOX_VIEW_LABELS,
  fillText,
  type TInboxCounts,
  type TInboxName,
  type TInboxView,
} from '@parley/domain';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { inboxLabel } from '../api/inbox-names';
import type { TInboxAddress, TInboxFilterChange } from '../hooks/use-inbox-address';
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

/**
 * Which inbox: all, or one of the account's numbers or number sets. A native select, which phones
 * show as their own picker, drawn by the input the search box uses: Mantine's Select, or even its
 * NativeSelect, would bring the rest of Mantine into the agent's first page (37 KiB). Not shown
 * while the account has one inbox or none.
 */
function InboxFilter({
  value,
  inboxes,
  onChange,
}: {
  value: string | null;
  inboxes: readonly TInboxName[] | undefined;
  onChange: (inbox: string | null) => void;
}) {
  const options = useMemo(() => {
    const named = (inboxes ?? []).map((i) => ({ value: i.inboxId, label: inboxLabel(i) }));
    // an inbox the account no longer has (an old link): named as the address names it, so the
    // filter says what the list shows and can be set back to all
    const gone = value !== null && !named.some((o) => o.value === value) ? [{ value, label: value }] : [];
    return [{ value: '', label: T.allInboxes }, ...named, ...gone];
  }, [inboxes, value]);
  // shown once the inboxes are known; one inbox is all of them: nothing to choose, unless the
  // address has chosen one (it can be undone)
  if (!inboxes || (options.length <= 2 && value === null)) return null;
  return (
    <InputBase
      component="select"
      size="sm"
      label={T.inboxFilter}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      rightSectionPointerEvents="none"
      pointer
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </InputBase>
  );
}

/** Whose conversations (with their unread counts), which status, which inbox, and a search. */
export function ListFilters({
  address,
  counts,
  inboxes,
  onChange,
}: {
  address: TInboxAddress;
  counts: readonly TInboxCounts[] | undefined;
  /** the account's inboxes, once known */
  inboxes: readonly TInboxName[] | undefined;
  onChange: (filter: TInboxFilterChange) => void;
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
      <InboxFilter value={address.inbox} inboxes={inboxes} onChange={(inbox) => onChange({ inbox })} />
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
