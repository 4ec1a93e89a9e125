import type { TStatsBucket } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { chartPoints, weekFigures } from './week-figures';

const bucket = (label: string, figures: Partial<TStatsBucket>): TStatsBucket => ({
  start: `${label}T05:00:00.000Z`,
  label,
  timeZone: 'America/New_York',
  sent: 0,
  delivered: 0,
  undelivered: 0,
  failed: 0,
  received: 0,
  segments: 0,
  spend: '0.0000',
  optOuts: 0,
  ...figures,
});

describe('the week on the dashboard', () => {
  it('takes today from the last day, and the rate over messages whose outcome is known', () => {
    const week = [
      bucket('2026-11-29', { sent: 10, delivered: 8, undelivered: 1, failed: 1 }),
      bucket('2026-11-30', { sent: 5, delivered: 2, failed: 1, received: 3 }),
    ];
    expect(weekFigures(week)).toMatchObject({
      todaySent: 5,
      todayReceived: 3,
      delivered: 10,
      settled: 13,
      deliveryRate: 76.9,
      timeZone: 'America/New_York',
    });
    expect(weekFigures([bucket('2026-11-30', { sent: 2 })]).deliveryRate).toBeNull();
  });

  it("names each point by the reader's day, whatever the browser's zone", () => {
    const [point] = chartPoints([bucket('2026-11-30', { sent: 4, received: 1 })]);
    expect(point).toEqual({
      tick: 'Mon 30',
      label: 'Monday, November 30',
      values: { sent: 4, delivered: 0, failed: 0, received: 1 },
    });
  });
});
