import { ZBillingSettings, defaultBillingSettings, type TBillingSettings } from '@parley/domain';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { BILLING_SETTINGS_KEY, notifyBillingSettings, subscribeBillingSettings } from './billing-settings';
import { useSignedInSession } from './session';

/**
 * One entry per signed-in user (`clientId`), so the settings of one user never show in another's
 * session in this tab (after a sign-in in another tab, which this one follows). Acting as a
 * sub-account keeps the same user, so the same settings.
 */
type TStoredEntries = Record<string, unknown>;

function readEntries(): TStoredEntries {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(BILLING_SETTINGS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as TStoredEntries)
      : {};
  } catch {
    return {};
  }
}

/**
 * The stored entry of one user as JSON text, or null when there is none: text, so that React's
 * `useSyncExternalStore` sees the same snapshot until it changes.
 */
export function storedBillingSettings(userKey: string): string | null {
  const entry = readEntries()[userKey];
  return entry === undefined ? null : JSON.stringify(entry);
}

/** Replaces one user's entry and tells every reader. */
export function storeBillingSettings(userKey: string, settings: Partial<TBillingSettings>): void {
  const entries = readEntries();
  entries[userKey] = settings;
  try {
    sessionStorage.setItem(BILLING_SETTINGS_KEY, JSON.stringify(entries));
  } catch {
    // storage refused (private mode, quota): the settings stay as they were
    return;
  }
  notifyBillingSettings();
}

/**
 * A stored entry over the defaults (doc 001 §3), each value checked by the shared schema: what
 * session storage holds may have been written by hand, and a value that does not pass is
 * its default.
 */
export function readBillingSettings(stored: string | null): TBillingSettings {
  const settings = defaultBillingSettings();
  if (stored === null) return settings;
  let entry: unknown;
  try {
    entry = JSON.parse(stored);
  } catch {
    return settings;
  }
  if (typeof entry !== 'object' || entry === null) return settings;
  const values = entry as Record<string, unknown>;
  for (const key of Object.keys(settings) as (keyof TBillingSettings)[]) {
    const checked = ZBillingSettings.shape[key].safeParse(values[key]);
    if (checked.success) Object.assign(settings, { [key]: checked.data });
  }
  return settings;
}

/**
 * The signed-in user's billing settings and a way to change some of them. Every component that
 * reads them sees a change at once; a sign-in or sign-out brings back the defaults
 * (`resetBillingSettings`, called by the session controller).
 */
export function useBillingSettings(): [TBillingSettings, (change: Partial<TBillingSettings>) => void] {
  const { clientId } = useSignedInSession();
  const stored = useSyncExternalStore(subscribeBillingSettings, () => storedBillingSettings(clientId));
  const settings = useMemo(() => readBillingSettings(stored), [stored]);
  const change = useCallback(
    (values: Partial<TBillingSettings>) =>
      // read again, not from the render: two changes in one event must both be kept
      storeBillingSettings(clientId, { ...readBillingSettings(storedBillingSettings(clientId)), ...values }),
    [clientId],
  );
  return [settings, change];
}
