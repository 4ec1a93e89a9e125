/** Where a preset snoozes to, in the user's own time zone. */
export type TSnoozePreset = 'hour' | 'tomorrow' | 'nextWeek';

const at9 = (day: Date) => {
  const d = new Date(day);
  d.setHours(9, 0, 0, 0);
  return d;
};

/**
 * The snooze menu's presets (issue 30): an hour from now; tomorrow at 9:00; next Monday at 9:00
 * (a week on Monday when today is Monday). Local time, as the user reads the clock.
 */
export function snoozeUntil(preset: TSnoozePreset, now: Date = new Date()): Date {
  if (preset === 'hour') return new Date(now.getTime() + 3_600_000);
  const day = new Date(now);
  if (preset === 'tomorrow') {
    day.setDate(day.getDate() + 1);
    return at9(day);
  }
  // getDay: Sunday 0 … Saturday 6; the days until the next Monday, 1 to 7
  const ahead = (1 - day.getDay() + 7) % 7 || 7;
  day.setDate(day.getDate() + ahead);
  return at9(day);
}
