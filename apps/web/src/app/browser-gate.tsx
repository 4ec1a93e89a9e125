import { useEffect, useState, type ReactNode } from 'react';
import { checkBrowser, knownBrowserVerdict } from '@/lib/browser-check';
import { whenIdle } from '@/lib/when-idle';
import { UnsupportedBrowserPage } from '@/shell/unsupported-browser-page';

/**
 * The app starts at once; the browser check (bowser, its own chunk) runs once the page has
 * painted and the browser is idle, so it never competes with the sign-in page's own files
 * (issue 24), and only an unsupported browser swaps the page out. A verdict seen before for this
 * browser applies at once, without bowser.
 */
export function BrowserGate({ children }: { children: ReactNode }) {
  const [supported, setSupported] = useState(knownBrowserVerdict);
  useEffect(() => {
    if (supported !== null) return;
    let live = true;
    const cancel = whenIdle(() => {
      void checkBrowser().then((verdict) => {
        if (live) setSupported(verdict);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [supported]);
  return supported === false ? <UnsupportedBrowserPage /> : children;
}
