import { can, rule } from '@parley/domain';
import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/layout/full-page-loader';
import { paths } from '@/config/paths';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { useSession } from '@/lib/session';
import { SessionEndedPage } from '@/shell/session-ended-page';

/** Doc 000 §2, the home redirect: /dashboard with dashboard-read, otherwise /inbox. */
export function Component() {
  const { status, session } = useSession();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'ended') return <SessionEndedPage />;
  if (status === 'signed-out' || !session) return <SignInPage />;
  const target = can(session, rule.all('dashboard-read')) ? paths.dashboard : paths.inbox;
  return <Navigate to={target} replace />;
}
