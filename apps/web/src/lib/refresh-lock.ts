/**
 * Runs `fn` while holding the cross-tab refresh lock. The server revokes the whole session when
 * one refresh token is used twice, so two tabs must never refresh at the same time. Without the
 * Web Locks API (old browsers, insecure origins) it runs unlocked.
 */
export async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return fn();
  return locks.request('parley-refresh', { mode: 'exclusive' }, fn) as Promise<T>;
}
