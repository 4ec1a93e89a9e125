import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NUMBER_MESSAGES,
  PURCHASE_PAGE_TEXTS as T,
  SIMULATED_NETWORK_TEXTS,
  type TAvailableNumber,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, fail, ok, stubFetch } from '@/testing/fetch-stub';
import { numberRow } from '@/testing/numbers';
import { renderWithProviders } from '@/testing/test-utils';
import { PurchasePage } from './purchase-page';

const forSale = (phoneNumber: string, overrides: Partial<TAvailableNumber> = {}): TAvailableNumber => ({
  phoneNumber,
  numberType: 1,
  region: 'IL',
  locality: 'Chicago',
  capabilities: { voiceEnabled: true, smsEnabled: true, mmsEnabled: false, mobile: false },
  monthlyPrice: 1.15,
  ...overrides,
});
const ONE = forSale('+13125550142');
const TWO = forSale('+13125557788', {
  capabilities: { voiceEnabled: true, smsEnabled: true, mmsEnabled: true, mobile: false },
});

const session = { session: makeSession({ roles: ['acct-owner'] }) };
const render = () => renderWithProviders(<PurchasePage />, { session, route: '/purchase-numbers' });
const availableUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'https://localhost'))
    .filter((u) => u.pathname === '/v3/numbers/available');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the purchase numbers page', { timeout: 60_000 }, () => {
  it('searches by type, area code (found by its city), digits and capabilities, and shows what is for sale', async () => {
    const fetchMock = stubFetch({ 'GET /v3/numbers/available': () => ok(ONE, TWO) });
    const { user, container } = render();
    expect(screen.getByText(T.beforeSearch)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Simulated network/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: T.areaCode }), 'Chica');
    await user.click(await screen.findByRole('option', { name: '312 · Chicago, IL' }));
    await user.type(screen.getByRole('textbox', { name: T.contains }), '55');
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: T.search }));
    const table = await screen.findByRole('table', { name: T.resultsLabel }, { timeout: 5000 });
    const row = (await within(table).findByText('+1 (312) 555-0142')).closest('tr')!;
    expect(within(row).getByText('Chicago, IL')).toBeInTheDocument();
    expect(within(row).getByText('SMS, Voice')).toBeInTheDocument();
    expect(within(row).getByText('$1.15')).toBeInTheDocument();
    expect(screen.getByText('2 numbers found')).toBeInTheDocument();
    const [asked] = availableUrls(fetchMock);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      type: 'local',
      areaCode: '312',
      contains: '55',
      capabilities: 'sms',
      limit: '20',
    });
    await expectNoAxeViolations(container);
  });

  it('refuses digits with anything else in the form, with the server’s words, and asks nothing', async () => {
    const fetchMock = stubFetch({ 'GET /v3/numbers/available': () => ok(ONE) });
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: T.contains }), '55a');
    await user.click(screen.getByRole('button', { name: T.search }));
    expect(await screen.findByText(NUMBER_MESSAGES.contains)).toBeInTheDocument();
    expect(availableUrls(fetchMock)).toHaveLength(0);
  });

  it('a toll-free search offers the toll-free prefixes', async () => {
    const fetchMock = stubFetch({
      'GET /v3/numbers/available': () =>
        ok(forSale('+18885550100', { numberType: 2, region: '', locality: '' })),
    });
    const { user } = render();
    await user.click(screen.getByRole('radio', { name: T.typeTollFree }));
    await user.click(await screen.findByRole('textbox', { name: T.tollFreeCode }));
    await user.click(await screen.findByRole('option', { name: '888' }));
    await user.click(screen.getByRole('button', { name: T.search }));
    expect(await screen.findByText('+1 (888) 555-0100', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(Object.fromEntries(availableUrls(fetchMock)[0]!.searchParams)).toMatchObject({
      type: 'toll-free',
      areaCode: '888',
    });
  });

  it('buys the numbers of the cart after a confirmation with the total, and says which were refused', async () => {
    const fetchMock = stubFetch({
      'GET /v3/numbers/available': () => ok(ONE, TWO),
      'POST /v3/numbers': [
        () => ok(numberRow(1, { phoneNumber: ONE.phoneNumber, status: 'pending' })),
        () => fail(409, { code: 'conflict', message: NUMBER_MESSAGES.alreadyHeld, field: 'phoneNumber' }),
      ],
    });
    const { user } = renderWithProviders(<PurchasePage />, {
      session,
      route: '/purchase-numbers?type=local&areaCode=312',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Add +1 (312) 555-0142 to the cart' }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Add +1 (312) 555-7788 to the cart' }));
    const cart = screen.getByRole('region', { name: T.cart });
    expect(within(cart).getByText('2 numbers, $2.30 a month')).toBeInTheDocument();
    expect(
      within(cart).getByRole('button', { name: 'Remove +1 (312) 555-7788 from the cart' }),
    ).toBeInTheDocument();

    await user.click(within(cart).getByRole('button', { name: T.buy }));
    const dialog = await screen.findByRole('dialog', { name: T.confirmTitle });
    expect(dialog).toHaveTextContent('+1 (312) 555-0142');
    expect(dialog).toHaveTextContent('+1 (312) 555-7788');
    expect(dialog).toHaveTextContent('Total: $2.30 a month');
    await user.click(within(dialog).getByRole('button', { name: 'Buy 2 numbers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(bodiesSent(fetchMock, 'POST')).toEqual([
      { phoneNumber: ONE.phoneNumber },
      { phoneNumber: TWO.phoneNumber },
    ]);
    const report = await screen.findByRole('status');
    expect(report).toHaveTextContent(T.boughtCountOne);
    expect(within(report).getByRole('list', { name: T.bought })).toHaveTextContent('+1 (312) 555-0142');
    expect(within(report).getByRole('list', { name: T.refused })).toHaveTextContent(
      `+1 (312) 555-7788: ${NUMBER_MESSAGES.alreadyHeld}`,
    );
    expect(within(report).getByRole('link', { name: T.seeNumbers })).toHaveAttribute('href', '/numbers');
    expect(within(cart).getByText(T.cartEmpty)).toBeInTheDocument();
  });

  it('an address with a bad search says what is wrong, and asks nothing', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<PurchasePage />, { session, route: '/purchase-numbers?type=local&areaCode=123' });
    expect(await screen.findByText(NUMBER_MESSAGES.areaCode)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains the simulated network', async () => {
    stubFetch({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: /^Simulated network/ }));
    expect(await screen.findByText(SIMULATED_NETWORK_TEXTS.explanation)).toBeInTheDocument();
  });
});
