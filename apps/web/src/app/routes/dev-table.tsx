// @page /dev/table
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataTable, type TDataTableAction } from '@/components/data-table';
import { demoColumns, demoRows, type TDemoRow } from '@/components/data-table/demo-rows';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { showToast } from '@/components/toast/show-toast';
import { paths } from '@/config/paths';
import { CsvExportButton } from '@/lib/csv/csv-export-button';

const ROW_COUNT = 100_000;

const say = (verb: string) => (rows: TDemoRow[]) =>
  showToast({
    type: 'success',
    header: verb,
    content: `${verb}: ${rows.length} row(s) (a demo: nothing is saved).`,
  });

const ACTIONS: TDataTableAction<TDemoRow>[] = [
  { label: 'Enable', onClick: say('Enable') },
  { label: 'Disable', onClick: say('Disable') },
  { label: 'Delete', color: 'red', onClick: say('Delete') },
];

/** /dev/table: the data table of issue 13 on 100,000 rows made in the browser (staff only). */
export function Component() {
  const rows = useMemo(() => demoRows(ROW_COUNT), []);
  const [reset, setReset] = useState(0);
  const [mode, setMode] = useState<'pages' | 'scroll'>('pages');
  return (
    <PageContainer
      title="Data table with 100,000 rows"
      breadcrumbs={[{ label: 'Dev', to: paths.dev }, { label: 'Data table' }]}
      width={16}
    >
      <ContentSegment>
        <Group justify="space-between" mb="sm">
          <Text size="sm" c="dimmed">
            {ROW_COUNT.toLocaleString('en-US')} rows × 8 columns, sorted, searched and filtered in the
            browser.
          </Text>
          <Group gap="sm">
            <SegmentedControl
              aria-label="Rows shown"
              size="xs"
              value={mode}
              onChange={(value) => setMode(value as 'pages' | 'scroll')}
              data={[
                { value: 'pages', label: 'Pages' },
                { value: 'scroll', label: 'All rows, one scroll' },
              ]}
            />
            <Button size="xs" variant="default" onClick={() => setReset((n) => n + 1)}>
              Reset selection and filters
            </Button>
          </Group>
        </Group>
        <DataTable
          key={mode}
          label="Demo users"
          rows={rows}
          columns={demoColumns}
          getRowId={(row) => row.id}
          rowLabel={(row) => `${row.name} (${row.id})`}
          actions={ACTIONS}
          visibilityCookie="dev-table"
          reset={reset}
          paginate={mode === 'pages'}
          toolbar={(table) => (
            <CsvExportButton
              getExport={() => ({
                rows: table.filteredRows(),
                columns: table.csvColumns(),
                baseName: 'demo-users',
              })}
            />
          )}
        />
      </ContentSegment>
    </PageContainer>
  );
}
