import {
  inboxEndpoint,
  type TAccountEventType,
  type TConversation,
  type TConversationQuery,
  type TInboxCounts,
  type TTimelineEntry,
} from '@parley/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { throwOnErr, type TPage } from '@/lib/api-client';
import { createEndpoint } from '@/lib/create-endpoint';

/** The shared SMS inbox (issue 30): conversations, their timelines, assignment, notes. */
export const inbox = createEndpoint(inboxEndpoint);

/** What the list asks for: a view, a status, a search, an inbox (the cursor is the page's). */
export type TConversationFilter = Omit<TConversationQuery, 'cursor'>;

/**
 * The inbox's query keys, each under the account it reads (a switch of account reads anew):
 * `['inbox', call, accountId, ...]`. The live events invalidate them one by one
 * (`applyInboxEvents`), never the whole root: that would read a long timeline's every page again.
 */
export const inboxKeys = {
  all: inbox.keys.all,
  counts: (accountId: string) => inbox.keys.call('counts', accountId),
  lists: (accountId: string) => inbox.keys.call('list', accountId),
  list: (accountId: string, filter: TConversationFilter) => inbox.keys.call('list', accountId, filter),
  conversation: (accountId: string, id: string) => inbox.keys.call('get', accountId, id),
  timeline: (accountId: string, id: string) => inbox.keys.call('timeline', accountId, id),
  agents: (accountId: string) => inbox.keys.call('agents', accountId),
  names: (accountId: string) => inbox.keys.call('names', accountId),
};

/** Open and unread conversations per view: the tabs, the sidebar's badge, the tab's title. */
export const inboxCountsQuery = (accountId: string) =>
  queryOptions({
    queryKey: inboxKeys.counts(accountId),
    queryFn: async ({ signal }): Promise<TInboxCounts[]> =>
      throwOnErr(await inbox.send('counts', { signal })),
  });

/**
 * The badge's figure: the unread conversations that are the user's own or nobody's, the ones
 * waiting for them. Someone else's unread conversation is theirs to answer, and the All tab says
 * how many there are in all.
 */
export const unreadForMe = (counts: readonly TInboxCounts[] | undefined): number =>
  (counts ?? [])
    .filter((c) => c.view === 'mine' || c.view === 'unassigned')
    .reduce((sum, c) => sum + c.unread, 0);

type TCursor = string | undefined;

/** A view of the list, 25 a page, newest activity first. */
export const conversationListQuery = (accountId: string, filter: TConversationFilter) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(accountId, filter),
    queryFn: async ({ pageParam, signal }): Promise<TPage<TConversation>> =>
      throwOnErr(
        await inbox.sendPage('list', {
          query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        }),
      ),
    initialPageParam: undefined as TCursor,
    getNextPageParam: (last) => last.page.nextCursor ?? undefined,
  });

/** One conversation with its contact panel's data. */
export const conversationQuery = (accountId: string, id: string) =>
  queryOptions({
    queryKey: inboxKeys.conversation(accountId, id),
    queryFn: async ({ signal }) => throwOnErr(await inbox.sendOne('get', { params: { id }, signal })),
  });

export type TTimelineData = InfiniteData<TPage<TTimelineEntry>, TCursor>;

/**
 * A conversation's timeline, newest first, 50 a page. Never stale by time: the live events keep
 * the open one fresh by reading its newest page only (`refreshTimelineHead`), since refetching an
 * infinite query reads every page it holds again (200 for 10,000 messages).
 */
export const timelineQuery = (accountId: string, id: string) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.timeline(accountId, id),
    queryFn: async ({ pageParam, signal }): Promise<TPage<TTimelineEntry>> =>
      throwOnErr(
        await inbox.sendPage('timeline', {
          params: { id },
          query: pageParam ? { cursor: pageParam } : {},
          signal,
        }),
      ),
    initialPageParam: undefined as TCursor,
    getNextPageParam: (last) => last.page.nextCursor ?? undefined,
    staleTime: Infinity,
  });

/** Who a conversation can be assigned to (the account's users with global-inbox). */
export const inboxAgentsQuery = (accountId: string) =>
  inbox.query('agents', { scope: [accountId], staleTime: 5 * 60_000 });

const keyOf = new WeakMap<TTimelineEntry, string>();

/**
 * A timeline entry's identity: a message's sid, a note's id. Made once per entry: the timeline
 * asks for every entry's key each time a page comes (10,000 of them), and a string made anew is
 * hashed anew at each lookup.
 */
export function entryKey(entry: TTimelineEntry): string {
  let key = keyOf.get(entry);
  if (key === undefined) {
    key = entry.kind === 'message' ? `m:${entry.message.messageSid}` : `n:${entry.note.noteId}`;
    keyOf.set(entry, key);
  }
  return key;
}

