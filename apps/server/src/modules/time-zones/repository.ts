import { listTimeZones, type TTimeZone } from '@parley/domain';

/**
 * The time zones come from domain's catalogue, not the database: the same for every account,
 * and changed only with a release. Filtered and ordered once, at start.
 */
const TIME_ZONES: readonly TTimeZone[] = listTimeZones();

export const timeZonesRepository = {
  list: (): TTimeZone[] => [...TIME_ZONES],
};
