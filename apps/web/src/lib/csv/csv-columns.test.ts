import { describe, expect, it } from 'vitest';
import { cellText, keptColumns, rowCells, type TCsvColumn } from './csv-columns';

interface TRow {
  name: string;
  events: string[];
  enabled: boolean;
  created: Date;
  extra?: { a: number } | null;
}
const row: TRow = {
  name: 'Hook',
  events: ['sms_inbound', 'voicemail'],
  enabled: true,
  created: new Date(Date.UTC(2026, 0, 2)),
  extra: null,
};

describe('CSV columns', () => {
  it('writes text, numbers, flags, dates (ISO) and the rest as JSON; nothing for null', () => {
    expect(cellText('x')).toBe('x');
    expect(cellText(3.5)).toBe('3.5');
    expect(cellText(false)).toBe('false');
    expect(cellText(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    expect(cellText({ a: [1] })).toBe('{"a":[1]}');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });

  it('leaves excluded columns out, and formats as JSON or by a function', () => {
    const columns: TCsvColumn<TRow>[] = [
      { id: 'name', header: 'Name' },
      { id: 'events', header: 'Events', format: 'json' },
      { id: 'count', header: 'Count', value: (r) => r.events.length },
      { id: 'enabled', header: 'Enabled', format: (v) => (v ? 'Yes' : 'No') },
      { id: 'created', header: 'Created' },
    ];
    const kept = keptColumns(columns, ['created']);
    expect(kept.map((c) => c.header)).toEqual(['Name', 'Events', 'Count', 'Enabled']);
    expect(rowCells(row, kept)).toEqual(['Hook', '["sms_inbound","voicemail"]', '2', 'Yes']);
  });
});
