import '@/app/all-styles';
import { AppFrame } from '@/shell/app-frame';
import { RouteGuard } from '@/shell/route-guard';
import { SessionGate } from '@/shell/session-gate';

/**
 * Every page but / and password recovery sits behind this. Signed out, the login form shows in
 * place, so the address stays and the page appears once logged in; with the server away, the
 * "can't reach" page does the same. This only hides pages: the API checks every call itself.
 */
export function Component() {
  return (
    <SessionGate>
      <AppFrame>
        <RouteGuard />
      </AppFrame>
    </SessionGate>
  );
}
