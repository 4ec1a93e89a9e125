import { FullPageLoader } from '@/components/layout/full-page-loader';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { useSession } from '@/lib/session';
import { AppFrame } from '@/shell/app-frame';
import { RouteGuard } from '@/shell/route-guard';
import { SessionEndedPage } from '@/shell/session-ended-page';

/**
 * Every page but / and password recovery sits behind this. Signed out, the sign-in form shows in
 * place, so the address stays and the page appears once signed in. This only hides pages: the
 * API checks every call itself.
 */
export function Component() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'ended') return <SessionEndedPage />;
  if (status === 'signed-out') return <SignInPage />;
  return (
    <AppFrame>
      <RouteGuard />
    </AppFrame>
  );
}
