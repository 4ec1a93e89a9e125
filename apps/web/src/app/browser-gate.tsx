import { useEffect, useState, type ReactNode } from 'react';
import { checkBrowser, knownBrowserVerdict } from '@/lib/browser-check';
import { UnsupportedBrowserPage } from '@/shell/unsupported-browser-page';

/**
 * The app starts at once; the browser check (bowser, its own chunk) runs beside it, and only an
 * unsupported browser swaps the page out. A verdict seen before for this browser applies at once.
 */
export function BrowserGate({ children }: { children: ReactNode }) {
  const [supported, setSupported] = useState(knownBrowserVerdict);
  useEffect(() => {
    if (supported !== null) return;
    let live = true;
    void checkBrowser().then((verdict) => {
      if (live) setSupported(verdict);
    });
    return () => {
      live = false;
    };
  }, [supported]);
  return supported === false ? <UnsupportedBrowserPage /> : children;
}
