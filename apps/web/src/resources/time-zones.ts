import { timeZonesEndpoint, type TTimeZone } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { createDataProvider } from '@/lib/create-data-provider';
import { createEndpoint } from '@/lib/create-endpoint';

/** GET /v4/timezone/: the server keeps |timezoneId| ≤ 48 and puts the US zones and UTC first. */
export const timeZones = createEndpoint(timeZonesEndpoint);

// the catalogue changes only with a release
export const timeZonesQuery = () => timeZones.query('get', { staleTime: Infinity });

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
