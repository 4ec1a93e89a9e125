import { Badge, VisuallyHidden } from '@mantine/core';
import { DATA_RELOAD_MS, INBOX_PAGE_TEXTS as T, fillText } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useSignedInSession } from '@/lib/session';
import { inboxCountsQuery, unreadForMe } from '@/resources/inbox';

/**
 * The Inbox link's badge (issue 30): the unread conversations waiting for this user, theirs and
 * nobody's (`unreadForMe`), kept fresh by the live events; every 5 minutes too, should the stream
 * be cut. Nothing while there are none or the counts cannot be read. Loaded apart from the first
 * page, with the inbox's client.
 */
export default function InboxBadge() {
  const { accountId } = useSignedInSession();
  const counts = useQuery({ ...inboxCountsQuery(accountId), refetchInterval: DATA_RELOAD_MS });
  const unread = unreadForMe(counts.data);
  if (unread === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="red.8" circle={unread < 10}>
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <VisuallyHidden>{fillText(T.linkUnread, { count: String(unread) })}</VisuallyHidden>
    </Badge>
  );
}
