import { describe, expect, it } from 'vitest';
import { isoOf } from './held-numbers-repository';

describe('isoOf', () => {
  it('writes what Date.toISOString writes, from a Date or from PostgreSQL’s text', () => {
    for (const text of [
      '2026-11-27 08:21:47.756082+00',
      '2026-11-27 08:21:47.9999+00',
      '2026-11-27 08:21:47.5+00',
      '2026-11-27 08:21:47+00',
      '2026-11-27 09:21:47.123+01',
      '2026-11-27 03:51:47.1-04:30',
    ]) {
      const expected = new Date(text).toISOString();
      expect(isoOf(text), text).toBe(expected);
      expect(isoOf(new Date(text))).toBe(expected);
    }
  });
});
