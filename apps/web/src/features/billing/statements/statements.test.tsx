import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATEMENTS_PAGE_TEXTS as T, type TStatement, type TStatementSummary } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { StatementPage } from './statement-page';
import { StatementsPage } from './statements-page';

const OCTOBER: TStatementSummary = {
  month: '2026-10',
  opening: '89.9842',
  credits: '55.0000',
  charges: '-2.0000',
  closing: '142.9842',
  entries: 3,
};
const AUGUST: TStatement = {
  month: '2026-08',
  opening: '0.0000',
  credits: '100.0000',
  charges: '-10.0158',
  closing: '89.9842',
  entries: 4,
  accountSid: 'AC1',
  companyName: 'Acme Inc',
  byKind: [
    { kind: 'feature_fee', count: 1, amount: '-10.0000' },
    { kind: 'funds', count: 1, amount: '100.0000' },
    { kind: 'message', count: 2, amount: '-0.0158' },
  ],
  lines: [
    {
      id: 'LE1',
      kind: 'funds',
      amount: '100.0000',
      balanceAfter: '100.0000',
      description: 'Funds added of $100.00 from Visa ending 4242',
      reference: null,
      createdBy: null,
      created: '2026-08-03T10:00:00.000Z',
    },
  ],
};
const session = { session: makeSession({ roles: ['acct-owner'] }) };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('statements (issue 27)', { timeout: 20_000 }, () => {
  it('lists each month with its opening, credits, charges and closing, linking to its statement', async () => {
    stubFetch({ 'GET /v3/billing/statements': () => ok(OCTOBER) });
    const { container } = renderWithProviders(<StatementsPage />, { session });
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const row = within(table).getByRole('link', { name: 'Statement for October 2026' }).closest('tr')!;
    expect(within(row).getByText('$89.9842')).toBeInTheDocument();
    expect(within(row).getByText('$55.00')).toBeInTheDocument();
    expect(within(row).getByText('-$2.00')).toBeInTheDocument();
    expect(within(row).getByText('$142.9842')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says so when there is no statement yet, and offers to try again after a failed load', async () => {
    stubFetch({
      'GET /v3/billing/statements': [() => fail(503, { code: 'unavailable', message: 'x' }), () => ok()],
    });
    renderWithProviders(<StatementsPage />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('shows a month’s summary, a line per type and its entries, with a Print button', async () => {
    stubFetch({ 'GET /v3/billing/statements/2026-08': () => ok(AUGUST) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { container } = renderWithProviders(<StatementPage month="2026-08" />, { session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement, August 2026' }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('table', { name: T.summary });
    expect(within(summary).getByRole('rowheader', { name: T.closing }).closest('tr')).toHaveTextContent(
      '$89.9842',
    );
    const byKind = screen.getByRole('table', { name: T.byKind });
    expect(within(byKind).getByRole('rowheader', { name: 'Message' }).closest('tr')).toHaveTextContent(
      '2-$0.0158',
    );
    const lines = screen.getByRole('table', { name: T.lines });
    expect(within(lines).getByText('Funds added of $100.00 from Visa ending 4242')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
