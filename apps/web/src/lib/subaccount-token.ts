import type { TSubaccountToken } from '@parley/domain';

/** Doc 000 §3: the sub-account token is held in session storage (one tab, gone when it closes). */
const KEY = 'parley_subaccount_token';

export function setSubaccountToken(grant: TSubaccountToken): void {
  sessionStorage.setItem(KEY, JSON.stringify(grant));
}

/** The stored token, or null when there is none, it is unreadable or it has expired. */
export function getSubaccountToken(): string | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const grant = JSON.parse(raw) as Partial<TSubaccountToken>;
    if (typeof grant.accessToken !== 'string' || !grant.accessToken) return null;
    if (typeof grant.expiresAt === 'number' && grant.expiresAt <= Date.now()) return null;
    return grant.accessToken;
  } catch {
    return null;
  }
}

export function clearSubaccountToken(): void {
  sessionStorage.removeItem(KEY);
}
