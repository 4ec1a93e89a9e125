import {
  USAGE_ALERTS_PAGE_TEXTS as T,
  USAGE_ALERT_CATEGORY_FILTER,
  USAGE_ALERT_CATEGORY_LABELS,
  USAGE_ALERT_PERIOD_LABELS,
  formatDateTime,
  usageAlertFigure,
  type TUsageAlert,
} from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { nameColumn, statusColumn } from '@/components/resource-page/common-columns';

/**
 * The alerts table's columns: the name (opens the form when the caller may change alerts), what
 * it watches with its filter, the threshold in its unit, the period, the webhook it also calls
 * (its name, when the caller may read webhooks), when it last fired and with what, the status.
 */
export function usageAlertColumns(
  onEdit: ((alert: TUsageAlert) => void) | null,
  webhookName: (id: string) => string,
): TDataTableColumn<TUsageAlert>[] {
  return [
    nameColumn(onEdit),
    {
      id: 'category',
      header: T.category,
      filter: USAGE_ALERT_CATEGORY_FILTER,
      value: (a) => USAGE_ALERT_CATEGORY_LABELS[a.category],
    },
    {
      id: 'threshold',
      header: T.threshold,
      sortable: false,
      value: (a) => usageAlertFigure(a, a.threshold),
      csv: (_, a) => String(a.threshold),
    },
    {
      id: 'period',
      header: T.period,
      sortable: false,
      value: (a) => USAGE_ALERT_PERIOD_LABELS[a.period],
    },
    {
      id: 'webhookId',
      header: T.webhook,
      sortable: false,
      value: (a) => (a.webhookId ? webhookName(a.webhookId) : T.noWebhook),
    },
    {
      id: 'lastFiredAt',
      header: T.lastFired,
      sortable: false,
      searchable: false,
      value: (a) =>
        a.lastFiredAt && a.lastFiredValue !== null
          ? `${formatDateTime(a.lastFiredAt)} (${usageAlertFigure(a, a.lastFiredValue)})`
          : T.never,
    },
    statusColumn(),
  ];
}
