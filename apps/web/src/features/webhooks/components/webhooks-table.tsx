import { ActionIcon, Group } from '@mantine/core';
import { TABLE_ACTION_TEXTS, type TWebhook } from '@parley/domain';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DataTable, type TDataTableAction } from '@/components/data-table';
import { showToast } from '@/components/toast/show-toast';
import { CsvExportButton } from '@/lib/csv/csv-export-button';
import { requestErrorMessage } from '@/lib/envelope';
import { useWebhookActions } from '../hooks/use-webhook-actions';
import { webhookColumns } from './webhook-columns';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const WEBHOOK_COLUMNS_COOKIE = 'parley_webhooks_columns';

interface TWebhooksTableProps {
  rows: readonly TWebhook[];
  /** whether the caller may change webhooks: otherwise no selection, actions or switches */
  editable: boolean;
  toggling: string | null;
  onToggle: (webhook: TWebhook) => void;
  onEdit: (webhook: TWebhook) => void;
  /** asks before deleting these; `done` clears the selection once they are gone */
  onDelete: (webhooks: TWebhook[], done?: () => void) => void;
}

/**
 * The account's webhooks on the data table (issue 13): search, a status filter, columns to show,
 * selection with Enable, Disable and Delete, a row's own edit and delete, and Export CSV of the
 * rows filtered.
 */
export function WebhooksTable({ rows, editable, toggling, onToggle, onEdit, onDelete }: TWebhooksTableProps) {
  const { setEnabled } = useWebhookActions();
  const columns = useMemo(
    () => webhookColumns({ editable, toggling, onToggle, onEdit }),
    [editable, toggling, onToggle, onEdit],
  );
  const actions = useMemo<TDataTableAction<TWebhook>[]>(() => {
    const switchTo = (enabled: boolean) => async (chosen: TWebhook[]) => {
      const result = await setEnabled(chosen, enabled);
      if (!result.ok)
        showToast({ type: 'error', header: 'Error', content: requestErrorMessage(result.error) });
      else
        showToast({
          type: 'success',
          header: 'Success',
          content: TABLE_ACTION_TEXTS.changed.replace('{n}', String(result.value)),
        });
    };
    return [
      {
        label: TABLE_ACTION_TEXTS.enable,
        icon: <IconPlayerPlay size={16} aria-hidden="true" />,
        disabled: (chosen) => chosen.every((w) => w.enabled),
        onClick: (chosen) => void switchTo(true)(chosen),
      },
      {
        label: TABLE_ACTION_TEXTS.disable,
        icon: <IconPlayerPause size={16} aria-hidden="true" />,
        disabled: (chosen) => chosen.every((w) => !w.enabled),
        onClick: (chosen) => void switchTo(false)(chosen),
      },
      {
        label: TABLE_ACTION_TEXTS.delete,
        color: 'red',
        icon: <IconTrash size={16} aria-hidden="true" />,
        onClick: (chosen, table) => onDelete(chosen, table.clearSelection),
      },
    ];
  }, [setEnabled, onDelete]);

  return (
    <DataTable
      label="Webhooks of the account"
      rows={rows}
      columns={columns}
      getRowId={(w) => w.id}
      rowLabel={(w) => w.name}
      visibilityCookie={WEBHOOK_COLUMNS_COOKIE}
      initialSort={{ id: 'name' }}
      {...(editable
        ? {
            actions,
            rowActions: (w: TWebhook) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`Edit ${w.name}`} onClick={() => onEdit(w)}>
                  <IconPencil size={18} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${w.name}`}
                  onClick={() => onDelete([w])}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ),
          }
        : {})}
      toolbar={(table) => (
        <CsvExportButton
          getExport={() => ({
            rows: table.filteredRows(),
            columns: table.csvColumns(),
            baseName: 'webhooks',
          })}
        />
      )}
    />
  );
}
