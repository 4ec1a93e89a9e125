import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, throwOnErr } from '@/lib/api-client';

export interface TTrainingVideo {
  title: string;
  url: string;
  minutes?: number;
}

/** Where external links and help items go; set by the server's configuration. */
export interface TPortalLinks {
  contactCenter: string;
  /** contains `{cluster}`, replaced with the account's cc_cluster_id */
  contactCenterCluster: string;
  aiProduct: string;
  helpArticles: string;
  productUpdates: string;
  systemStatus: string;
  /** contains `{query}`, replaced with the URL-encoded search text */
  helpSearch: string;
  supportTickets: string;
  newTicket: string;
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
