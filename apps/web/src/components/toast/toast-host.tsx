import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsWanted, subscribeToastsWanted } from './toast-loader';

const Notifications = lazy(() =>
  import('./notifications-module').then((m) => ({ default: m.Notifications })),
);

/**
 * Where toasts appear. Mounted once near the root, it loads Mantine's notifications only when
 * the first toast is asked for, so pages that never toast (sign-in) do not download them.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* bottom right: at the top they would cover the header's menus for their 5 seconds */}
      <Notifications position="bottom-right" />
    </Suspense>
  );
}
