import { SMS_LOGS_PAGE_TEXTS as T, smsLogsLinkFilters, type TMessage } from '@parley/domain';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { messages } from '@/resources/messages';
import { messageColumns } from './message-columns';
import { MessageDrawer } from './message-drawer';
import { MessageExportButton } from './message-export-button';
import { useMessageFilters } from './use-message-filters';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const SMS_LOGS_COLUMNS_COOKIE = 'parley_sms_logs_columns';

const noResults = () => T.noResults;

/**
 * Reports → /logs/sms (issue 28): the account's messages on the resource page over the server
 * (`GET /v3/messages`, newest first by cursor), filtered by direction, status and error code (the
 * columns' choices), digits of either number and a range of days, which a link may set
 * (`smsLogsLink`); each opened in a drawer; every match exported as CSV by a job on the server.
 */
export function SmsLogsPage() {
  const [open, setOpen] = useState<TMessage | null>(null);
  const [params] = useSearchParams();
  // a link (the failures report's drill-down) sets the first filters; the page keeps them after
  const [linked] = useState(() => smsLogsLinkFilters(params));
  const filters = useMessageFilters(linked);
  const columns = useCallback(() => messageColumns(setOpen), []);
  const table = useMemo(
    () => ({
      searchBox: false as const,
      query: filters.query,
      filters: filters.fields,
      // the page's own filters are not the table's: it says "no match" for them too
      emptyText: filters.active ? T.noResults : T.emptyText,
      noResults,
      initialFilters: linked.columns,
    }),
    [filters.query, filters.fields, filters.active, linked.columns],
  );
  return (
    <>
      <ResourcePage
        resource={messages}
        texts={T}
        columns={columns}
        table={table}
        exportName="sms-logs"
        exportButton={(context) => <MessageExportButton query={context.query} />}
        visibilityCookie={SMS_LOGS_COLUMNS_COOKIE}
        initialSort={{ id: 'created', desc: true }}
      />
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
    </>
  );
}
