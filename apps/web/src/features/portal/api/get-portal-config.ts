import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, throwOnErr } from '@/lib/api-client';

export interface TTrainingVideo {
  title: string;
  url: string;
  minutes?: number;
}

/**
 * Where external links and help items go; set by the server's configuration. A target that is not
 * configured is null, and its link is not shown (a placeholder would be a dead link).
 */
export interface TPortalLinks {
  contactCenter: string | null;
  /** contains `{cluster}`, replaced with the account's cc_cluster_id */
  contactCenterCluster: string | null;
  aiProduct: string | null;
  helpArticles: string | null;
  productUpdates: string | null;
  systemStatus: string | null;
  /** contains `{query}`, replaced with the URL-encoded search text */
  helpSearch: string | null;
  supportTickets: string | null;
  newTicket: string | null;
  /** always set: the portal serves them at /legal/eula and /legal/msa unless configured elsewhere */
  eula: string;
  msa: string;
  supportChat: string | null;
  supportEmail: string;
  trainingVideos: TTrainingVideo[];
}

export interface TPortalConfig {
  version: string;
  sentryDsn: string | null;
  links: TPortalLinks;
}

export async function getPortalConfig(): Promise<TPortalConfig | null> {
  const [config] = throwOnErr(await apiGet<TPortalConfig>(apiPaths.portalConfig));
  return config ?? null;
}

export const portalConfigQuery = () =>
  queryOptions({ queryKey: ['portal-config'], queryFn: getPortalConfig, staleTime: Infinity });

export const usePortalConfig = () => useQuery(portalConfigQuery());
