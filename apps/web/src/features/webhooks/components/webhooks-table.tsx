import { ActionIcon, Group } from '@mantine/core';
import { OUR_MESSAGES, webhooksResource, type TWebhook } from '@parley/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ResourceDataTable, onOffDeleteActions, ResourceCsvExport } from '@/components/data-table';
import { useResourceActions } from '@/lib/use-resource-actions';
import { webhooks } from '@/resources/webhooks';
import { webhookColumns } from './webhook-columns';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const WEBHOOK_COLUMNS_COOKIE = 'parley_webhooks_columns';

interface TWebhooksTableProps {
  /** whether the caller may change webhooks: otherwise no selection, actions or switches */
  editable: boolean;
  toggling: string | null;
  onToggle: (webhook: TWebhook) => void;
  onEdit: (webhook: TWebhook) => void;
  /** asks before deleting these; `done` clears the selection once they are gone */
  onDelete: (webhooks: TWebhook[], done?: () => void) => void;
}

/**
 * The account's webhooks on the server-driven data table (issues 13 and 25): the server searches
 * (name and URL), filters by status, sorts and pages; columns to show, selection with Enable,
 * Disable and Delete, a row's own edit and delete, and Export CSV of every webhook matched.
 */
export function WebhooksTable({ editable, toggling, onToggle, onEdit, onDelete }: TWebhooksTableProps) {
  const { change } = useResourceActions(webhooks);
  const columns = useMemo(
    () => webhookColumns({ editable, toggling, onToggle, onEdit }),
    [editable, toggling, onToggle, onEdit],
  );
  const actions = useMemo(
    () =>
      onOffDeleteActions<TWebhook>({
        label: webhooksResource.label,
        name: (w) => w.name,
        isOn: (w) => w.enabled,
        switchTo: (chosen, enabled) => change(chosen, { enabled }),
        onDelete: (chosen, done) => onDelete(chosen, done),
      }),
    [change, onDelete],
  );

  return (
    <ResourceDataTable
      label="Webhooks of the account"
      resource={webhooks}
      emptyText={OUR_MESSAGES.noWebhooks}
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
      toolbar={(table) => <ResourceCsvExport resource={webhooks} table={table} baseName="webhooks" />}
    />
  );
}
