import { ZAvailableNumber, type TAvailableQuery } from '@parley/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, throwOnErr } from '@/lib/api-client';
import type { TQuery } from '@/lib/http';

/** Issue 26's contract: the numbers for sale. */
export const AVAILABLE_PATH = '/v3/numbers/available';

/** What the search sends: the checked query, capabilities as the API's comma list. */
export function availableParams(query: TAvailableQuery): TQuery {
  return {
    type: query.type,
    limit: query.limit,
    ...(query.areaCode ? { areaCode: query.areaCode } : {}),
    ...(query.contains ? { contains: query.contains } : {}),
    ...(query.capabilities && query.capabilities.length > 0
      ? { capabilities: query.capabilities.join(',') }
      : {}),
  };
}

/**
 * `GET /v3/numbers/available`: one search's numbers for sale. Never cached for long: what is for
 * sale changes as others buy, and a search repeated is a new look.
 */
export const availableQuery = (query: TAvailableQuery) => {
  const params = availableParams(query);
  return queryOptions({
    queryKey: ['numbers', 'available', params] as const,
    queryFn: async ({ signal }) =>
      throwOnErr(await apiGet(AVAILABLE_PATH, ZAvailableNumber, params, { signal })),
    staleTime: 0,
    gcTime: 60_000,
  });
};
