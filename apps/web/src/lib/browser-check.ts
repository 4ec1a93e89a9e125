/** The verdict for this user agent, kept so that bowser is fetched once per browser, not per visit. */
const KEY = 'parley_browser_check';

export function knownBrowserVerdict(userAgent = navigator.userAgent): boolean | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      ua?: unknown;
      supported?: unknown;
    } | null;
    return stored?.ua === userAgent && typeof stored.supported === 'boolean' ? stored.supported : null;
  } catch {
    return null;
  }
}

export async function checkBrowser(userAgent = navigator.userAgent): Promise<boolean> {
  const { isSupportedBrowser } = await import('./browser-support');
  const supported = isSupportedBrowser(userAgent);
  try {
    localStorage.setItem(KEY, JSON.stringify({ ua: userAgent, supported }));
  } catch {
    // storage full or disabled: the check simply runs again next time
  }
  return supported;
}
