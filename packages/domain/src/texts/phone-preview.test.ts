import { describe, expect, it } from 'vitest';
import {
  PHONE_FRAME_HEIGHT,
  PHONE_FRAME_TALL_HEIGHT,
  PHONE_PREVIEW_DEFAULTS,
  phoneFrameHeight,
  previewDate,
  previewTime,
} from './phone-preview';

describe('phone preview rules', () => {
  it('is 412 px below 2 failed_reputation entries, taller from 2', () => {
    expect(PHONE_FRAME_HEIGHT).toBe(412);
    expect(phoneFrameHeight()).toBe(412);
    expect(phoneFrameHeight([])).toBe(412);
    expect(phoneFrameHeight(['T-Mobile'])).toBe(412);
    expect(phoneFrameHeight(['T-Mobile', 'Verizon'])).toBe(PHONE_FRAME_TALL_HEIGHT);
    expect(PHONE_FRAME_TALL_HEIGHT).toBeGreaterThan(412);
  });

  it('defaults to Android and the home view', () => {
    expect(PHONE_PREVIEW_DEFAULTS).toEqual({ target: 'android', view: 'home' });
  });

  it('writes the date as weekday, month and day, the time as a phone clock', () => {
    const d = new Date(2026, 10, 23, 9, 5);
    expect(previewDate(d)).toBe('Monday, November 23');
    expect(previewTime(d)).toBe('9:05');
    expect(previewTime(new Date(2026, 10, 23, 0, 0))).toBe('12:00');
    expect(previewTime(new Date(2026, 10, 23, 23, 59))).toBe('11:59');
  });
});
