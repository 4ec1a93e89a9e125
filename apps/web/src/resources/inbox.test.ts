import { InfiniteQueryObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { conversation, counts, detail, message, messageEntry, page } from '@/testing/inbox';
import {
  applyInboxEvents,
  inboxKeys,
  timelineQuery,
  type TConversationFilter,
  type TTimelineData,
} from './inbox';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = 'AC1';
const OPEN: TConversationFilter = { view: 'all', status: 'open' };
const sent = message(1, { direction: 'outbound', status: 'sent', body: 'On its way.' });

/**
 * A cache as the inbox leaves it: the counts, a list, a conversation's detail, and its timeline
 * on screen (observed), holding one message just sent.
 */
function inboxCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(inboxKeys.counts(ACCOUNT), counts(1));
  client.setQueryData(inboxKeys.list(ACCOUNT, OPEN), {
    pages: [{ items: [conversation(1)], page: { nextCursor: null, limit: 25 } }],
    pageParams: [undefined],
  });
  client.setQueryData(inboxKeys.conversation(ACCOUNT, 'CV1'), detail(conversation(1)));
  const timeline = timelineQuery(ACCOUNT, 'CV1');
  client.setQueryData<TTimelineData>(timeline.queryKey, {
    pages: [{ items: [messageEntry(sent)], page: { nextCursor: null, limit: 50 } }],
    pageParams: [undefined],
  });
  // on screen: the timeline is read again when an event is about it (its data is never stale)
  const stop = new InfiniteQueryObserver(client, timeline).subscribe(() => {});
  return { client, stop, timelineKey: timeline.queryKey };
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

/** The timeline's newest page as the server answers it after the receipt: the message delivered. */
const deliveredHead = () =>
  stubFetch({
    'GET /v3/inbox/conversations/CV1/messages': () =>
      page([messageEntry({ ...sent, status: 'delivered' })], null, 50),
  });

const statusIn = (client: QueryClient, key: QueryKey) => {
  const entry = client.getQueryData<TTimelineData>(key)?.pages[0]?.items[0];
  return entry?.kind === 'message' ? entry.message.status : undefined;
};

describe('applyInboxEvents', () => {
  it('for a batch of receipts only, reads the open timeline again and leaves the counts, lists and detail alone', async () => {
    const fetchMock = deliveredHead();
    const { client, stop, timelineKey } = inboxCache();
    await applyInboxEvents(client, ACCOUNT, [
      { type: 'message.updated', conversationId: 'CV1' },
      { type: 'message.updated', conversationId: 'CV1' },
    ]);
    expect(invalidated(client, inboxKeys.counts(ACCOUNT))).toBe(false);
    expect(invalidated(client, inboxKeys.list(ACCOUNT, OPEN))).toBe(false);
    expect(invalidated(client, inboxKeys.conversation(ACCOUNT, 'CV1'))).toBe(false);
    // the receipt itself shows: the timeline's newest page was read and merged in
    expect(statusIn(client, timelineKey)).toBe('delivered');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('for a new message, marks the counts, the lists and the detail stale, and reads the timeline again', async () => {
    deliveredHead();
    const { client, stop, timelineKey } = inboxCache();
    await applyInboxEvents(client, ACCOUNT, [{ type: 'message.created', conversationId: 'CV1' }]);
    expect(invalidated(client, inboxKeys.counts(ACCOUNT))).toBe(true);
    expect(invalidated(client, inboxKeys.list(ACCOUNT, OPEN))).toBe(true);
    expect(invalidated(client, inboxKeys.conversation(ACCOUNT, 'CV1'))).toBe(true);
    expect(statusIn(client, timelineKey)).toBe('delivered');
    stop();
  });

  it('for receipts that come with another event, refreshes the counts and lists as that event asks', async () => {
    deliveredHead();
    const { client, stop } = inboxCache();
    await applyInboxEvents(client, ACCOUNT, [
      { type: 'message.updated', conversationId: 'CV1' },
      { type: 'conversation.updated', conversationId: 'CV2' },
    ]);
    expect(invalidated(client, inboxKeys.counts(ACCOUNT))).toBe(true);
    expect(invalidated(client, inboxKeys.list(ACCOUNT, OPEN))).toBe(true);
    // CV1 had only its receipt: its detail shows no status, so it is not read again
    expect(invalidated(client, inboxKeys.conversation(ACCOUNT, 'CV1'))).toBe(false);
    stop();
  });
});
