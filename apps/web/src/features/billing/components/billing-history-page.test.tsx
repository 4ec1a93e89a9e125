import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_HISTORY_PAGE_TEXTS as T, formatDateTime, type TLedgerEntry } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { listPage, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { BillingHistoryPage } from './billing-history-page';

const entry = (n: number, more: Partial<TLedgerEntry>): TLedgerEntry => ({
  id: `LE${String(n).repeat(32).slice(0, 32)}`,
  kind: 'funds',
  amount: '0.0000',
  balanceAfter: '0.0000',
  description: '',
  reference: null,
  createdBy: null,
  created: `2026-10-0${n}T09:00:00.000Z`,
  ...more,
});
const FUNDS = entry(1, { amount: '500.0000', balanceAfter: '500.0000', description: 'Opening funds' });
const FEE = entry(2, {
  kind: 'feature_fee',
  amount: '-30.0000',
  balanceAfter: '470.0000',
  description: 'AI Chatbot, 2026-10',
  reference: 'feature:chatbot:2026-10',
});
const MESSAGE = entry(3, {
  kind: 'message',
  amount: '-0.0079',
  balanceAfter: '469.9921',
  description: 'SMS',
});

const render = () =>
  renderWithProviders(<BillingHistoryPage />, {
    session: { session: makeSession({ roles: ['acct-owner'] }) },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Billing History page', { timeout: 20_000 }, () => {
  it('lists each entry with its date, type, amount to the ten-thousandth where it has one, and the balance after', async () => {
    stubFetch({ 'GET /v3/billing/transactions': () => listPage([MESSAGE, FEE, FUNDS]) });
    const { container } = render();
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const fee = (await within(table).findByText('AI Chatbot, 2026-10')).closest('tr')!;
    expect(within(fee).getByText('Feature fee')).toBeInTheDocument();
    expect(within(fee).getByText('-$30.00')).toBeInTheDocument();
    expect(within(fee).getByText('$470.00')).toBeInTheDocument();
    expect(within(fee).getByText(formatDateTime(FEE.created))).toBeInTheDocument();
    const message = within(table).getByText('SMS').closest('tr')!;
    expect(within(message).getByText('-$0.0079')).toBeInTheDocument();
    expect(within(message).getByText('$469.9921')).toBeInTheDocument();
    // read only: nothing to add, select or act on
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('asks the server for the newest first and filters by type', async () => {
    const fetchMock = stubFetch({
      'GET /v3/billing/transactions': ({ url }) =>
        listPage(url.includes('kind=funds') ? [FUNDS] : [FEE, FUNDS]),
    });
    const { user } = render();
    await screen.findByText('AI Chatbot, 2026-10');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('sort=-created');
    await user.click(screen.getByRole('textbox', { name: T.kind }));
    await user.click(await screen.findByRole('option', { name: 'Funds added' }));
    await waitFor(() => expect(screen.queryByText('AI Chatbot, 2026-10')).not.toBeInTheDocument());
    expect(screen.getByText('Opening funds')).toBeInTheDocument();
  });

  it('says so when there is no transaction yet', async () => {
    stubFetch({ 'GET /v3/billing/transactions': () => listPage([]) });
    render();
    expect(await screen.findByText(T.emptyText)).toBeInTheDocument();
  });
});
