import { Button } from '@mantine/core';
import { USAGE_ALERTS_PAGE_TEXTS as T, WEBHOOK_READ, type TUsageAlert } from '@parley/domain';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { useCan } from '@/lib/authorization';
import { usageAlerts } from '@/resources/usage-alerts';
import { webhooks } from '@/resources/webhooks';
import { usageAlertColumns } from './usage-alert-columns';
import { UsageAlertForm } from './usage-alert-form';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const USAGE_ALERT_COLUMNS_COOKIE = 'parley_usage_alerts_columns';

const READS_WEBHOOKS = { rule: WEBHOOK_READ };

/**
 * Reports → Usage → /usage/alerts (issue 29, Twilio's usage triggers): the account's alerts on the
 * resource page, added and changed in a dialog, the selected ones enabled, disabled or deleted,
 * exported as CSV. Whoever reads usage sees them; changing them is an account setting.
 */
export function UsageAlertsPage() {
  // the webhooks' names for the table, when the reader may see them (the form's picker shares the query)
  const mayReadWebhooks = useCan(READS_WEBHOOKS);
  const hooks = webhooks.useAll({}, { queryConfig: { enabled: mayReadWebhooks } });
  const names = useMemo(() => new Map(hooks.data?.map((w) => [w.id, w.name])), [hooks.data]);
  const columns = useCallback(
    (onEdit: ((alert: TUsageAlert) => void) | null) => usageAlertColumns(onEdit, (id) => names.get(id) ?? id),
    [names],
  );
  return (
    <ResourcePage
      resource={usageAlerts}
      texts={T}
      columns={columns}
      form={(props) => <UsageAlertForm {...props} />}
      headerActions={
        <Button component={Link} to="/usage" variant="default">
          {T.toReport}
        </Button>
      }
      switchField="enabled"
      exportName="usage-alerts"
      visibilityCookie={USAGE_ALERT_COLUMNS_COOKIE}
      initialSort={{ id: 'name' }}
    />
  );
}
