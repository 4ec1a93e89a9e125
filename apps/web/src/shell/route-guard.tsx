import { Outlet, useMatches } from 'react-router';
import { homePathFor } from '@/config/nav';
import { canSee } from '@/lib/authorization';
import { useCurrentPage } from '@/lib/page-handle';
import { useSession } from '@/lib/session';
import { GettingStarted } from './getting-started';
import { NotFoundPage } from './not-found-page';
import { NotPermittedPage } from './not-permitted-page';

/**
 * The route guard: the same rule as the page's sidebar link (config/nav.ts), checked by the same
 * canSee. A page whose address names an account (`:accountId`) exists only for the session's own
 * account: another account's id is not found, as the API answers it, not that account's page.
 */
export function RouteGuard() {
  const page = useCurrentPage();
  // the page's own match (the deepest), which a layout's useParams may not reach
  const accountId = useMatches().at(-1)?.params.accountId;
  const { session } = useSession();
  if (page && !canSee(session, page.access))
    // the home redirect's last resort (/inbox without Inbox access) says where to go instead
    return session && page.path === homePathFor(session) ? (
      <GettingStarted home={page} permitted={false} />
    ) : (
      <NotPermittedPage />
    );
  if (page && accountId !== undefined && accountId !== session?.accountId) return <NotFoundPage />;
  return <Outlet />;
}
