import { CARRIER_ERRORS, FAILURES_PAGE_TEXTS as T, type TFailuresRow } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { FailuresPage } from './failures-page';

const DAYS = [
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
];
const row = (errorCode: '30006' | '30007', counts: number[], failed: number): TFailuresRow => {
  const total = counts.reduce((n, c) => n + c, 0);
  return {
    errorCode,
    ...CARRIER_ERRORS[errorCode],
    failed,
    undelivered: total - failed,
    total,
    share: errorCode === '30006' ? 75 : 25,
    timeZone: 'America/New_York',
    trend: DAYS.map((label, i) => ({ label, count: counts[i]! })),
  };
};
const ROWS = [row('30007', [0, 1, 0, 0, 0, 0, 0], 0), row('30006', [1, 0, 0, 1, 0, 0, 1], 3)];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Failures report (issue 29)', { timeout: 30_000 }, () => {
  it('lists the codes most frequent first with meaning, remedy, trend and a link to their messages', async () => {
    const fetchMock = stubFetch({ 'GET /v3/reports/failures': () => ok(...ROWS) });
    const { container, user } = renderWithProviders(<FailuresPage />, {
      session: { session: makeSession({ roles: ['acct-owner'] }) },
    });
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['30006', '30007']);
    expect(screen.getByRole('status')).toHaveTextContent('4 failed or undelivered in the last 7 days.');
    const landline = rows[0]!;
    expect(within(landline).getByText(CARRIER_ERRORS['30006'].remedy)).toBeInTheDocument();
    expect(within(landline).getByRole('img')).toHaveAccessibleName(
      'By day, oldest first: 1, 0, 0, 1, 0, 0, 1',
    );
    expect(
      within(landline).getByRole('link', { name: 'View the messages with error 30006' }),
    ).toHaveAttribute('href', '/logs/sms?errorCode=30006&since=2026-11-24&until=2026-11-30');
    await expectNoAxeViolations(container);

    // another range asks again, for 30 days
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const query = new URL(String(fetchMock.mock.calls[1]![0]), 'https://x').searchParams;
    expect(Number(query.get('endTimeMs')) - Number(query.get('startTimeMs'))).toBe(29 * 86_400_000);
  });

  it('says so when nothing failed', async () => {
    stubFetch({ 'GET /v3/reports/failures': () => ok() });
    renderWithProviders(<FailuresPage />, { session: { session: makeSession({ roles: ['acct-owner'] }) } });
    expect(await screen.findByText(T.none)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 failed or undelivered in the last 7 days.');
  });
});
