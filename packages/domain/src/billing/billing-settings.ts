import { z } from 'zod';
import { text } from '../validation/text';

/** Ours: the longest welcome message kept (the spec gives no bound). */
export const WELCOME_MESSAGE_MAX_LENGTH = 1000;

export const ZBillingSettings = z.strictObject({
  welcomeMessage: text().max(WELCOME_MESSAGE_MAX_LENGTH),
  showAccountBalanceInNavBar: z.boolean(),
  showAccountBalanceInBilling: z.boolean(),
  defaultOpenAutoRechargeSettingsWhenDisabled: z.boolean(),
});
export type TBillingSettings = z.infer<typeof ZBillingSettings>;

/** Doc 001 §3: the billing settings' defaults. */
export const BILLING_SETTINGS_DEFAULTS: Readonly<TBillingSettings> = Object.freeze({
  welcomeMessage: '',
  showAccountBalanceInNavBar: false,
  showAccountBalanceInBilling: false,
  defaultOpenAutoRechargeSettingsWhenDisabled: false,
});

/**
 * Doc 001 §3: the settings reset on two session events, which the spec does not name; we read
 * them as login and logout, so one user's settings never show in the next user's session.
 */
export const BILLING_SETTINGS_RESET_EVENTS = ['login', 'logout'] as const;
export type TBillingSettingsResetEvent = (typeof BILLING_SETTINGS_RESET_EVENTS)[number];

/** A fresh copy of the defaults, for a store to reset to. */
export const defaultBillingSettings = (): TBillingSettings => ({ ...BILLING_SETTINGS_DEFAULTS });
