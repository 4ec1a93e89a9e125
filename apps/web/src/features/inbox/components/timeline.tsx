import { Button, Center, Text } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T, type TTimelineEntry } from '@parley/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { LoadState } from '@/components/layout/load-state';
import { entryKey, timelineQuery } from '@/resources/inbox';
import { TimelineEntry } from './timeline-entry';
import classes from './inbox.module.css';

/** Where the first entry starts: room for the "Load older messages" line above it. */
const TOP = 44;
/** A first guess at an entry's height, before it is drawn and measured. */
const ESTIMATE = 72;
const estimateSize = () => ESTIMATE;
/** This close to the top (px), the older page is asked for before the user gets there. */
const NEAR_TOP = 600;
/** This close to the bottom, the timeline counts as read to the end and follows new entries. */
const NEAR_BOTTOM = 48;

/**
 * A conversation's messages and notes, oldest at the top and newest at the bottom, drawn as a
 * virtual list (TanStack Virtual, heights measured as drawn): a 10,000-message conversation keeps
 * ~20 entries in the page. It opens at the bottom and follows new entries while read to the end;
 * nearing the top loads the page before, and the entry in view stays where it was.
 */
export function Timeline({
  accountId,
  conversationId,
  names,
  onEntries,
}: {
  accountId: string;
  conversationId: string;
  names: ReadonlyMap<string, string>;
  /** the entries, oldest first, each time they change (the announcer reads the new ones) */
  onEntries?: (entries: readonly TTimelineEntry[]) => void;
}) {
  const timeline = useInfiniteQuery(timelineQuery(accountId, conversationId));
  // newest first from the server; a copy turned round, once per change (not per scroll)
  const entries = useMemo(
    () => (timeline.data?.pages.flatMap((page) => page.items) ?? []).reverse(),
    [timeline.data],
  );
  // the keys made once per change and the key function kept the same between renders: the
  // virtualizer lays out every entry again whenever its options change (10,000 on each scroll)
  const keys = useMemo(() => entries.map(entryKey), [entries]);
  const getItemKey = useCallback((index: number) => keys[index]!, [keys]);
  const scroller = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scroller.current, []);
  // TanStack Virtual keeps its own state; the app runs without the React compiler
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    paddingStart: TOP,
    paddingEnd: 8,
    overscan: 8,
  });

  const following = useRef(true);
  /** the entry in view when older ones were asked for, and how far below the top it was */
  const anchor = useRef<{ key: string; offset: number } | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;

  const loadOlder = useCallback(() => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    const top = element.scrollTop;
    const first = virtualizer.getVirtualItems().find((item) => item.end > top);
    anchor.current = first ? { key: String(first.key), offset: first.start - top } : null;
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, virtualizer]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
    if (element.scrollTop < NEAR_TOP) loadOlder();
  };

  const total = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const held = anchor.current;
    if (held) {
      const index = keys.indexOf(held.key);
      // the older page came: the entry that was in view goes back where it was
      if (index > 0 && !isFetchingNextPage) {
        anchor.current = null;
        const [start] = virtualizer.getOffsetForIndex(index, 'start') ?? [0];
        virtualizer.scrollToOffset(start - held.offset);
        return;
      }
      if (!isFetchingNextPage) anchor.current = null;
    }
    // read to the end: the newest stays in view, as entries come and as they are measured
    if (following.current) element.scrollTop = element.scrollHeight;
  }, [keys, total, isFetchingNextPage, virtualizer]);

  useLayoutEffect(() => onEntries?.(entries), [entries, onEntries]);

  if (!timeline.data)
    return (
      <Center className={classes.timeline}>
        <LoadState
          failed={timeline.isError}
          loading={T.loadingConversation}
          failure={T.conversationFailed}
          onRetry={() => void timeline.refetch()}
        />
      </Center>
    );

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scroller}
      className={classes.timeline}
      role="region"
      aria-label={T.timelineLabel}
      // the region scrolls: reachable by keyboard, so the arrow keys and Page Up scroll it
      tabIndex={0}
      onScroll={onScroll}
    >
      <div style={{ height: total, position: 'relative', width: '100%' }}>
        <Center style={{ position: 'absolute', top: 0, left: 0, right: 0, height: TOP }}>
          {hasNextPage ? (
            <Button variant="subtle" size="xs" loading={isFetchingNextPage} onClick={loadOlder}>
              {T.loadOlder}
            </Button>
          ) : timeline.isFetchNextPageError ? (
            <Text size="xs" c="red.8">
              {T.olderFailed}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {T.timelineStart}
            </Text>
          )}
        </Center>
        <div role="list" aria-label={T.timelineLabel}>
          {items.map((item) => (
            <div
              key={item.key}
              role="listitem"
              aria-posinset={item.index + 1}
              aria-setsize={entries.length}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={classes.entry}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <TimelineEntry entry={entries[item.index]!} names={names} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
