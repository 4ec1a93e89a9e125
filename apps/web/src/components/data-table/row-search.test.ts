import { describe, expect, it } from 'vitest';
import { sortKey } from './column-defs';
import { allIndices, createRowSearch } from './row-search';
import { createRowSort } from './row-sort';
import { personColumns, people, type TPerson } from './test-rows';
import type { TDataTableColumn } from './types';

describe('the search and the choice filters over row indices', () => {
  const rows = people(12);
  const search = createRowSearch(personColumns, rows);
  const ids = (found: Uint32Array) => Array.from(found, (i) => rows[i]!.id);

  it('finds the text in any searchable column, case-insensitive, never across two columns', () => {
    expect(ids(search.filter('ADA 1', []))).toEqual(['P1']);
    expect(ids(search.filter(' person12@ ', []))).toEqual(['P12']);
    // calls is not searchable: 'Calls' of P2 is 7
    expect(ids(search.filter('7', []))).toEqual(['P7']);
    // the end of a name and the start of the email are two columns
    expect(ids(search.filter('1person', []))).toEqual([]);
  });

  it('keeps the rows whose column equals each choice, and every row without any', () => {
    expect(ids(search.filter('', []))).toEqual(rows.map((r) => r.id));
    expect(ids(search.filter('', [{ id: 'status', value: 'inactive' }]))).toEqual(['P1', 'P4', 'P7', 'P10']);
    expect(ids(search.filter('di', [{ id: 'status', value: 'inactive' }]))).toEqual(['P4']);
    expect(ids(search.filter('', [{ id: 'status', value: undefined }]))).toHaveLength(12);
  });

  it('typing on looks among the rows the shorter text kept, and finds the same as from scratch', () => {
    const fresh = createRowSearch(personColumns, rows);
    fresh.filter('person1', []);
    const narrowed = ids(fresh.filter('person11', []));
    expect(narrowed).toEqual(ids(createRowSearch(personColumns, rows).filter('person11', [])));
    expect(narrowed).toEqual(['P11']);
    // a text that does not hold the previous one starts again from every row
    expect(ids(fresh.filter('person2', []))).toEqual(['P2']);
    // a changed filter too
    fresh.filter('person', [{ id: 'status', value: 'inactive' }]);
    expect(ids(fresh.filter('person1', []))).toEqual(['P1', 'P10', 'P11', 'P12']);
  });

  it('never narrows from a text the new one does not hold: a deletion, a change in the middle, a clear', () => {
    const fresh = createRowSearch(personColumns, rows);
    const scratch = (text: string) => ids(createRowSearch(personColumns, rows).filter(text, []));
    expect(ids(fresh.filter('person11', []))).toEqual(['P11']);
    // a deleted character widens the result again: narrowing from ['P11'] would lose P1, P10, P12
    expect(ids(fresh.filter('person1', []))).toEqual(['P1', 'P10', 'P11', 'P12']);
    // the middle changed ('person1' → 'perso1': its 'n' deleted): same length, not the same rows
    expect(ids(fresh.filter('perso1', []))).toEqual(scratch('perso1'));
    expect(ids(fresh.filter('person1', []))).toEqual(scratch('person1'));
    expect(ids(fresh.filter('person12', []))).toEqual(['P12']);
    // cleared, then typed anew: every row, then from scratch
    expect(ids(fresh.filter('', []))).toHaveLength(12);
    expect(ids(fresh.filter('lu', []))).toEqual(scratch('lu'));
    // a text that holds the previous one in its middle, not at its start, still narrows exactly
    expect(ids(fresh.filter('erson1', []))).toEqual(scratch('erson1'));
    expect(ids(fresh.filter('person10', []))).toEqual(['P10']);
  });

  it('builds every text ahead, in slices, and marks when done', async () => {
    const many = people(3000);
    const ahead = createRowSearch(personColumns, many);
    performance.clearMarks('data-table-search-texts');
    ahead.buildAhead();
    await expect
      .poll(() => performance.getEntriesByName('data-table-search-texts').length, { timeout: 5000 })
      .toBe(1);
    expect(ahead.textAt(2999)).toBe('lu 3000\u0000person3000@example.test\u0000active');
  });

  it('compares choice values without case', () => {
    expect(sortKey('Émile B')).toBe('émile b');
    expect(sortKey(9)).toBeLessThan(sortKey(10) as number);
    expect(sortKey(true)).toBe(1);
    expect(sortKey(null)).toBeUndefined();
  });
});

describe('the sort over row indices', () => {
  interface TItem {
    id: string;
    label: string | null;
    n: number | null;
    at: Date;
  }
  const columns: TDataTableColumn<TItem>[] = [
    { id: 'label', header: 'Label' },
    { id: 'n', header: 'N' },
    { id: 'at', header: 'At' },
  ];
  const items: TItem[] = [
    { id: 'a', label: 'item 10', n: 5, at: new Date('2026-03-01') },
    { id: 'b', label: 'Item 2', n: null, at: new Date('2025-01-01') },
    { id: 'c', label: null, n: 5, at: new Date('2026-01-01') },
    { id: 'd', label: 'émile', n: -1, at: new Date('2024-06-01') },
    { id: 'e', label: 'Emile', n: 5, at: new Date('2026-03-01') },
    { id: 'f', label: 'zed', n: 40, at: new Date('2023-01-01') },
  ];
  const sort = createRowSort(columns, items);
  const order = (id: string, desc = false, indices = allIndices(items.length)) =>
    Array.from(sort(indices, { id, desc }), (i) => items[i]!.id).join('');

  it('sorts text with one collator: accents and case after the letters, digits as numbers', () => {
    expect(order('label')).toBe('edbafc');
    // descending flips the values; a missing value stays last
    expect(order('label', true)).toBe('fabdec');
  });

  it('sorts numbers as numbers and dates by time, stable on equal values, missing last', () => {
    expect(order('n')).toBe('dacef' + 'b');
    expect(order('n', true)).toBe('face' + 'd' + 'b');
    expect(order('at')).toBe('fdbcae');
    expect(order('at', true)).toBe('aecbdf');
  });

  it('sorts only the indices it is given, and gives them back without a sort', () => {
    const some = Uint32Array.from([5, 0, 3]);
    expect(order('label', false, some)).toBe('daf');
    expect(sort(some, undefined)).toBe(some);
  });

  it('sorts 20,000 people as a plain compare would', () => {
    const many: TPerson[] = people(20_000);
    const byCalls = createRowSort(personColumns, many)(allIndices(many.length), { id: 'calls', desc: false });
    const expected = many
      .map((p, i) => ({ p, i }))
      .sort((a, b) => a.p.calls - b.p.calls || a.i - b.i)
      .map((x) => x.i);
    expect(Array.from(byCalls)).toEqual(expected);
  });
});
