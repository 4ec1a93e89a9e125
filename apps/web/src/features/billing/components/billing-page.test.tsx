import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  CARD_REFUSALS,
  FORM_FIELDS_OUR_TEXT,
  type TFundsAdded,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/use-session-reload';
import { expectNoAxeViolations } from '@/testing/axe';
import { balanceOf, cardMethod, stubBillingPage } from '@/testing/billing';
import { makeSession } from '@/testing/data';
import { bodiesSent, fail, ok } from '@/testing/fetch-stub';
import { findToast } from '@/testing/toasts';
import { renderWithProviders } from '@/testing/test-utils';
import { BillingPage } from './billing-page';

const OWNER = makeSession({ roles: ['acct-owner'] });
const VISA = cardMethod(1, {}, { isDefault: true });
const MASTERCARD = cardMethod(2, { cardType: 'Mastercard', number: '•••• 4444' });

const render = () => renderWithProviders(<BillingPage />, { session: { session: OWNER } });

const added = (amount: string, balance: string): TFundsAdded => ({
  entry: {
    id: `LE${'9'.repeat(32)}`,
    kind: 'funds',
    amount,
    balanceAfter: balance,
    description: 'Funds added',
    reference: null,
    createdBy: null,
    created: '2026-10-09T09:00:00.000Z',
  },
  balance: balanceOf(balance),
  replayed: false,
});

async function openAddFunds(user: ReturnType<typeof render>['user']) {
  await user.click(await screen.findByRole('button', { name: BILLING_LABELS.addFunds }));
  return screen.findByRole('dialog', { name: BILLING_LABELS.addFunds });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Billing page', { timeout: 30_000 }, () => {
  it('shows the balance from its money text, whether the account is funded, and the way to the history', async () => {
    stubBillingPage({ balance: balanceOf('1234.5000') });
    const { container } = render();
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    const balance = await screen.findByRole('region', { name: T.balanceHeading });
    expect(await within(balance).findByText('$1,234.50')).toBeInTheDocument();
    expect(within(balance).getByText(T.funded)).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: T.history })).toHaveAttribute(
      'href',
      '/billing/history',
    );
    await screen.findByText('Visa •••• 4242');
    await expectNoAxeViolations(container, 'the Billing page');
  });

  it('an unfunded account is told so', async () => {
    stubBillingPage({ balance: balanceOf('0.0000', false), methods: [] });
    render();
    expect(await screen.findByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText(T.unfunded)).toBeInTheDocument();
    expect(screen.getByText(T.noPaymentMethod)).toBeInTheDocument();
  });
});

