import { DATA_RELOAD_MS, ZSession, type TSession } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGetOne, throwOnErr } from './api-client';
import { useSession } from './session';

/** Invalidate this after changing what the session shows (names): the layout loads it again. */
export const SESSION_QUERY_KEY = ['session'] as const;

async function loadSession(signal: AbortSignal): Promise<TSession> {
  return throwOnErr(await apiGetOne(apiPaths.session, ZSession, { signal }));
}

/**
 * Doc 000 §4: the layout reloads its data every 300000 ms. The session carries the account
 * configuration and the names the shell shows; tokens are refreshed by the session controller.
 */
export function useSessionReload(): void {
  const { session, replaceSession } = useSession();
  useQuery({
    queryKey: [...SESSION_QUERY_KEY, session?.accountId, session?.clientId],
    queryFn: async ({ signal }) => {
      const fresh = await loadSession(signal);
      replaceSession(fresh);
      return fresh;
    },
    enabled: session !== null,
    initialData: session ?? undefined,
    staleTime: DATA_RELOAD_MS,
    refetchInterval: DATA_RELOAD_MS,
    // a tab in the background still shows current funding and feature flags when it comes back
    refetchIntervalInBackground: true,
  });
}
