/**
 * What a link to /logs/sms may set (issue 29's drill-downs): the columns' choices and a day range.
 * A module of its own, importing nothing: the dashboard links with it, and the log's texts and
 * filters (with the phone library behind them) stay on the log's page.
 */
export interface TSmsLogsLink {
  direction?: string;
  status?: string;
  errorCode?: string;
  /** whole days, YYYY-MM-DD, both inclusive */
  since?: string;
  until?: string;
}

/** `/logs/sms?errorCode=30006&since=…`: the log opened with these filters set (read by `smsLogsLinkFilters`). */
export function smsLogsLink(filters: TSmsLogsLink): string {
  // domain runs where there is no URLSearchParams type (no DOM lib): the query written out
  const query = Object.entries(filters)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return query ? `/logs/sms?${query}` : '/logs/sms';
}
