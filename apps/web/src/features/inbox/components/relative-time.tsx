import { formatDateTime } from '@parley/domain';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' });
const dayAndMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60_000],
  ['hour', 3_600_000],
  ['day', 86_400_000],
];

/** "5 min. ago", "3 hr. ago", "yesterday"; a date past a week ("Nov 23"). */
export function relativeTimeText(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago >= 7 * 86_400_000) return dayAndMonth.format(at);
  const [unit, size] = STEPS.findLast(([, ms]) => ago >= ms) ?? STEPS[0]!;
  return relative.format(-Math.floor(ago / size), unit);
}

/** A moment as how long ago, with the full date and time for those who point at it. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {relativeTimeText(iso)}
    </time>
  );
}
