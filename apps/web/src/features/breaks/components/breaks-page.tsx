import { Button, Group, Text } from '@mantine/core';
import { BREAKS_PAGE_TEXTS as T, breaksResource, can, type TBreak } from '@parley/domain';
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
import { breaks } from '@/resources/breaks';
import { BreakForm } from './break-form';
import { breakColumns } from './break-columns';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const BREAK_COLUMNS_COOKIE = 'parley_breaks_columns';

/** Every break type the search and filter match, every page of them, for the CSV file. */
async function exportOf(table: TDataTableContext<TBreak>) {
  const all = throwOnErr(await breaks.fetchers.all({ ...table.query, limit: breaksResource.list.limit.max }));
  return { rows: all, columns: table.csvColumns(), baseName: 'break-types' };
}

/** What the form dialog shows: a new break type, one to change, or nothing. */
type TEditing = { kind: 'new' } | { kind: 'edit'; item: TBreak } | null;

/**
 * Settings → /breaks: the account's break types on the server's data table, searched, filtered
 * by status, added and changed in a dialog, the selected ones enabled, disabled or deleted, and
 * exported as CSV.
 */
export function BreaksPage() {
  const session = useSignedInSession();
  const editable = can(session, breaksResource.access.write!);
  const { change } = useResourceActions(breaks);
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<{ items: TBreak[]; done: () => void } | null>(null);
  const columns = useMemo(
    () => breakColumns(editable ? (item) => setEditing({ kind: 'edit', item }) : null),
    [editable],
  );
  const actions = useMemo(
    () =>
      onOffDeleteActions<TBreak>({
        label: breaksResource.label,
        name: (b) => b.name,
        isOn: (b) => b.enabled,
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
        resource={breaks}
        columns={columns}
        getRowId={(b) => b.id}
        rowLabel={(b) => b.name}
        visibilityCookie={BREAK_COLUMNS_COOKIE}
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
          <BreakForm
            key={editing.kind === 'edit' ? editing.item.id : 'new'}
            {...(editing.kind === 'edit' ? { item: editing.item } : {})}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </AppModal>
      <DeleteResourceDialog
        resource={breaks}
        items={deleting?.items ?? null}
        onClose={() => setDeleting(null)}
        {...(deleting ? { onDeleted: deleting.done } : {})}
      />
    </PageContainer>
  );
}
