import { timeZonesCall, type TTimeZone } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, throwOnErr } from '@/lib/api-client';
import { createDataProvider } from '@/lib/create-data-provider';

/** GET /v4/timezone/: the server keeps |timezoneId| ≤ 48 and puts the US zones and UTC first. */
export const timeZonesQuery = () =>
  queryOptions({
    queryKey: ['time-zones', 'list'] as const,
    queryFn: async ({ signal }): Promise<TTimeZone[]> =>
      throwOnErr(await apiGet(timeZonesCall.path, timeZonesCall.item, undefined, { signal })),
    // the catalogue changes only with a release
    staleTime: Infinity,
  });

/** doc 001 §4: fetching, loaded with the list, or failed with an error (which it keeps, §8). */
export type TTimeZonesState =
  | { status: 'fetching'; timeZones: TTimeZone[]; error: null; reload: () => void }
  | { status: 'loaded'; timeZones: TTimeZone[]; error: null; reload: () => void }
  | { status: 'failed'; timeZones: TTimeZone[]; error: Error; reload: () => void };

function useTimeZonesState(): TTimeZonesState {
  const query = useQuery(timeZonesQuery());
  const reload = () => void query.refetch();
  if (query.isError) return { status: 'failed', timeZones: query.data ?? [], error: query.error, reload };
  if (query.isPending || query.isFetching)
    return { status: 'fetching', timeZones: query.data ?? [], error: null, reload };
  return { status: 'loaded', timeZones: query.data, error: null, reload };
}

export const { Provider: TimeZonesProvider, useData: useTimeZones } = createDataProvider(
  'TimeZones',
  useTimeZonesState,
);
