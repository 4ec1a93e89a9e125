/**
 * Doc 001 §9: time-based ids are converted from a v1 UUID, and a check treats 90 days as a window.
 * A v1 UUID carries the 100-nanosecond intervals since 1582-10-15 (the Gregorian reform) in its
 * time_low, time_mid and time_hi fields; the time is that count moved to the Unix epoch.
 */
export const UUID_V1_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Doc 001 §9: the window a time-based id is checked against. */
export const TIME_ID_WINDOW_DAYS = 90;

/** 100 ns intervals from 1582-10-15 to 1970-01-01. */
const GREGORIAN_TO_UNIX = 122_192_928_000_000_000n;
const DAY_MS = 86_400_000;

export const isUuidV1 = (value: string): boolean => UUID_V1_PATTERN.test(value);

/** The moment (ms since 1970) a v1 UUID was made; undefined for anything else. */
export function uuidV1ToTime(uuid: string): number | undefined {
  if (!isUuidV1(uuid)) return undefined;
  const [low, mid, hiAndVersion] = uuid.split('-') as [string, string, string];
  const ticks = BigInt(`0x${hiAndVersion.slice(1)}${mid}${low}`);
  return Number((ticks - GREGORIAN_TO_UNIX) / 10_000n);
}

/**
 * A v1 UUID rewritten so that text order is time order (its fields from the most significant:
 * time_hi, time_mid, time_low, then clock sequence and node; 31 hex digits without the version
 * nibble), the other reading of "time-based ids are converted from a v1 UUID". Undefined for
 * anything but a v1 UUID.
 */
export function uuidV1ToTimeOrderedId(uuid: string): string | undefined {
  if (!isUuidV1(uuid)) return undefined;
  const [low, mid, hiAndVersion, clock, node] = uuid.toLowerCase().split('-') as [
    string,
    string,
    string,
    string,
    string,
  ];
  return `${hiAndVersion.slice(1)}${mid}${low}${clock}${node}`;
}

/** The same as a Date; undefined for anything but a v1 UUID. */
export function uuidV1ToDate(uuid: string): Date | undefined {
  const ms = uuidV1ToTime(uuid);
  return ms === undefined ? undefined : new Date(ms);
}

/**
 * Whether a v1 UUID was made within the last `days` (90 by default) of `now`: not older, and not
 * in the future. Anything but a v1 UUID is outside.
 */
export function isWithinTimeIdWindow(
  uuid: string,
  now: Date = new Date(),
  days: number = TIME_ID_WINDOW_DAYS,
): boolean {
  const ms = uuidV1ToTime(uuid);
  if (ms === undefined) return false;
  const age = now.getTime() - ms;
  return age >= 0 && age <= days * DAY_MS;
}
