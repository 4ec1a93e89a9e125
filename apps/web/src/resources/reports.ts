import {
  communicationReportEndpoint,
  failuresReportEndpoint,
  reportWindow,
  usageEndpoint,
  yearWindow,
  type TCommunicationGroup,
  type TReportRangeDays,
} from '@parley/domain';
import { createEndpoint } from '@/lib/create-endpoint';

// The reports' endpoints, apart from the dashboard's (resources/stats.ts): the owner's first page
// loads that module, and these schemas are the report pages' own.

/** GET /v3/reports/failures: the window's failed and undelivered messages by error code. */
export const failuresReport = createEndpoint(failuresReportEndpoint);

/** The failures of the last `days` days, the window made at each fetch. */
export const failuresQuery = (accountSid: string, days: TReportRangeDays) =>
  failuresReport.query('get', { scope: [accountSid, days], query: () => reportWindow(days) });

/** GET /v3/usage: the account's usage by category and day or month, from the ledger. */
export const usageReport = createEndpoint(usageEndpoint);

/** The usage of the last 7, 30 or 90 days by day, or of the last 12 months by month. */
export const usageQuery = (accountSid: string, range: TReportRangeDays | 'year') =>
  usageReport.query('get', {
    scope: [accountSid, range],
    query: () => (range === 'year' ? yearWindow() : reportWindow(range)),
  });

/** GET /v3/reports/communication-statistics: volume and delivery rate per sender. */
export const communicationReport = createEndpoint(communicationReportEndpoint);

export const communicationQuery = (
  accountSid: string,
  days: TReportRangeDays,
  groupBy: TCommunicationGroup,
) =>
  communicationReport.query('get', {
    scope: [accountSid, days, groupBy],
    query: () => {
      const { startTimeMs, endTimeMs } = reportWindow(days);
      return { startTimeMs, endTimeMs, groupBy };
    },
  });
