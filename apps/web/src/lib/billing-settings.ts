import type { TBillingSettingsResetEvent } from '@parley/domain';

/**
 * Doc 001 §3's billing settings, kept per user in session storage, as the tab's other session
 * state is (the sub-account token, the dismissed Payment Required banner): a reload keeps them,
 * closing the tab forgets them. The entries are read, checked and written by
 * `use-billing-settings.ts`; this module holds only the key, the listeners and the reset, because
 * the session controller imports it before sign-in (issue 24: the sign-in page carries no more
 * than it needs, and no schema).
 */
export const BILLING_SETTINGS_KEY = 'parley_billing_settings';

const listeners = new Set<() => void>();

export function notifyBillingSettings(): void {
  for (const listener of listeners) listener();
}

export function subscribeBillingSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Doc 001 §3: the settings reset on login and logout (BILLING_SETTINGS_RESET_EVENTS). The
 * session controller calls this as a sign-in succeeds and as the session is signed out, in this
 * tab or another; every user's entry in this tab goes, so whoever is signed in next starts from
 * the defaults.
 */
export function resetBillingSettings(_event: TBillingSettingsResetEvent): void {
  sessionStorage.removeItem(BILLING_SETTINGS_KEY);
  notifyBillingSettings();
}
