import { usageAlertNoticesEndpoint, usageAlertsResource } from '@parley/domain';
import { createEndpoint } from '@/lib/create-endpoint';
import { createResource } from '@/lib/create-resource';

/** The account's usage alerts (Reports → /usage/alerts): the kit's client of the domain definition. */
export const usageAlerts = createResource(usageAlertsResource);

/** The notices' seen mark (POST /v3/usage-alerts/notices/seen). */
export const usageAlertNotices = createEndpoint(usageAlertNoticesEndpoint);

/** Alerts that fired whose notice the account has not seen: under the resource's key, refreshed with it. */
export const usageAlertNoticesQuery = () => usageAlerts.readQueryOptions('notices');
