/**
 * Where to go back to after logging in again. It travels in the router's location state, which
 * only the app writes: an address someone sends cannot set it, so it cannot send the user away.
 */
export interface TReturnState {
  returnTo: string;
}

/** A path of this portal (`/x?y#z`), or null: never another origin, never `//host` or `/\host`. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path === '/' ? null : path;
  } catch {
    return null;
  }
}

/** The return path carried by a location's state, when there is a safe one. */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  return safeReturnPath(state.returnTo);
}
