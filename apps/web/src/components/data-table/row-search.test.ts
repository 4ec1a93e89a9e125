import { describe, expect, it } from 'vitest';
import { sortKey } from './column-defs';
import { createRowSearch } from './row-search';
import { personColumns, people } from './test-rows';

describe('the global search and the sort keys', () => {
  it('matches any searchable column, case-insensitive, never across two columns', () => {
    const { filterFn, carrierId } = createRowSearch(personColumns);
    expect(carrierId).toBe('name');
    const [ada] = people(1);
    const test = (text: string) => filterFn({ original: ada! }, 'name', filterFn.resolveFilterValue(text));
    expect(test('ADA 1')).toBe(true);
    expect(test('person1@example')).toBe(true);
    expect(test('inactive')).toBe(true);
    // calls is not searchable
    expect(test('0')).toBe(false);
    // the end of the name and the start of the email are two columns
    expect(test('1person')).toBe(false);
    expect(filterFn.autoRemove('')).toBe(true);
  });

  it('sorts text without case and numbers as numbers', () => {
    expect(sortKey('Émile B')).toBe('émile b');
    expect(sortKey(9)).toBeLessThan(sortKey(10) as number);
    expect(sortKey(true)).toBe(1);
    expect(sortKey(null)).toBeUndefined();
  });
});
