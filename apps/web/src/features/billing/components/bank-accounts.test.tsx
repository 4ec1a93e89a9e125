import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  ERROR_CODES,
  PAYMENT_METHOD_TEXT,
  fillText,
  type TPaymentMethodItem,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { bankMethod, cardMethod } from '@/testing/billing';
import { makeSession } from '@/testing/data';
import { bodiesSent, fail, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { findToast } from '@/testing/toasts';
import { renderWithProviders } from '@/testing/test-utils';
import { PaymentMethodsSection } from './payment-methods-section';

const BANK = bankMethod(5);
const BANK_NAME = 'First Demo Bank •••• 6789';

const render = () =>
  renderWithProviders(<PaymentMethodsSection />, {
    session: { session: makeSession({ roles: ['acct-owner'] }) },
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('li')!;

/** Opens Verify on the bank account's row: its dialog. */
async function openVerify(user: ReturnType<typeof render>['user']) {
  await user.click(await screen.findByRole('button', { name: `Verify: ${BANK_NAME}` }));
  return screen.findByRole('dialog', { name: T.verifyTitle });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bank accounts (ACH)', { timeout: 30_000 }, () => {
  it('Add New → Bank Account: the routing number’s check digit is the schema’s to refuse; a good one is sent, listed unverified with the deposits’ note', async () => {
    let methods: TPaymentMethodItem[] = [];
    const fetchMock = stubFetch({
      'GET /v3/payment-methods': () => listPage(methods),
      'POST /v3/payment-methods': () => {
        methods = [BANK];
        return ok(BANK);
      },
    });
    const { user } = render();
    expect(await screen.findByText(T.noPaymentMethod)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BILLING_LABELS.addNew }));
    await user.click(await screen.findByRole('menuitem', { name: BILLING_LABELS.bankAccount }));
    const dialog = await screen.findByRole('dialog', { name: T.addBankTitle });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.type(field(BILLING_LABELS.achEnabledBank), 'First Demo Bank');
    await user.type(field(T.routingNumber), '110000001');
    await user.type(field(T.accountNumber), '000123456789');
    await user.type(field(T.accountHolderName), 'Acme Inc');
    await user.click(within(dialog).getByRole('button', { name: T.saveBank }));
    // nothing chosen, and a routing number whose weighted sum is not a multiple of 10
    await waitFor(() =>
      expect(field(T.routingNumber)).toHaveAccessibleDescription(
        expect.stringContaining(PAYMENT_METHOD_TEXT.routingChecksum),
      ),
    );
    expect(field(BILLING_LABELS.accountType)).toHaveAccessibleDescription(PAYMENT_METHOD_TEXT.accountType);
    expect(bodiesSent(fetchMock, 'POST')).toEqual([]);
    await expectNoAxeViolations(dialog, 'the bank account form with errors');

    await user.clear(field(T.routingNumber));
    await user.type(field(T.routingNumber), '110000000');
    await user.click(field(BILLING_LABELS.accountType));
    await user.click(await screen.findByRole('option', { name: 'Savings' }));
    await user.click(within(dialog).getByRole('button', { name: T.saveBank }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST')).toEqual([
      {
        type: 'ach',
        ach: {
          bankName: 'First Demo Bank',
          routingNumber: '110000000',
          accountNumber: '000123456789',
          accountHolderName: 'Acme Inc',
          accountType: 'savings',
        },
      },
    ]);
    expect(await findToast(T.bankAddedHeader)).toHaveTextContent(PAYMENT_METHOD_TEXT.depositsSent);

    const row = await rowOf('First Demo Bank');
    expect(within(row).getByText(T.unverified)).toBeInTheDocument();
    expect(row).toHaveTextContent(PAYMENT_METHOD_TEXT.depositsSent);
    // doc 001 §3's labels, each beside what it labels
    const facts = within(row)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(facts).toEqual([
      [BILLING_LABELS.lastFourDigitsOfAccount, '•••• 6789'],
      [BILLING_LABELS.accountType, 'Checking'],
      [T.accountHolder, 'Acme Inc'],
    ]);
    // charged only once verified: not offered as the default before
    expect(within(row).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Verify: ${BANK_NAME}` })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Remove ${BANK_NAME}` })).toBeInTheDocument();
  });

  it('Verify: each deposit is 1 to 99 cents; a wrong pair is the server’s to say, on the deposits, and the dialog stays', async () => {
    const fetchMock = stubFetch({
      'GET /v3/payment-methods': () => listPage([cardMethod(1, {}, { isDefault: true }), BANK]),
      [`POST /v3/payment-methods/${BANK.id}/verify`]: () =>
        fail(400, {
          code: ERROR_CODES.validation,
          field: 'amounts',
          message: fillText(PAYMENT_METHOD_TEXT.depositsWrong, { left: 2 }),
        }),
    });
    const { user } = render();
    const dialog = await openVerify(user);
    expect(dialog).toHaveTextContent(fillText(T.verifyIntro, { name: BANK_NAME }));
    const first = within(dialog).getByRole('textbox', { name: T.firstDeposit });
    const second = within(dialog).getByRole('textbox', { name: T.secondDeposit });
    await waitFor(() => expect(first).toHaveFocus());
    await user.type(first, '100');
    await user.click(within(dialog).getByRole('button', { name: T.verifySubmit }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(PAYMENT_METHOD_TEXT.depositAmount));
    expect(second).toHaveAccessibleDescription(PAYMENT_METHOD_TEXT.depositAmount);
    expect(bodiesSent(fetchMock, 'POST')).toEqual([]);

    await user.clear(first);
    await user.type(first, '12');
    await user.type(second, '34');
    await user.click(within(dialog).getByRole('button', { name: T.verifySubmit }));
    const wrong = fillText(PAYMENT_METHOD_TEXT.depositsWrong, { left: 2 });
    const group = await within(dialog).findByRole('group', { name: T.deposits });
    await waitFor(() => expect(group).toHaveAccessibleDescription(`${T.depositsHint} ${wrong}`));
    // said once, under the pair, both inputs marked, and the first has the focus to try again
    expect(within(dialog).getAllByText(wrong)).toHaveLength(1);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST')).toEqual([{ amounts: [12, 34] }]);
    await expectNoAxeViolations(dialog, 'the verify form with a wrong pair');

    // a change takes the refusal away until the next try
    await user.type(first, '{Backspace}3');
    await waitFor(() => expect(within(dialog).queryByText(wrong)).not.toBeInTheDocument());
    expect(first).toHaveAttribute('aria-invalid', 'false');
  });

  it('Verify: the right pair verifies it; the list is fetched again, the account the default when there was none', async () => {
    let methods: TPaymentMethodItem[] = [BANK];
    stubFetch({
      'GET /v3/payment-methods': () => listPage(methods),
      [`POST /v3/payment-methods/${BANK.id}/verify`]: ({ body }) => {
        expect(body).toEqual({ amounts: [34, 12] });
        methods = [{ ...BANK, verified: true, isDefault: true }];
        return ok(methods[0]);
      },
    });
    const { user } = render();
    const dialog = await openVerify(user);
    await user.type(within(dialog).getByRole('textbox', { name: T.firstDeposit }), '34');
    await user.type(within(dialog).getByRole('textbox', { name: T.secondDeposit }), '12');
    await user.click(within(dialog).getByRole('button', { name: T.verifySubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await findToast(T.verifiedHeader)).toHaveTextContent(fillText(T.verified, { name: BANK_NAME }));
    const row = await rowOf('First Demo Bank');
    expect(await within(row).findByText(T.defaultBadge)).toBeInTheDocument();
    expect(within(row).queryByText(T.unverified)).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent(PAYMENT_METHOD_TEXT.depositsSent);
    expect(within(row).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  });
});
