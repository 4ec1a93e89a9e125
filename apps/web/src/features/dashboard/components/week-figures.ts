import type { TStatsBucket } from '@parley/domain';
import type { TLinePoint } from '@/components/charts/line-chart';

/** A bucket's day ('2026-11-30', a day of the reader's zone) as the chart writes it. */
const dayOf = (label: string) => new Date(`${label.slice(0, 10)}T00:00:00Z`);
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
// 'Mon 30': Intl's en-US writes '30 Mon' for a weekday and a day without a month
const tick = (day: Date) => `${weekday.format(day)} ${day.getUTCDate()}`;
const long = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export const chartPoints = (week: readonly TStatsBucket[]): TLinePoint[] =>
  week.map((b) => ({
    tick: tick(dayOf(b.label)),
    label: long.format(dayOf(b.label)),
    values: { sent: b.sent, delivered: b.delivered, failed: b.failed, received: b.received },
  }));

/** The tiles' figures from the week's buckets: today is the last one (the window ends now). */
export function weekFigures(week: readonly TStatsBucket[]) {
  const today = week.at(-1);
  const sum = (key: 'delivered' | 'undelivered' | 'failed') => week.reduce((n, b) => n + b[key], 0);
  const delivered = sum('delivered');
  // messages whose outcome is known: a queued or sent one is not yet a success or a failure
  const settled = delivered + sum('undelivered') + sum('failed');
  return {
    todaySent: today?.sent ?? 0,
    todayReceived: today?.received ?? 0,
    delivered,
    settled,
    /** percent with one decimal, or null when nothing has settled */
    deliveryRate: settled > 0 ? Math.round((delivered / settled) * 1000) / 10 : null,
    timeZone: today?.timeZone ?? 'UTC',
    /** today in the reader's zone (YYYY-MM-DD), for the link to its messages */
    todayLabel: today?.label.slice(0, 10) ?? null,
  };
}
