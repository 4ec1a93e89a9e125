// bench:table, our side: the data table as a page uses it, on 100,000 × 8 rows in one virtual scroll.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { DataTable, type TDataTableContext } from '@/components/data-table';
import { demoColumns, demoRows, type TDemoRow } from '@/components/data-table/demo-rows';
import { installBenchHooks } from './bench-hooks';

const ROWS = demoRows(Number(new URLSearchParams(location.search).get('rows') ?? 100_000));
let context: TDataTableContext<TDemoRow> | null = null;

installBenchHooks(() =>
  context ? { filteredRows: () => context!.filteredRows(), columns: () => context!.csvColumns() } : null,
);

createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <DataTable
      label="Bench rows"
      rows={ROWS}
      columns={demoColumns}
      getRowId={(row) => row.id}
      paginate={false}
      selectable
      toolbar={(table) => {
        context = table;
        return null;
      }}
    />
  </MantineProvider>,
);
