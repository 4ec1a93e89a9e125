import { USAGE_PAGE_TEXTS as T, type TUsageCategory, type TUsageRow } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { catchDownload } from '@/testing/csv-download';
import { makeSession } from '@/testing/data';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { UsagePage } from './usage-page';

const row = (period: string, category: TUsageCategory, quantity: number, amount: string): TUsageRow => ({
  period,
  timeZone: 'America/New_York',
  category,
  quantity,
  amount,
});
const zeros = (period: string) =>
  (['sms_outbound', 'sms_inbound', 'mms', 'numbers', 'features'] as const).map((c) =>
    row(period, c, 0, '0.0000'),
  );
const ROWS: TUsageRow[] = [
  ...zeros('2026-11-29'),
  row('2026-11-30', 'sms_outbound', 12, '0.0948'),
  row('2026-11-30', 'sms_inbound', 3, '0.0000'),
  row('2026-11-30', 'mms', 1, '0.0200'),
  row('2026-11-30', 'numbers', 2, '2.3000'),
  row('2026-11-30', 'features', 0, '0.0000'),
];
const OWNER = makeSession({ roles: ['acct-owner'] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Usage report (issue 29)', { timeout: 30_000 }, () => {
  it('totals each category over the range, lists the days with use, and exports them', async () => {
    const fetchMock = stubFetch({ 'GET /v3/usage': () => ok(...ROWS) });
    const { container, user } = renderWithProviders(<UsagePage />, { session: { session: OWNER } });
    const totals = await screen.findByRole('table', { name: T.totalsLabel });
    const sent = within(totals).getByText('SMS sent').closest('tr')!;
    expect(within(sent).getByText('12')).toBeInTheDocument();
    expect(within(sent).getByText('segments')).toBeInTheDocument();
    expect(within(sent).getByText('$0.0948')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Charged in the range: $2.4148');
    // the quiet day is not listed; the busy one's categories with use are
    const byDay = screen.getByRole('table', { name: 'Usage by day' });
    expect(within(byDay).queryByText('2026-11-29')).not.toBeInTheDocument();
    expect(within(byDay).getAllByText('2026-11-30')).toHaveLength(4);
    await expectNoAxeViolations(container);

    const download = catchDownload();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const file = await download();
    expect(file.name).toMatch(/^usage-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.rows[0]).toEqual(['Period', 'Category', 'Quantity', 'Unit', 'Amount']);
    expect(file.rows).toContainEqual(['2026-11-30', 'Phone numbers', '2', 'monthly fees', '2.3000']);

    // the year asks by month
    await user.click(screen.getByRole('radio', { name: T.rangeYear }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const query = new URL(String(fetchMock.mock.calls[1]![0]), 'https://x').searchParams;
    expect(query.get('aggregatePeriod')).toBe('months');
    expect(await screen.findByRole('table', { name: 'Usage by month' })).toBeInTheDocument();
  });
});