const newestFirst = (a: TTimelineEntry, b: TTimelineEntry) =>
  a.at < b.at ? 1 : a.at > b.at ? -1 : entryKey(a) < entryKey(b) ? 1 : -1;

/**
 * The newest page read again, merged into the pages held: entries already held are replaced (a
 * receipt changed a status), new ones go on top. Null when the fresh page does not reach what is
 * held (more than a page came meanwhile): then the timeline is read again from its newest page.
 */
export function mergeTimelineHead(data: TTimelineData, head: TPage<TTimelineEntry>): TTimelineData | null {
  const [first, ...rest] = data.pages;
  if (!first) return { pages: [head], pageParams: [undefined] };
  const fresh = new Map(head.items.map((e) => [entryKey(e), e]));
  let overlaps = false;
  const replaced = data.pages.map((page) => ({
    ...page,
    items: page.items.map((e) => {
      const update = fresh.get(entryKey(e));
      if (!update) return e;
      overlaps = true;
      fresh.delete(entryKey(e));
      return update;
    }),
  }));
  const held = first.items.length + rest.reduce((n, p) => n + p.items.length, 0);
  // a full fresh page that shares nothing with what is held may have skipped entries between
  if (!overlaps && held > 0 && head.page.nextCursor !== null) return null;
  const top = replaced[0]!;
  const added = [...fresh.values()];
  const pages = [
    { ...top, items: added.length ? [...added, ...top.items].sort(newestFirst) : top.items },
    ...replaced.slice(1),
  ];
  return { ...data, pages };
}

const inFlight = new Map<string, Promise<void>>();
const again = new Set<string>();

/**
 * Reads a timeline's newest page and merges it in, when the timeline is on screen; one that is
 * not is dropped from the cache and read afresh when it opens. One read at a time per timeline:
 * events that come during one ask for one more after it.
 */
export function refreshTimelineHead(client: QueryClient, accountId: string, id: string): Promise<void> {
  const queryKey = timelineQuery(accountId, id).queryKey;
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) return Promise.resolve();
  if (query.getObserversCount() === 0) {
    client.removeQueries({ queryKey, exact: true });
    return Promise.resolve();
  }
  const key = JSON.stringify(queryKey);
  const running = inFlight.get(key);
  if (running) {
    again.add(key);
    return running;
  }
  const run = (async () => {
    try {
      do {
        again.delete(key);
        const head = await inbox.sendPage('timeline', { params: { id } });
        if (!head.ok) return;
        const data = client.getQueryData<TTimelineData>(queryKey);
        if (!data) return;
        const merged = mergeTimelineHead(data, head.value);
        if (merged) client.setQueryData<TTimelineData>(queryKey, merged);
        else await client.resetQueries({ queryKey, exact: true });
      } while (again.has(key));
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, run);
  return run;
}

/**
 * A receipt: a message's status moved on (sent, delivered, failed). Nothing but the timeline shows
 * a message's status: a row of the list shows the last message's words, direction and time
 * (TConversation's lastMessage), the counts count conversations, and a receipt changes neither the
 * conversation nor its last message on the server (rows-repository's advanceMessage).
 */
const RECEIPT: TAccountEventType = 'message.updated';

/**
 * What a batch of live events changes in the cache: the counts and the lists, unless the batch is
 * only receipts (every message sent brings two, and they would read every list on screen again
 * for nothing); a conversation's detail when something other than a receipt is about it; its
 * timeline when a message or note is (only a query on screen is read again; one that is not is
 * read when it is next shown).
 */
export async function applyInboxEvents(
  client: QueryClient,
  accountId: string,
  events: readonly { conversationId: string | null; type: TAccountEventType }[],
): Promise<void> {
  const work: Promise<unknown>[] = events.every((e) => e.type === RECEIPT)
    ? []
    : [
        client.invalidateQueries({ queryKey: inboxKeys.counts(accountId) }),
        client.invalidateQueries({ queryKey: inboxKeys.lists(accountId) }),
      ];
  const touched = new Set(events.flatMap((e) => (e.conversationId ? [e.conversationId] : [])));
  for (const id of touched) {
    /** whether an event other than `type` is about this conversation */
    const besides = (type: TAccountEventType) =>
      events.some((e) => e.conversationId === id && e.type !== type);
    if (besides(RECEIPT))
      work.push(client.invalidateQueries({ queryKey: inboxKeys.conversation(accountId, id), exact: true }));
    if (besides('conversation.updated')) work.push(refreshTimelineHead(client, accountId, id));
  }
  await Promise.all(work);
}
