import { Button, Center, Group, Text } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T, type TTimelineEntry } from '@parley/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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
 * Entries drawn beyond each edge of the view. Jumping far (Home, the scrollbar) draws a whole new
 * window, so each one costs on every jump; scrolling renders in the scroll event (flushSync), so
 * a few suffice to leave no gap.
 */
const OVERSCAN = 4;

/**
 * The line above the first entry: a button that loads the older page (it loads by itself as the
 * top nears), what went wrong when it failed, or that this is where the conversation starts.
 * Apart and memoized: the timeline draws again at each scroll that changes its window, and the
 * button's styles are worked out anew at each drawing.
 */
const OlderHeader = memo(function OlderHeader({
  more,
  loading,
  failed,
  onLoad,
}: {
  more: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}) {
  return (
    <Group
      justify="center"
      gap="xs"
      wrap="nowrap"
      style={{ position: 'absolute', top: 0, left: 0, right: 0, height: TOP }}
    >
      {failed ? (
        <Text size="xs" c="red.8">
          {T.olderFailed}
        </Text>
      ) : null}
      {more ? (
        <Button variant="subtle" size="xs" loading={loading} onClick={onLoad}>
          {T.loadOlder}
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          {T.timelineStart}
        </Text>
      )}
    </Group>
  );
});

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
    overscan: OVERSCAN,
    // a chat's contract, kept by the virtualizer (its end anchoring): when an older page comes in
    // above, the entry in view keeps its place, and the window is worked out at the new offset in
    // the same render. Moving the scroll after the render instead (a layout effect) drew the
    // window at the old offset first, the new page's top entries, then the right ones again:
    // three windows drawn per page, the long tasks of issue 30's bench.
    anchorTo: 'end',
    // read to the end, new entries (and entries growing, an image loaded) keep the end in view
    followOnAppend: true,
    scrollEndThreshold: NEAR_BOTTOM,
  });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onScroll = () => {
    const element = scroller.current;
    if (element && element.scrollTop < NEAR_TOP) loadOlder();
  };

  // opened at the newest entry, once the first page is drawn
  const loaded = timeline.data !== undefined;
  useLayoutEffect(() => {
    if (loaded) virtualizer.scrollToEnd();
  }, [loaded, virtualizer]);

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
  const total = virtualizer.getTotalSize();
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
        <OlderHeader
          more={hasNextPage}
          loading={isFetchingNextPage}
          failed={timeline.isFetchNextPageError}
          onLoad={loadOlder}
        />
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
