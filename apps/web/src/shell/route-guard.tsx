import { Outlet } from 'react-router';
import { canSee } from '@/lib/authorization';
import { useCurrentPage } from '@/lib/page-handle';
import { useSession } from '@/lib/session';
import { NotPermittedPage } from './not-permitted-page';

/** The route guard: the same rule as the page's sidebar link (config/nav.ts), checked by the same canSee. */
export function RouteGuard() {
  const page = useCurrentPage();
  const { session } = useSession();
  if (page && !canSee(session, page.access)) return <NotPermittedPage />;
  return <Outlet />;
}
