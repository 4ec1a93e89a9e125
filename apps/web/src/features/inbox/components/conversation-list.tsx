import { Button, Center, Loader, Text } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T } from '@parley/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/components/layout/load-state';
import { conversationListQuery, type TConversationFilter } from '@/resources/inbox';
import { conversationHref, type TInboxAddress } from '../hooks/use-inbox-address';
import { ConversationRow } from './conversation-row';
import classes from './inbox.module.css';

const ROW = 'a[data-conversation]';

/** Arrow keys (and Home, End) move between the conversations; Tab leaves the list. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>(ROW)];
  if (rows.length === 0) return;
  const at = rows.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? rows.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(rows.length - 1, at + 1)
          : Math.max(0, at - 1);
  event.preventDefault();
  rows[next]?.focus();
}

/**
 * The conversations of a view, status, search and inbox, newest activity first, a page of 25 at a
 * time: the next page loads when the end of the list comes into view (or with Load more).
 */
export function ConversationList({ accountId, address }: { accountId: string; address: TInboxAddress }) {
  const [search] = useSearchParams();
  const filter = useMemo<TConversationFilter>(
    () => ({
      view: address.view,
      status: address.status,
      ...(address.q ? { q: address.q } : {}),
      ...(address.inbox ? { inboxId: address.inbox } : {}),
    }),
    [address.view, address.status, address.q, address.inbox],
  );
  const list = useInfiniteQuery({
    ...conversationListQuery(accountId, filter),
    // the rows of the view before stay while the next one loads, so the list does not flash empty
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((s) => s.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!list.data)
    return (
      <Center p="md">
        <LoadState
          failed={list.isError}
          loading={T.loading}
          failure={T.loadFailed}
          onRetry={() => void list.refetch()}
        />
      </Center>
    );

  return (
    <div className={classes.paneScroll} aria-busy={list.isFetching && list.isPlaceholderData}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" p="md">
          {address.q ? T.emptySearch : T.empty}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={T.listLabel} onKeyDown={moveFocus}>
          {rows.map((c) => (
            <li key={c.conversationId}>
              <ConversationRow
                conversation={c}
                href={conversationHref(search, c.conversationId)}
                selected={c.conversationId === address.open}
              />
            </li>
          ))}
        </ul>
      )}
      <div ref={end} />
      {hasNextPage ? (
        <Center p="xs">
          <Button
            variant="subtle"
            size="xs"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {T.loadMore}
          </Button>
        </Center>
      ) : null}
      {list.isFetching && !isFetchingNextPage && list.isPlaceholderData ? (
        <Center p="xs">
          <Loader size="xs" aria-hidden="true" />
        </Center>
      ) : null}
    </div>
  );
}
