import { Switch } from '@mantine/core';
import { ENABLED_FILTER, webhookEventList, type TWebhook } from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { nameColumn } from '@/components/resource-page/common-columns';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface TWebhookColumnsOptions {
  /** opens the form on a webhook; null when the caller may not change them (no switches either) */
  onEdit: ((webhook: TWebhook) => void) | null;
  /** the webhook whose switch is being saved */
  toggling: string | null;
  onToggle: (webhook: TWebhook) => void;
}

/**
 * The webhooks table's columns: name (opens the form), url, the enabled switch, the number of
 * events (the CSV writes their names, comma-separated in the catalogue's order) and, hidden at
 * first, when each was made.
 */
export function webhookColumns({ onEdit, toggling, onToggle }: TWebhookColumnsOptions) {
  const columns: TDataTableColumn<TWebhook>[] = [
    nameColumn(onEdit),
    // plain text in the cell, so the table's ellipsis and full-text title apply to a long URL
    { id: 'url', header: 'URL' },
    {
      id: 'enabled',
      header: 'Enabled',
      value: (w) => String(w.enabled),
      searchable: false,
      filter: ENABLED_FILTER,
      cell: (w) => (
        <Switch
          aria-label={`${w.name} enabled`}
          checked={w.enabled}
          disabled={onEdit === null || toggling === w.id}
          onChange={() => onToggle(w)}
        />
      ),
    },
    {
      id: 'events',
      header: 'Events',
      value: (w) => w.events.length,
      searchable: false,
      csv: (_, w) => webhookEventList(w.events),
    },
    {
      id: 'created',
      header: 'Created',
      visible: false,
      searchable: false,
      cell: (w) => dateTime.format(new Date(w.created)),
    },
  ];
  return columns;
}
