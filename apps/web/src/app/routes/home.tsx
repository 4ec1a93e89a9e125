import { Navigate, useLocation } from 'react-router';
import { homePathFor } from '@/config/nav';
import { returnPathOf } from '@/lib/return-to';
import { useSignedInSession } from '@/lib/session';
import { SessionGate } from '@/shell/session-gate';

/**
 * Doc 000 §2, the home redirect: /dashboard with dashboard-read, otherwise /inbox; or back to the
 * page whose session ended, when its Login button brought the user here.
 */
export function Component() {
  return (
    <SessionGate>
      <Redirect />
    </SessionGate>
  );
}

function Redirect() {
  const session = useSignedInSession();
  const { state } = useLocation();
  const target = returnPathOf(state) ?? homePathFor(session);
  return <Navigate to={target} replace />;
}
