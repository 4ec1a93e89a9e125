import { Button, Group, Text } from '@mantine/core';
import { DISPOSITIONS_PAGE_TEXTS as T, dispositionsResource, can, type TDisposition } from '@parley/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ResourceDataTable, onOffDeleteActions, type TDataTableContext } from '@/components/data-table';
import { AppModal } from '@/components/dialog/app-modal';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { PageContainer } from '@/components/layout/page-container';
import { throwOnErr } from '@/lib/api-client';
import { CsvExportButton } from '@/lib/csv/csv-export-button';
import { useSignedInSession } from '@/lib/session';
import { useResourceActions } from '@/lib/use-resource-actions';
import { dispositions } from '@/resources/dispositions';
import { DispositionForm } from './disposition-form';
import { dispositionColumns } from './disposition-columns';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const DISPOSITION_COLUMNS_COOKIE = 'parley_dispositions_columns';

/** Every disposition the search and filter match, every page of them, for the CSV file. */
async function exportOf(table: TDataTableContext<TDisposition>) {
  const all = throwOnErr(
    await dispositions.fetchers.all({ ...table.query, limit: dispositionsResource.list.limit.max }),
  );
  return { rows: all, columns: table.csvColumns(), baseName: 'dispositions' };
}

/** What the form dialog shows: a new disposition, one to change, or nothing. */
type TEditing = { kind: 'new' } | { kind: 'edit'; item: TDisposition } | null;

/**
 * Workflow → /dispositions: the account's dispositions on the server's data table, searched, filtered
 * by outcome and status, added and changed in a dialog, the selected ones enabled, disabled or deleted, and
 * exported as CSV.
 */
export function DispositionsPage() {
  const session = useSignedInSession();
  const editable = can(session, dispositionsResource.access.write!);
  const { change } = useResourceActions(dispositions);
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<{ items: TDisposition[]; done: () => void } | null>(null);
  const columns = useMemo(
    () => dispositionColumns(editable ? (item) => setEditing({ kind: 'edit', item }) : null),
    [editable],
  );
  const actions = useMemo(
    () =>
      onOffDeleteActions<TDisposition>({
        label: dispositionsResource.label,
        name: (d) => d.name,
        isOn: (d) => d.enabled,
        switchTo: (chosen, enabled) => change(chosen, { enabled }),
        onDelete: (chosen, done) => setDeleting({ items: chosen, done }),
      }),
    [change],
  );

  return (
    <PageContainer title={T.title} width={16}>
      <Group justify="space-between" align="center">
        <Text c="dimmed">{T.intro}</Text>
        {editable ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ kind: 'new' })}
          >
            {T.add}
          </Button>
        ) : null}
      </Group>
      <ResourceDataTable
        label={T.tableLabel}
        resource={dispositions}
        columns={columns}
        getRowId={(d) => d.id}
        rowLabel={(d) => d.name}
        visibilityCookie={DISPOSITION_COLUMNS_COOKIE}
        initialSort={{ id: 'name' }}
        {...(editable ? { actions } : {})}
        toolbar={(table) => <CsvExportButton getExport={() => exportOf(table)} />}
      />
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? T.editTitle : T.addTitle}
      >
        {editing ? (
          <DispositionForm
            key={editing.kind === 'edit' ? editing.item.id : 'new'}
            {...(editing.kind === 'edit' ? { item: editing.item } : {})}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </AppModal>
      <DeleteResourceDialog
        resource={dispositions}
        items={deleting?.items ?? null}
        onClose={() => setDeleting(null)}
        {...(deleting ? { onDeleted: deleting.done } : {})}
      />
    </PageContainer>
  );
}
