import { describe, expect, it } from 'vitest';
import { demoRows } from './demo-rows';

describe('demoRows', () => {
  it('makes the same spread-out rows every time: every first name, both statuses, E.164 phones', () => {
    const rows = demoRows(2000);
    expect(demoRows(2000)).toEqual(rows);
    expect(new Set(rows.map((r) => r.name.split(' ')[0])).size).toBe(12);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['active', 'inactive']));
    expect(new Set(rows.map((r) => r.accountStatus))).toEqual(new Set(['active', 'inactive', 'closed']));
    expect(rows.every((r) => /^\+1[2-9]\d{9}$/.test(r.phone))).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2000);
  });
});
