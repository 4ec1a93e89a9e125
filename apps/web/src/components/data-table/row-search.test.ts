import { describe, expect, it } from 'vitest';
import { createKeyedSort, sortKey } from './column-defs';
import { createRowFilter } from './row-search';
import { personColumns, people } from './test-rows';

describe('the search, the choice filters and the sort keys', () => {
  const rows = people(12);
  const { filter } = createRowFilter(personColumns);
  const ids = (found: readonly { id: string }[]) => found.map((r) => r.id);

  it('finds the text in any searchable column, case-insensitive, never across two columns', () => {
    expect(ids(filter(rows, 'ADA 1', []))).toEqual(['P1']);
    expect(ids(filter(rows, ' person12@ ', []))).toEqual(['P12']);
    // calls is not searchable: 'Calls' of P2 is 7
    expect(filter(rows, '7', [])).toEqual([rows[6]]);
    // the end of a name and the start of the email are two columns
    expect(filter(rows, '1person', [])).toEqual([]);
  });

  it('keeps the rows whose column equals each choice, and every row without any', () => {
    expect(filter(rows, '', [])).toBe(rows);
    expect(ids(filter(rows, '', [{ id: 'status', value: 'inactive' }]))).toEqual(['P1', 'P4', 'P7', 'P10']);
    expect(ids(filter(rows, 'di', [{ id: 'status', value: 'inactive' }]))).toEqual(['P4']);
    expect(filter(rows, '', [{ id: 'status', value: undefined }])).toBe(rows);
  });

  it('sorts by keys made once per column for the rows the table holds', () => {
    const sort = createKeyedSort(personColumns);
    const table = { options: { data: rows } };
    const at = (index: number) => ({ index, table });
    const order = (column: string) =>
      rows
        .map((_, i) => at(i))
        .sort((a, b) => sort(a, b, column))
        .map((r) => rows[r.index]!.calls);
    expect(order('calls')).toEqual([...rows.map((r) => r.calls)].sort((a, b) => a - b));
    // a new array of rows (a new search) gets new keys
    const fewer = rows.slice(0, 2).reverse();
    expect(sort({ index: 0, table: { options: { data: fewer } } }, { index: 1 }, 'name')).toBe(1);
  });

  it('sorts text without case and numbers as numbers', () => {
    expect(sortKey('Émile B')).toBe('émile b');
    expect(sortKey(9)).toBeLessThan(sortKey(10) as number);
    expect(sortKey(true)).toBe(1);
    expect(sortKey(null)).toBeUndefined();
  });
});
