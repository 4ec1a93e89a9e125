// bench:table, the peer: TanStack Table v9 + Virtual as their own example writes it (a search box,
// sortable headers, a checkbox column, virtual rows in a plain <table>), no wrapper, no Mantine.
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { demoColumns, demoRows, type TDemoRow } from '@/components/data-table/demo-rows';
import { installBenchHooks } from './bench-hooks';

const ROWS = demoRows(Number(new URLSearchParams(location.search).get('rows') ?? 100_000));
const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text, basic: sortFn_basic },
  rowSelectionFeature,
});
const columns: ColumnDef<typeof features, TDemoRow>[] = demoColumns.map((c) => ({
  id: c.id,
  header: c.header,
  accessorFn: (row: TDemoRow) => row[c.id as keyof TDemoRow],
  sortFn: 'text',
  enableGlobalFilter: c.searchable ?? true,
}));
const SORT_MARK: Record<string, string> = { asc: ' ▲', desc: ' ▼' };
let rowsForExport: (() => readonly TDemoRow[]) | null = null;
installBenchHooks(() =>
  rowsForExport
    ? {
        filteredRows: rowsForExport,
        columns: () => demoColumns.map((c) => ({ id: c.id, header: c.header })),
      }
    : null,
);

function Plain() {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const table = useTable({
    features,
    columns,
    data: ROWS,
    getRowId: (row) => row.id,
    globalFilterFn: 'includesString',
    getColumnCanGlobalFilter: (column) =>
      (column.columnDef as { enableGlobalFilter?: boolean }).enableGlobalFilter !== false,
  });
  rowsForExport = () => table.getSortedRowModel().rows.map((r) => r.original);
  const rows = table.getSortedRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => 41,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div>
      <input
        aria-label="Search"
        value={String(table.state.globalFilter ?? '')}
        onChange={(e) => table.setGlobalFilter(e.currentTarget.value)}
      />
      <div ref={setScroller} style={{ height: 600, overflow: 'auto' }}>
        <table>
          <thead>
            <tr>
              <th>
                <input
                  type="checkbox"
                  aria-label="Select all rows"
                  checked={table.getIsAllRowsSelected()}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              </th>
              {table.getHeaderGroups()[0]!.headers.map((header) => (
                <th key={header.id}>
                  <button type="button" onClick={header.column.getToggleSortingHandler()}>
                    {String(header.column.columnDef.header)}
                    {SORT_MARK[String(header.column.getIsSorted())] ?? ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {top > 0 && <tr style={{ height: top }} />}
            {items.map((item) => {
              const row = rows[item.index]!;
              return (
                <tr key={row.id} data-index={item.index} ref={virtualizer.measureElement}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${row.id}`}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>{String(cell.getValue() ?? '')}</td>
                  ))}
                </tr>
              );
            })}
            {bottom > 0 && <tr style={{ height: bottom }} />}
          </tbody>
        </table>
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<Plain />);
