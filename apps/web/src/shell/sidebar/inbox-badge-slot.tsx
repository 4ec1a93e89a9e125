import { Suspense, lazy } from 'react';

// the unread count and the inbox's client load after the page, not with it
const InboxBadge = lazy(() => import('./inbox-badge'));

/** The Inbox link's unread badge (issue 30), in the sidebar and the mobile menu. */
export const INBOX_BADGE = (
  <Suspense fallback={null}>
    <InboxBadge />
  </Suspense>
);
