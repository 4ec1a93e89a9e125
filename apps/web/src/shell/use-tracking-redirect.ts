import { isFlagSet } from '@parley/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@/config/nav';
import { paths } from '@/config/paths';
import { canSee } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';

/** Doc 000 §2: set in local storage by whatever sends the user here; read once, then removed. */
export const TRACKING_REDIRECT_KEY = 'tracking_redirect';

const trackingPage = PAGES.find((p) => p.path === paths.trackingAvailable)!;

export function useTrackingRedirect(): void {
  const session = useSignedInSession();
  const navigate = useNavigate();
  useEffect(() => {
    const flag = localStorage.getItem(TRACKING_REDIRECT_KEY);
    if (flag === null) return;
    localStorage.removeItem(TRACKING_REDIRECT_KEY);
    if (isFlagSet(flag) && canSee(session, trackingPage.access)) void navigate(paths.trackingAvailable);
  }, [navigate, session]);
}
