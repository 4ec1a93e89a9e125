import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TSession } from '@parley/domain';
import { connectAuthBridge } from './auth-bridge';
import type { TApiResult } from './envelope';
import { SessionController, type TSessionStatus } from './session-controller';

export type { TSessionStatus } from './session-controller';

export interface TSessionContextValue {
  status: TSessionStatus;
  /** present only while signed in */
  session: TSession | null;
  /** while 'unreachable': what went wrong, in words for the user */
  problem: string | null;
  signIn(username: string, password: string): Promise<TApiResult<TSession>>;
  signOut(): Promise<void>;
  /** true when a fresh token is in hand */
  refresh(): Promise<boolean>;
  /** while 'unreachable': ask the server again now */
  retry(): Promise<void>;
  /** leave the "session ended" state for a plain sign-in */
  acknowledgeEnded(): void;
  /** act as a sub-account (doc 000 §4) */
  impersonate(accountSid: string): Promise<TApiResult<TSession>>;
  /** back to the original account */
  switchBack(): Promise<TApiResult<TSession>>;
  /** adopt a freshly loaded copy of the same session (names, account configuration) */
  replaceSession(session: TSession): void;
}

export const SessionContext = createContext<TSessionContextValue | null>(null);

export function SessionProvider({
  children,
  onSignInStart,
}: {
  children: ReactNode;
  /** called as a sign-in request leaves: the app fetches the first page's code meanwhile */
  onSignInStart?: () => void;
}) {
  const queryClient = useQueryClient();
  // One controller per provider; it outlives strict mode's second mount.
  const [controller] = useState(
    () =>
      new SessionController({
        onCleared: () => queryClient.clear(),
        // Cached answers belong to the account they were asked for: after a switch (here or in
        // another tab) drop them and ask again, so no page shows the other account's data.
        onIdentityChanged: () => void queryClient.resetQueries(),
      }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  useEffect(() => {
    const disconnect = connectAuthBridge({ refresh: (stale) => controller.refresh(stale) });
    controller.start();
    return () => {
      disconnect();
      controller.stop();
    };
  }, [controller]);

  const value = useMemo<TSessionContextValue>(
    () => ({
      status: state.status,
      session: state.session,
      problem: state.problem ?? null,
      signIn: (username, password) => {
        onSignInStart?.();
        return controller.signIn(username, password);
      },
      signOut: () => controller.signOut(),
      refresh: async () => (await controller.refresh()).kind === 'refreshed',
      retry: () => controller.retry(),
      acknowledgeEnded: () => controller.acknowledgeEnded(),
      impersonate: (accountSid) => controller.impersonate(accountSid),
      switchBack: () => controller.switchBack(),
      replaceSession: (session) => controller.replaceSession(session),
    }),
    [controller, state, onSignInStart],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): TSessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used within SessionProvider');
  return value;
}

/** The signed-in user's session; for components that only render inside the protected layout. */
export function useSignedInSession(): TSession {
  const { session } = useSession();
  if (!session) throw new Error('useSignedInSession needs a signed-in session.');
  return session;
}
