import { ZPortalConfig, type TPortalConfig } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGetOne, throwOnErr } from '@/lib/api-client';

export type { TPortalConfig, TPortalLinks, TTrainingVideo } from '@parley/domain';

/** One fetcher and one key for the portal configuration, whoever reads it (shell or feature). */
export async function getPortalConfig(signal?: AbortSignal): Promise<TPortalConfig> {
  return throwOnErr(await apiGetOne(apiPaths.portalConfig, ZPortalConfig, { signal }));
}

export const PORTAL_CONFIG_KEY = ['portal-config'] as const;

export const portalConfigQuery = () =>
  queryOptions({
    queryKey: PORTAL_CONFIG_KEY,
    queryFn: ({ signal }) => getPortalConfig(signal),
    staleTime: Infinity,
  });

export const usePortalConfig = () => useQuery(portalConfigQuery());
