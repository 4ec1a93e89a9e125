import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  CARD_EXPIRY_LABELS,
  CARD_REFUSALS,
  PAYMENT_METHOD_DELETE_TEXTS,
  type TPaymentMethodItem,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { cardMethod, monthFromNow } from '@/testing/billing';
import { makeSession } from '@/testing/data';
import { bodiesSent, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { findToast } from '@/testing/toasts';
import { renderWithProviders } from '@/testing/test-utils';
import { PaymentMethodsSection } from './payment-methods-section';

const VISA = cardMethod(1, { ...monthFromNow(24) }, { isDefault: true });
const SOON = cardMethod(2, { cardType: 'Mastercard', number: '•••• 4444', ...monthFromNow(1) });
const EXPIRED = cardMethod(3, { cardType: 'American Express', number: '•••• 0005', ...monthFromNow(-1) });

const mm = (card: { expiryMonth: number; expiryYear: number }) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;

const render = () =>
  renderWithProviders(<PaymentMethodsSection />, {
    session: { session: makeSession({ roles: ['acct-owner'] }) },
  });

const rowOf = async (name: string) => (await screen.findByText(name)).closest('li')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payment methods', { timeout: 30_000 }, () => {
  it('lists each card with its expiry, the default, and an expired or soon-expiring badge', async () => {
    stubFetch({ 'GET /v3/payment-methods': () => listPage([VISA, SOON, EXPIRED]) });
    const { container } = render();
    expect(await screen.findByRole('heading', { name: BILLING_LABELS.paymentMethods })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: T.paymentMethodsList });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const visa = await rowOf('Visa •••• 4242');
    expect(within(visa).getByText(T.defaultBadge)).toBeInTheDocument();
    expect(visa).toHaveTextContent(`Expires ${mm(VISA.card!)} · Olivia Owens`);
    // the default is not offered as the default again
    expect(within(visa).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();

    const soon = await rowOf('Mastercard •••• 4444');
    expect(within(soon).getByText(CARD_EXPIRY_LABELS['expiring-soon'])).toBeInTheDocument();

    const expired = await rowOf('American Express •••• 0005');
    const badge = within(expired).getByText(CARD_EXPIRY_LABELS.expired);
    expect(badge.closest('.mantine-Badge-root')).toHaveAttribute('data-variant', 'filled');
    expect(badge.closest('.mantine-Badge-root')!.getAttribute('style')).toContain('red');
    expect(expired).toHaveTextContent(`Expired ${mm(EXPIRED.card!)}`);
    // an expired card cannot become the default; it can still be removed
    expect(within(expired).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
    expect(
      within(expired).getByRole('button', { name: 'Remove American Express •••• 0005' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container, 'the payment methods');
  });

  it('one name for one card: "Payment Method"', async () => {
    stubFetch({ 'GET /v3/payment-methods': () => listPage([VISA]) });
    render();
    expect(await screen.findByRole('heading', { name: BILLING_LABELS.paymentMethod })).toBeInTheDocument();
  });

  it('Make default: PUT …/default, said in a toast, and the list fetched again', async () => {
    let methods: TPaymentMethodItem[] = [VISA, SOON];
    const fetchMock = stubFetch({
      'GET /v3/payment-methods': () => listPage(methods),
      [`PUT /v3/payment-methods/${SOON.id}/default`]: () => {
        methods = [
          { ...VISA, isDefault: false },
          { ...SOON, isDefault: true },
        ];
        return ok(methods[1]);
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Make default: Mastercard •••• 4444' }));
    const toast = await findToast(T.madeDefaultHeader);
    expect(toast).toHaveTextContent('Mastercard •••• 4444 is now the default.');
    const soon = await rowOf('Mastercard •••• 4444');
    expect(await within(soon).findByText(T.defaultBadge)).toBeInTheDocument();
    const visa = await rowOf('Visa •••• 4242');
    await waitFor(() => expect(within(visa).queryByText(T.defaultBadge)).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('Remove asks first, in the resource’s words, removes, and says so', async () => {
    let methods: TPaymentMethodItem[] = [VISA, SOON];
    stubFetch({
      'GET /v3/payment-methods': () => listPage(methods),
      [`DELETE /v3/payment-methods/${SOON.id}`]: () => {
        methods = [VISA];
        return ok(SOON);
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_METHOD_DELETE_TEXTS.title });
    expect(dialog).toHaveTextContent('Remove Mastercard •••• 4444?');
    // one verb from title to toast: nothing in it says Delete
    expect(within(dialog).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const list = screen.getByRole('list', { name: T.paymentMethodsList });
    await waitFor(() => expect(within(list).queryByText('Mastercard •••• 4444')).not.toBeInTheDocument());
    expect(within(list).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(await findToast('Payment method removed')).toHaveTextContent('Mastercard •••• 4444');
  });

  it('Add New: a card the form refuses is said under its field; a good one is sent and listed', async () => {
    let methods: TPaymentMethodItem[] = [];
    const fetchMock = stubFetch({
      'GET /v3/payment-methods': () => listPage(methods),
      'POST /v3/payment-methods': () => {
        methods = [VISA];
        return ok(VISA);
      },
    });
    const { user } = render();
    expect(await screen.findByText(T.noPaymentMethod)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BILLING_LABELS.addNew }));
    await user.click(await screen.findByRole('menuitem', { name: BILLING_LABELS.creditDebitCard }));
    const dialog = await screen.findByRole('dialog', { name: T.addCardTitle });
    const number = within(dialog).getByRole('textbox', { name: BILLING_LABELS.cardNumber });
    await user.type(number, '4242 4242 4242 4241');
    await user.click(within(dialog).getByRole('textbox', { name: BILLING_LABELS.expiryMonth }));
    await user.click(await screen.findByRole('option', { name: '12 – December' }));
    const { expiryYear } = monthFromNow(24);
    await user.type(
      within(dialog).getByRole('textbox', { name: BILLING_LABELS.expiryYear }),
      String(expiryYear),
    );
    await user.type(within(dialog).getByRole('textbox', { name: T.securityCode }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: T.firstName }), 'Olivia');
    await user.type(within(dialog).getByRole('textbox', { name: T.lastName }), 'Owens');
    await user.click(within(dialog).getByRole('button', { name: T.saveCard }));
    // a wrong check digit, in the processors' words, before any request
    await waitFor(() => expect(number).toHaveAccessibleDescription(CARD_REFUSALS.invalidNumber));
    expect(bodiesSent(fetchMock, 'POST')).toEqual([]);
    await expectNoAxeViolations(dialog, 'the card form with an error');

    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: T.saveCard }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST')).toEqual([
      {
        type: 'card',
        card: {
          number: '4242424242424242',
          expiryMonth: 12,
          expiryYear,
          securityCode: '123',
          firstName: 'Olivia',
          lastName: 'Owens',
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: T.paymentMethodsList });
    expect(within(list).getByText('Visa •••• 4242')).toBeInTheDocument();
  });
});
