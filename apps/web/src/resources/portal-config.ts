import { readPortalConfig, type TPortalConfig } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGetOneWith, throwOnErr } from '@/lib/api-client';

export type { TPortalConfig, TPortalLinks, TTrainingVideo } from '@parley/domain';

/**
 * One fetcher and one key for the portal configuration, whoever reads it (shell or feature). Read
 * with readPortalConfig (ZPortalConfig's checks without zod): every page asks for it at start,
 * the sign-in page too, which does not load zod (issue 24).
 */
export async function getPortalConfig(signal?: AbortSignal): Promise<TPortalConfig> {
  return throwOnErr(await apiGetOneWith(apiPaths.portalConfig, readPortalConfig, { signal }));
}

export const PORTAL_CONFIG_KEY = ['portal-config'] as const;

export const portalConfigQuery = () =>
  queryOptions({
    queryKey: PORTAL_CONFIG_KEY,
    queryFn: ({ signal }) => getPortalConfig(signal),
    staleTime: Infinity,
  });

export const usePortalConfig = () => useQuery(portalConfigQuery());
