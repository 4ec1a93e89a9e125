import { describe, expect, it } from 'vitest';
import { hasSpec, specText } from '../testing-spec';
import {
  CARD_EXPIRING_SOON_MONTHS,
  cardExpiryState,
  cardMonthsRemaining,
  isCardExpired,
  isCardExpiringSoon,
} from './card-expiry';
import { BILLING_LABELS, paymentMethodsLabel } from './billing-labels';
import { BILLING_SETTINGS_DEFAULTS, ZBillingSettings, defaultBillingSettings } from './billing-settings';
import { ZPaymentMethod, lastFourDigits } from './payment-method';

// 15 March 2026, local time
const now = new Date(2026, 2, 15);

describe('card expiry (doc 001 §4, §9)', () => {
  it.each([
    [2, 2026, true, 'the month before, this year'],
    [12, 2025, true, 'last year, even December'],
    [3, 2026, false, 'this month: still valid until it ends'],
    [4, 2026, false, 'next month'],
    [1, 2027, false, 'next year, an earlier month'],
    [2, 26, true, 'a two-digit year'],
  ])('%i/%i expired: %s (%s)', (month, year, expired) => {
    expect(isCardExpired(month, year, now)).toBe(expired);
  });

  it('is expiring soon with at most 2 months remaining, not once expired', () => {
    expect(CARD_EXPIRING_SOON_MONTHS).toBe(2);
    expect(cardMonthsRemaining(5, 2026, now)).toBe(2);
    expect(isCardExpiringSoon(3, 2026, now)).toBe(true);
    expect(isCardExpiringSoon(5, 2026, now)).toBe(true);
    expect(isCardExpiringSoon(6, 2026, now)).toBe(false);
    expect(isCardExpiringSoon(2, 2026, now)).toBe(false);
    expect(isCardExpiringSoon(6, 2026, now, 3)).toBe(true);
    // across the year end: November 2026 → January 2027 is 2 months
    expect(isCardExpiringSoon(1, 2027, new Date(2026, 10, 30))).toBe(true);
    expect(isCardExpiringSoon(2, 2027, new Date(2026, 10, 30))).toBe(false);
  });

  it('names the state', () => {
    expect(cardExpiryState(1, 2026, now)).toBe('expired');
    expect(cardExpiryState(4, 2026, now)).toBe('expiring-soon');
    expect(cardExpiryState(9, 2026, now)).toBe('valid');
  });
});

describe('billing labels and settings (doc 001 §3)', () => {
  it.runIf(hasSpec)('copies each label from the spec', () => {
    const spec = specText();
    for (const label of Object.values(BILLING_LABELS)) {
      if (label === 'Payment Methods') continue; // the spec writes 'Payment Method(s)'
      expect(spec, label).toContain(label);
    }
    expect(spec).toContain('Payment Method(s)');
  });

  it('says Payment Method for one and Payment Methods for several', () => {
    expect(paymentMethodsLabel(1)).toBe('Payment Method');
    expect(paymentMethodsLabel(0)).toBe('Payment Methods');
    expect(paymentMethodsLabel(3)).toBe('Payment Methods');
  });

  it('has the spec’s defaults, valid by its own schema, and a fresh copy each time', () => {
    expect(BILLING_SETTINGS_DEFAULTS).toEqual({
      welcomeMessage: '',
      showAccountBalanceInNavBar: false,
      showAccountBalanceInBilling: false,
      defaultOpenAutoRechargeSettingsWhenDisabled: false,
    });
    expect(ZBillingSettings.parse(BILLING_SETTINGS_DEFAULTS)).toEqual(BILLING_SETTINGS_DEFAULTS);
    const copy = defaultBillingSettings();
    copy.welcomeMessage = 'Hi';
    expect(BILLING_SETTINGS_DEFAULTS.welcomeMessage).toBe('');
    expect(ZBillingSettings.safeParse({ ...BILLING_SETTINGS_DEFAULTS, extra: 1 }).success).toBe(false);
  });
});

describe('payment methods (doc 001 §3)', () => {
  it('are a card or a bank account', () => {
    const card = {
      id: 'pm1',
      type: 'card',
      card: {
        cardType: 'Visa',
        number: '•••• 4242',
        expiryMonth: 4,
        expiryYear: 2027,
        firstName: 'A',
        lastName: 'B',
      },
    };
    expect(ZPaymentMethod.parse(card)).toEqual(card);
    const ach = {
      id: 'pm2',
      type: 'ach',
      ach: { bankName: 'Bank', accountNumber: 'xxxx6789', accountHolderName: 'A B' },
    };
    expect(ZPaymentMethod.parse(ach)).toEqual(ach);
    expect(ZPaymentMethod.safeParse({ id: 'pm3', type: 'card', ach: ach.ach }).success).toBe(false);
    expect(ZPaymentMethod.safeParse({ ...card, card: { ...card.card, expiryMonth: 13 } }).success).toBe(
      false,
    );
  });
  it('show the last four digits', () => {
    expect(lastFourDigits('•••• 4242')).toBe('4242');
    expect(lastFourDigits('xxxx-xxxx-6789')).toBe('6789');
  });
});
