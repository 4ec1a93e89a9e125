import { describe, expect, it } from 'vitest';
import { smsLogsLink } from '../catalog/sms-logs-link';
import { smsLogsLinkFilters } from './sms-logs-page';

describe('a link to the message log', () => {
  it('carries the filters it sets, and reads back those the log offers', () => {
    const link = smsLogsLink({ errorCode: '30006', since: '2026-11-24', until: '2026-11-30' });
    expect(link).toBe('/logs/sms?errorCode=30006&since=2026-11-24&until=2026-11-30');
    expect(smsLogsLinkFilters(new URL(link, 'https://x').searchParams)).toEqual({
      columns: { errorCode: '30006' },
      since: '2026-11-24',
      until: '2026-11-30',
    });
    expect(smsLogsLink({})).toBe('/logs/sms');
  });

  it('leaves out what the log does not offer, rather than open on an error', () => {
    const params = new URLSearchParams('errorCode=99999&status=failed&since=yesterday&until=2026-13-45');
    expect(smsLogsLinkFilters(params)).toEqual({ columns: { status: 'failed' }, since: null, until: null });
  });
});
