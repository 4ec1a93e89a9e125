import { Button, Stack, Switch, Text } from '@mantine/core';
import {
  ENABLED_FILTER,
  WEBHOOK_DELIVERIES_TEXTS,
  fillText,
  webhookEventList,
  type TWebhook,
} from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { nameColumn } from '@/components/resource-page/common-columns';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface TWebhookColumnsOptions {
  /** opens the form on a webhook; null when the caller may not change them (no switches either) */
  onEdit: ((webhook: TWebhook) => void) | null;
  /** the webhook whose switch is being saved */
  toggling: string | null;
  onToggle: (webhook: TWebhook) => void;
  /** opens the webhook's deliveries */
  onDeliveries: (webhook: TWebhook) => void;
}

/**
 * The webhooks table's columns: name (opens the form), url, the enabled switch, the number of
 * events (the CSV writes their names, comma-separated in the catalogue's order) and, hidden at
 * first, when each was made.
 */
export function webhookColumns({ onEdit, toggling, onToggle, onDeliveries }: TWebhookColumnsOptions) {
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
        <Stack gap={2} align="flex-start">
          <Switch
            aria-label={`${w.name} enabled`}
            checked={w.enabled}
            disabled={onEdit === null || toggling === w.id}
            onChange={() => onToggle(w)}
          />
          {/* turned off by Parley after 24 hours of failures: the why is in the deliveries drawer */}
          {w.disabledAt ? (
            <Text size="xs" c="red.8" title={w.disabledReason ?? undefined}>
              {WEBHOOK_DELIVERIES_TEXTS.turnedOff}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'deliveries',
      header: WEBHOOK_DELIVERIES_TEXTS.column,
      value: () => '',
      searchable: false,
      csv: false,
      cell: (w) => (
        <Button
          size="xs"
          variant="default"
          aria-label={fillText(WEBHOOK_DELIVERIES_TEXTS.openLabel, { name: w.name })}
          onClick={() => onDeliveries(w)}
        >
          {WEBHOOK_DELIVERIES_TEXTS.open}
        </Button>
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
