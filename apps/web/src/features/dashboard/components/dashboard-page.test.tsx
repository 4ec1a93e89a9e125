import {
  ATTENTION_TEXT,
  DASHBOARD_PAGE_TEXTS as T,
  STATS_TEXT,
  type TDashboardSummary,
  type TStatsBucket,
} from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { balanceOf } from '@/testing/billing';
import { makeSession } from '@/testing/data';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { findToast } from '@/testing/toasts';
import { renderWithProviders } from '@/testing/test-utils';
import { DashboardPage } from './dashboard-page';

const OWNER = makeSession({ roles: ['acct-owner'] });
const SUPERVISOR = makeSession({ roles: ['supervisor'] });

const DAYS = [
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
];
const week: TStatsBucket[] = DAYS.map((label, i) => ({
  start: `${label}T05:00:00.000Z`,
  label,
  timeZone: 'America/New_York',
  sent: 10 + i,
  delivered: 8 + i,
  undelivered: 1,
  failed: 1,
  received: i,
  segments: 10 + i,
  spend: '0.0790',
  optOuts: 0,
}));

const summaryOf = (more: Partial<TDashboardSummary> = {}): TDashboardSummary => ({
  numbersOwned: 40,
  hasMessages: true,
  spendThisMonth: '91.0044',
  spendLastMonth: '22.5000',
  attention: [
    {
      kind: 'webhooks-failing',
      count: 2,
      text: '2 webhooks are failing: their events are not reaching your systems.',
      link: ATTENTION_TEXT['webhooks-failing'].link,
    },
  ],
  ...more,
});

function stub({ summary = summaryOf(), stats = () => ok(...week) } = {}) {
  return stubFetch({
    'GET /v3/dashboard': () => ok(summary),
    'GET /v3/stats': stats,
    'GET /v3/billing/balance': () => ok(balanceOf('412.5000')),
  });
}

const calls = (fetchMock: ReturnType<typeof stub>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'https://localhost').pathname === path);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Dashboard (issue 29)', { timeout: 30_000 }, () => {
  it("shows the week's figures, each tile a link to the page that explains it, with one request each", async () => {
    const fetchMock = stub();
    renderWithProviders(<DashboardPage />, { session: { session: OWNER } });
    const tiles = await screen.findByRole('list', { name: T.tilesLabel });
    const tile = (label: string) => within(tiles).getByText(label).closest('a')!;
    // today is the last day: 16 sent and 6 received
    expect(await within(tiles).findByText('22')).toBeInTheDocument();
    expect(tile(T.todayMessages)).toHaveAttribute('href', '/logs/sms?since=2026-11-30&until=2026-11-30');
    expect(tile(T.deliveryRate)).toHaveAttribute('href', '/reports/failures');
    // 8+…+14 = 77 delivered of 77 + 7 + 7 settled
    expect(within(tiles).getByText('84.6%')).toBeInTheDocument();
    expect(within(tiles).getByText('77 of 91 delivered')).toBeInTheDocument();
    expect(within(tile(T.spendThisMonth)).getByText('$91.00')).toBeInTheDocument();
    expect(within(tile(T.spendThisMonth)).getByText('$22.50 last month')).toBeInTheDocument();
    expect(tile(T.spendThisMonth)).toHaveAttribute('href', '/billing/history');
    expect(await within(tiles).findByText('$412.50')).toBeInTheDocument();
    expect(tile(T.balance)).toHaveAttribute('href', '/billing');
    expect(tile(T.numbersOwned)).toHaveAttribute('href', '/numbers');

    const attention = screen.getByRole('region', { name: T.attentionHeading });
    expect(within(attention).getByRole('link', { name: /2 webhooks are failing/ })).toHaveAttribute(
      'href',
      '/webhooks',
    );
    expect(screen.getByText('Days in America/New_York.')).toBeInTheDocument();
    expect(calls(fetchMock, '/v3/dashboard')).toHaveLength(1);
    expect(calls(fetchMock, '/v3/stats')).toHaveLength(1);
    expect(calls(fetchMock, '/v3/billing/balance')).toHaveLength(1);
    const [statsUrl] = calls(fetchMock, '/v3/stats')[0]!;
    const query = new URL(String(statsUrl), 'https://localhost').searchParams;
    // doc 001 §7: now minus 6 days to now, by day
    expect(Number(query.get('endTimeMs')) - Number(query.get('startTimeMs'))).toBe(6 * 86_400_000);
    expect(query.get('aggregatePeriod')).toBe('days');
  });

  it('reads each day from the keyboard: one tab stop on today, arrows through the week; axe-clean', async () => {
    stub();
    const { user, container } = renderWithProviders(<DashboardPage />, { session: { session: OWNER } });
    const chart = await screen.findByRole('group', { name: T.chartHeading });
    expect(chart).toHaveAccessibleDescription(T.chartKeys);
    const days = within(chart).getAllByRole('img');
    expect(days).toHaveLength(7);
    expect(days.filter((d) => d.tabIndex === 0)).toEqual([days[6]]);
    days[6]!.focus();
    expect(days[6]).toHaveAccessibleName('Monday, November 30: 16 sent, 14 delivered, 1 failed, 6 received');
    await user.keyboard('{ArrowLeft}');
    expect(days[5]).toHaveFocus();
    expect(days[5]).toHaveAccessibleName('Sunday, November 29: 15 sent, 13 delivered, 1 failed, 5 received');
    await user.keyboard('{Home}');
    expect(days[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{End}');
    expect(days[6]).toHaveFocus();

    // the same figures as a table
    await user.click(screen.getByText(T.showFigures));
    const row = screen.getByRole('row', { name: /Tuesday, November 24/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '8', '1', '0']);
    await expectNoAxeViolations(container, 'the dashboard');
  });

  it("says 'Something went wrong loading stats' when the stats fail, and keeps the rest", async () => {
    stub({ stats: () => fail(500, { code: 'internal', message: 'boom' }) });
    renderWithProviders(<DashboardPage />, { session: { session: OWNER } });
    expect(await findToast('Error')).toHaveTextContent(STATS_TEXT.loadFailed);
    const chart = screen.getByRole('region', { name: T.chartHeading });
    expect(within(chart).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
  });

  it('shows a new account what to do first instead of a chart of zeros', async () => {
    stub({
      summary: summaryOf({ hasMessages: false, numbersOwned: 0, spendThisMonth: '0.0000', attention: [] }),
    });
    renderWithProviders(<DashboardPage />, { session: { session: OWNER } });
    expect(await screen.findByText(T.firstStepsIntro)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: T.chartHeading })).not.toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('link').textContent)).toEqual([
      T.firstSteps.funds.title,
      T.firstSteps.number.title,
      T.firstSteps.message.title,
    ]);
    // funded already; no number yet
    expect(within(steps[0]!).getByText(T.stepDone)).toBeInTheDocument();
    expect(within(steps[1]!).queryByText(T.stepDone)).not.toBeInTheDocument();
    expect(within(steps[1]!).getByRole('link')).toHaveAttribute('href', '/purchase-numbers');
  });

  it('shows no balance, and asks for none, to a user without manage-payment', async () => {
    const fetchMock = stub();
    renderWithProviders(<DashboardPage />, { session: { session: SUPERVISOR } });
    const tiles = await screen.findByRole('list', { name: T.tilesLabel });
    expect(within(tiles).getAllByRole('listitem')).toHaveLength(4);
    expect(within(tiles).queryByText(T.balance)).not.toBeInTheDocument();
    expect(calls(fetchMock, '/v3/billing/balance')).toHaveLength(0);
  });
});
