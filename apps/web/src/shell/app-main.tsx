import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { FundedBanner } from './banners/funded-banner';
import { ImpersonationBanner } from './banners/impersonation-banner';
import { PendingPageFrame, RouteProgressBar, usePendingPage } from './route-progress';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The main region: the banners, then the page, or, while the router loads the next page, that
 * page's frame with the progress bar (busy until it arrives). Its own component, so a navigation
 * starting or ending re-renders this and not the header and sidebar.
 */
export function AppMain({ children }: { children: ReactNode }) {
  const pending = usePendingPage();
  return (
    <>
      {pending ? <RouteProgressBar pending={pending} /> : null}
      {/* focusable from script only, as the skip link's target; no ring around the whole page */}
      <AppShell.Main
        bg="gray.0"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ outline: 'none' }}
        aria-busy={pending ? true : undefined}
      >
        <ImpersonationBanner />
        <FundedBanner />
        {pending ? <PendingPageFrame pending={pending} /> : children}
      </AppShell.Main>
    </>
  );
}
