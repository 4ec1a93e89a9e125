import {
  AUTO_RECHARGE_TEXT,
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  CARD_REFUSALS,
  fillText,
} from '@parley/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeBillingSettings } from '@/lib/use-billing-settings';
import { expectNoAxeViolations } from '@/testing/axe';
import { autoRechargeOf, cardMethod } from '@/testing/billing';
import { makeSession } from '@/testing/data';
import { bodiesSent, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { findToast } from '@/testing/toasts';
import { renderWithProviders } from '@/testing/test-utils';
import { AutoRechargeSection } from './auto-recharge-section';

const OWNER = makeSession({ roles: ['acct-owner'] });
const VISA = cardMethod(1, {}, { isDefault: true });
const MASTERCARD = cardMethod(2, { cardType: 'Mastercard', number: '•••• 4444' });

const render = () =>
  renderWithProviders(<AutoRechargeSection accountSid={OWNER.accountId} />, { session: { session: OWNER } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Auto Recharge', { timeout: 30_000 }, () => {
  it('while off, its settings start collapsed (defaultOpenAutoRechargeSettingsWhenDisabled is false)', async () => {
    stubFetch({
      'GET /v3/billing/auto-recharge': () => ok(autoRechargeOf()),
      'GET /v3/payment-methods': () => listPage([VISA]),
    });
    const { user, container } = render();
    const section = await screen.findByRole('region', { name: BILLING_LABELS.autoRecharge });
    expect(await within(section).findByText(T.autoRechargeOff)).toBeInTheDocument();
    expect(within(section).getByText(T.noAttempt)).toBeInTheDocument();
    expect(within(section).getByText('$0.00 of $500.00')).toBeInTheDocument();
    const toggle = within(section).getByRole('button', { name: T.showSettings });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('switch', { name: T.enabled })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(section).getByRole('button', { name: T.hideSettings })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(section).getByRole('switch', { name: T.enabled })).not.toBeChecked();
    await expectNoAxeViolations(container, 'auto recharge with its settings open');
  });

  it('while off, with defaultOpenAutoRechargeSettingsWhenDisabled on, its settings start open and follow the setting until toggled here', async () => {
    storeBillingSettings(OWNER.clientId, { defaultOpenAutoRechargeSettingsWhenDisabled: true });
    stubFetch({
      'GET /v3/billing/auto-recharge': () => ok(autoRechargeOf()),
      'GET /v3/payment-methods': () => listPage([VISA]),
    });
    const { user } = render();
    const section = await screen.findByRole('region', { name: BILLING_LABELS.autoRecharge });
    expect(await within(section).findByRole('button', { name: T.hideSettings })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(section).getByRole('switch', { name: T.enabled })).not.toBeChecked();
    // the Billing page's settings panel turns it off: closed at once
    act(() => storeBillingSettings(OWNER.clientId, { defaultOpenAutoRechargeSettingsWhenDisabled: false }));
    expect(within(section).getByRole('button', { name: T.showSettings })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // opened by hand, it stays open whatever the setting then says
    await user.click(within(section).getByRole('button', { name: T.showSettings }));
    act(() => storeBillingSettings(OWNER.clientId, { defaultOpenAutoRechargeSettingsWhenDisabled: false }));
    expect(within(section).getByRole('button', { name: T.hideSettings })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('while on, the settings are open, and a declined recharge is said in red', async () => {
    stubFetch({
      'GET /v3/billing/auto-recharge': () =>
        ok(
          autoRechargeOf({
            enabled: true,
            rechargedThisMonth: '50.0000',
            lastAttempt: {
              at: '2026-10-09T09:00:00.000Z',
              outcome: 'declined',
              message: `Auto recharge of $50.00 failed: ${CARD_REFUSALS.declined} It is tried again as the balance falls.`,
            },
          }),
        ),
      'GET /v3/payment-methods': () => listPage([VISA]),
    });
    render();
    const section = await screen.findByRole('region', { name: BILLING_LABELS.autoRecharge });
    expect(await within(section).findByText(T.autoRechargeOn)).toBeInTheDocument();
    expect(within(section).getByText('$50.00 of $500.00')).toBeInTheDocument();
    expect(within(section).getByText('Declined')).toBeInTheDocument();
    const message = within(section).getByText(/failed: Your card was declined\./);
    expect(message.getAttribute('style')).toContain('red-9');
    expect(within(section).getByRole('switch', { name: T.enabled })).toBeChecked();
  });

  it('warns before the card it charges blocks a recharge (doc 001 §4)', async () => {
    const warning = fillText(AUTO_RECHARGE_TEXT.methodExpiring, {
      card: 'Mastercard ending 4444',
      expiry: '12/2026',
    });
    stubFetch({
      'GET /v3/billing/auto-recharge': () => ok(autoRechargeOf({ enabled: true, warning })),
      'GET /v3/payment-methods': () => listPage([VISA, MASTERCARD]),
    });
    const { container } = render();
    const section = await screen.findByRole('region', { name: BILLING_LABELS.autoRecharge });
    expect(await within(section).findByText(warning)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('refuses a threshold below $10 before any request, then saves the settings', async () => {
    let saved = autoRechargeOf({ enabled: true });
    const fetchMock = stubFetch({
      'GET /v3/billing/auto-recharge': () => ok(saved),
      'GET /v3/payment-methods': () => listPage([VISA, MASTERCARD]),
      'PUT /v3/billing/auto-recharge': ({ body }) => {
        saved = { ...saved, ...(body as object) };
        return ok(saved);
      },
    });
    const { user } = render();
    const form = await screen.findByRole('form', { name: T.autoRechargeSettings });
    const threshold = within(form).getByRole('textbox', { name: T.threshold });
    await user.clear(threshold);
    await user.type(threshold, '5');
    await user.click(within(form).getByRole('button', { name: T.saveAutoRecharge }));
    await waitFor(() =>
      expect(threshold).toHaveAccessibleDescription(expect.stringContaining(AUTO_RECHARGE_TEXT.threshold)),
    );
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([]);
    await expectNoAxeViolations(form, 'the auto recharge form with an error');

    await user.clear(threshold);
    await user.type(threshold, '25');
    await user.click(within(form).getByRole('radio', { name: '$100' }));
    // the card: the default unless one is named
    const from = within(form).getByRole('textbox', { name: T.rechargeFrom });
    expect(from).toHaveValue('The default (Visa •••• 4242)');
    await user.click(from);
    await user.click(await screen.findByRole('option', { name: 'Mastercard •••• 4444' }));
    await user.click(within(form).getByRole('button', { name: T.saveAutoRecharge }));
    const toast = await findToast('Success');
    expect(toast).toHaveTextContent(AUTO_RECHARGE_TEXT.saved);
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([
      { enabled: true, threshold: 25, amount: 100, paymentMethodId: MASTERCARD.id, monthlyLimit: 500 },
    ]);
  });
});
