/** Doc 001 §9: the date format, as the spec writes it (Unicode / date-fns tokens). */
export const DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm:ss a';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h12',
      timeZone,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * A moment as MM/dd/yyyy hh:mm:ss a (11/23/2026 09:05:07 AM), in a time zone (an IANA name, such
 * as an account time zone's systemName) or the viewer's own. Built from Intl's parts so it is the
 * same in every browser and on the server; an invalid date gives ''.
 */
export function formatDateTime(value: Date | number | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(date)) p[part.type] = part.value;
  // h12 gives 12 for midnight and noon, as the format's hh does
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod?.toUpperCase()}`;
}
