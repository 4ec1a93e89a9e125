import { COMMUNICATION_PAGE_TEXTS as T, type TCommunicationRow } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { CommunicationPage } from './communication-page';

const row = (
  id: string,
  name: string,
  sent: number,
  delivered: number,
  rate: number | null,
): TCommunicationRow => ({
  id,
  name,
  sent,
  delivered,
  undelivered: 0,
  failed: sent - delivered,
  segments: sent,
  deliveryRate: rate,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Communication Statistics report (issue 29)', { timeout: 30_000 }, () => {
  it('lists each sender most sent first, sorts by delivery rate, and groups by number set on demand', async () => {
    const fetchMock = stubFetch({
      'GET /v3/reports/communication-statistics': ({ url }) =>
        url.includes('groupBy=numberSet')
          ? ok(row('NS1', 'Support', 9, 9, 100))
          : ok(row('+13125550100', 'Main line', 40, 36, 90), row('+13125550101', 'Promotions', 12, 12, 100)),
    });
    const { container, user } = renderWithProviders(<CommunicationPage />, {
      session: { session: makeSession({ roles: ['acct-owner'] }) },
    });
    const table = await screen.findByRole('table', { name: 'Volume and delivery rate by number' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(names()).toEqual(['Main line', 'Promotions']);
    expect(within(table).getByText('90%')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Delivery rate/ }));
    // the best rate first
    await waitFor(() => expect(names()).toEqual(['Promotions', 'Main line']));
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('radio', { name: T.byNumberSet }));
    expect(
      await screen.findByRole('table', { name: 'Volume and delivery rate by number set' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Support')).toBeInTheDocument();
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'https://x').searchParams;
    expect(last.get('groupBy')).toBe('numberSet');
  });
});
