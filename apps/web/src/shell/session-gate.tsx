import type { ReactNode } from 'react';
import { FullPageLoader } from '@/components/layout/full-page-loader';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { useSession } from '@/lib/session';
import { SessionEndedPage } from './session-ended-page';
import { UnreachablePage } from './unreachable-page';

/**
 * What a page shows until there is a signed-in session: the loader, "can't reach", "session ended"
 * or the login form, each in place so the address stays. `children` renders once signed in.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status, session } = useSession();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'unreachable') return <UnreachablePage />;
  if (status === 'ended') return <SessionEndedPage />;
  if (status === 'signed-out' || !session) return <SignInPage />;
  return children;
}