describe('Add Funds', { timeout: 30_000 }, () => {
  it('charges the default card once per key, says what was added, and refreshes the balance and the session', async () => {
    let balance = balanceOf('12.3400');
    const fetchMock = stubBillingPage(
      { methods: [MASTERCARD, VISA] },
      {
        'GET /v3/billing/balance': () => ok(balance),
        'POST /v3/billing/funds': () => {
          balance = balanceOf('62.3400');
          return ok(added('50.0000', '62.3400'));
        },
      },
    );
    const { user, queryClient } = render();
    // the banner's session: fetched again once funds are added (the server set funded)
    const sessionKey = [...SESSION_QUERY_KEY, OWNER.accountId, OWNER.clientId];
    queryClient.setQueryData(sessionKey, OWNER);
    await screen.findByText('$12.34');

    const dialog = await openAddFunds(user);
    expect(within(dialog).getByText(BILLING_LABELS.oneTimePayment)).toBeInTheDocument();
    // the default card is chosen already
    expect(within(dialog).getByRole('textbox', { name: BILLING_LABELS.paymentMethod })).toHaveValue(
      'Visa •••• 4242',
    );
    await user.click(within(dialog).getByRole('radio', { name: '$50' }));
    await expectNoAxeViolations(dialog, 'the Add Funds dialog');
    await user.click(within(dialog).getByRole('button', { name: T.addFundsSubmit }));

    const toast = await findToast(T.fundsAddedHeader);
    expect(toast).toHaveTextContent('Added $50.00 to the balance.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('$62.34')).toBeInTheDocument();
    expect(queryClient.getQueryState(sessionKey)?.isInvalidated).toBe(true);

    const [sent] = bodiesSent(fetchMock, 'POST') as {
      amount: number;
      paymentMethodId: string;
      idempotencyKey: string;
    }[];
    expect(sent).toEqual({ amount: 50, paymentMethodId: VISA.id, idempotencyKey: expect.any(String) });
    expect(sent!.idempotencyKey.length).toBeGreaterThanOrEqual(8);

    // the next payment is a new one: a new key
    const again = await openAddFunds(user);
    await user.click(within(again).getByRole('radio', { name: '$10' }));
    await user.click(within(again).getByRole('button', { name: T.addFundsSubmit }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'POST')).toHaveLength(2));
    const [, second] = bodiesSent(fetchMock, 'POST') as { idempotencyKey: string }[];
    expect(second!.idempotencyKey).not.toBe(sent!.idempotencyKey);
  });

  it('a declined card: the processor’s words in the form, which stays open; no answer at all: the retry keeps the key', async () => {
    const fetchMock = stubBillingPage(
      {},
      {
        'POST /v3/billing/funds': [
          () => Promise.reject(new TypeError('Failed to fetch')),
          () => fail(402, { code: 'payment_required', message: CARD_REFUSALS.declined }),
          () => fail(402, { code: 'payment_required', message: CARD_REFUSALS.declined }),
        ],
      },
    );
    const { user } = render();
    const dialog = await openAddFunds(user);
    await user.click(within(dialog).getByRole('radio', { name: '$100' }));
    const submit = within(dialog).getByRole('button', { name: T.addFundsSubmit });
    // no answer: the same payment is sent again, under the same key
    await user.click(submit);
    await within(dialog).findByRole('alert');
    await user.click(submit);
    expect(await within(dialog).findByText(CARD_REFUSALS.declined)).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() => expect(bodiesSent(fetchMock, 'POST')).toHaveLength(3));
    const keys = (bodiesSent(fetchMock, 'POST') as { idempotencyKey: string }[]).map((b) => b.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    // declined: nothing was charged, and the next try (perhaps another card) is a new payment
    expect(keys[2]).not.toBe(keys[1]);
    expect(screen.getByRole('dialog', { name: BILLING_LABELS.addFunds })).toBeInTheDocument();
    await expectNoAxeViolations(dialog, 'the Add Funds dialog with a decline');
  });

  it('refuses a custom amount that is not whole dollars, before any request', async () => {
    const fetchMock = stubBillingPage();
    const { user } = render();
    const dialog = await openAddFunds(user);
    await user.click(within(dialog).getByRole('radio', { name: FORM_FIELDS_OUR_TEXT.otherAmount }));
    await user.type(
      within(dialog).getByRole('textbox', { name: FORM_FIELDS_OUR_TEXT.customAmount }),
      '25.50',
    );
    await user.click(within(dialog).getByRole('button', { name: T.addFundsSubmit }));
    expect(await within(dialog).findByText(FORM_FIELDS_OUR_TEXT.amountWhole)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST')).toEqual([]);
  });

  it('a field the server refuses is said under it', async () => {
    stubBillingPage(
      {},
      {
        'POST /v3/billing/funds': () =>
          fail(400, { code: 'validation', field: 'paymentMethodId', message: 'This card has expired.' }),
      },
    );
    const { user } = render();
    const dialog = await openAddFunds(user);
    await user.click(within(dialog).getByRole('radio', { name: '$10' }));
    await user.click(within(dialog).getByRole('button', { name: T.addFundsSubmit }));
    const select = within(dialog).getByRole('textbox', { name: BILLING_LABELS.paymentMethod });
    await waitFor(() => expect(select).toHaveAccessibleDescription('This card has expired.'));
  });
});
