import { TABLE_ALWAYS_SHOWN_COLUMNS, TABLE_VISIBILITY_COOKIE_DAYS } from '@parley/domain';

/** Column visibility as TanStack keeps it: false for a hidden column. */
export type TVisibility = Record<string, boolean>;

const PREFIX = 'parley_columns_';
const MAX_AGE_S = TABLE_VISIBILITY_COOKIE_DAYS * 24 * 60 * 60;

function cookieName(name: string): string {
  return PREFIX + encodeURIComponent(name);
}

/** The select and actions columns are always shown (doc 001 §9), whatever a cookie says. */
export function keepAlwaysShown(visibility: TVisibility): TVisibility {
  const kept = { ...visibility };
  for (const id of TABLE_ALWAYS_SHOWN_COLUMNS) delete kept[id];
  return kept;
}

/** The visibility saved under `name`, or null when none is (or it cannot be read). */
export function readVisibilityCookie(name: string): TVisibility | null {
  const key = `${cookieName(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(key));
  if (!entry) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(entry.slice(key.length)));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const visibility: TVisibility = {};
    for (const [id, shown] of Object.entries(parsed)) if (typeof shown === 'boolean') visibility[id] = shown;
    return keepAlwaysShown(visibility);
  } catch {
    return null;
  }
}

/**
 * Saves the visibility for 365 days (doc 001 §9), the always-shown columns left out. Same-site
 * strict like the session's cookies; Secure over https.
 */
export function writeVisibilityCookie(name: string, visibility: TVisibility): void {
  const kept = keepAlwaysShown(visibility);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName(name)}=${encodeURIComponent(JSON.stringify(kept))}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Strict${secure}`;
}
