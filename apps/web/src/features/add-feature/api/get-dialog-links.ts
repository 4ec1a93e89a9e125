import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, throwOnErr } from '@/lib/api-client';

/** What the dialog needs from the portal configuration: the legal documents and where support is. */
export interface TDialogLinks {
  eula: string;
  msa: string;
  /** null: no chat is configured, support is reached by mail */
  supportChat: string | null;
  supportEmail: string;
}

/**
 * The shell loads the same configuration under the same key (features/portal). A feature may not
 * import another, so this reads it on its own, caching exactly what that query caches (the first
 * payload element): whichever asks first, the other finds it in the cache.
 */
async function getPortalConfigEntry(): Promise<unknown> {
  const [config] = throwOnErr(await apiGet<unknown>(apiPaths.portalConfig));
  return config ?? null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function selectDialogLinks(config: unknown): TDialogLinks | null {
  const links = isRecord(config) ? config.links : undefined;
  if (!isRecord(links)) return null;
  const { eula, msa, supportChat, supportEmail } = links;
  if (typeof eula !== 'string' || typeof msa !== 'string' || typeof supportEmail !== 'string') return null;
  return { eula, msa, supportEmail, supportChat: typeof supportChat === 'string' ? supportChat : null };
}

export const dialogLinksQuery = () =>
  queryOptions({
    queryKey: ['portal-config'],
    queryFn: getPortalConfigEntry,
    staleTime: Infinity,
    select: selectDialogLinks,
  });

export const useDialogLinks = (enabled = true) => useQuery({ ...dialogLinksQuery(), enabled });
