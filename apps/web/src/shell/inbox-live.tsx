import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvents, useLiveEventsConnection, useLiveStatus, type TLiveEvent } from '@/lib/live-events';
import { useSignedInSession } from '@/lib/session';
import { applyInboxEvents, inboxKeys } from '@/resources/inbox';
import { useMentionToasts } from './use-mention-toasts';

/** Events that come together (a reply: its message, then the conversation) refresh once. */
const GATHER_MS = 150;

/**
 * The inbox's live updates (issue 30), for a user with the inbox on any page: the tab's one
 * events stream is open while this is mounted (the frame mounts it, keyed by the account and the
 * user, so a switch starts afresh), and each event refreshes what it changed in the cache: the
 * counts (the sidebar's badge) and the lists unless the batch is only receipts, a conversation's
 * detail and timeline when it is about that one and it is on screen; and a note that mentions the
 * user tells them with a toast. Loaded apart from the first page.
 */
export default function InboxLive() {
  const { accountId } = useSignedInSession();
  const client = useQueryClient();
  useLiveEventsConnection(true);
  const pending = useRef<TLiveEvent[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mentions = useMentionToasts();
  useLiveEvents((events) => {
    pending.current.push(...events);
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const batch = pending.current;
      pending.current = [];
      mentions(batch, applyInboxEvents(client, accountId, batch));
    }, GATHER_MS);
  });

  // Back after a drop: the server replayed what it keeps (24 hours, 500 events); the counts and
  // lists are read again anyway, in case the drop was longer than that.
  const status = useLiveStatus();
  const dropped = useRef(false);
  useEffect(() => {
    if (status === 'reconnecting') dropped.current = true;
    if (status !== 'live' || !dropped.current) return;
    dropped.current = false;
    void client.invalidateQueries({ queryKey: inboxKeys.counts(accountId) });
    void client.invalidateQueries({ queryKey: inboxKeys.lists(accountId) });
  }, [status, client, accountId]);

  return null;
}
