import { describe, expect, it } from 'vitest';
import { niceScale } from './nice-scale';

describe('niceScale', () => {
  it('rounds the top up to a whole step of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceScale(96)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('keeps whole steps for small counts and a visible axis for none', () => {
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});
