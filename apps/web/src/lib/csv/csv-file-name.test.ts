import { describe, expect, it } from 'vitest';
import { csvFileName } from './csv-file-name';

describe('the export file name', () => {
  it('is the base name plus the local date', () => {
    expect(csvFileName('webhooks', new Date(2026, 10, 3, 23, 59))).toBe('webhooks-2026-11-03.csv');
  });
});
