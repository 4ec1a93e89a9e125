import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/layout/full-page-loader';
import { isBuilt } from '@/config/built-pages';
import { PAGES } from '@/config/nav';
import { paths } from '@/config/paths';
import type { TPageHandle } from '@/lib/page-handle';
import { BUILT_ROUTES } from './built-routes';
import { RootErrorBoundary } from './root-error-boundary';

const placeholder = () => import('./routes/section-placeholder');

/**
 * One route per page of config/nav.ts, carrying its page (title, access) in `handle`: the guard in
 * the protected layout checks it with the same rule as the sidebar link.
 */
const pageRoutes: RouteObject[] = PAGES.map((page) => ({
  path: page.path,
  handle: { page } satisfies TPageHandle,
  lazy: isBuilt(page.path) ? BUILT_ROUTES[page.path] : placeholder,
}));

/** Every page is its own chunk: the sign-in page does not download the dashboard. */
export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: paths.home, lazy: () => import('./routes/home') },
      ...paths.signInAliases.map((path) => ({ path, lazy: () => import('./routes/home') })),
      { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
      { path: paths.verifyCode, lazy: () => import('./routes/verify-code') },
      { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
      { path: paths.resetPasswordLegacy, lazy: () => import('./routes/reset-password') },
      {
        lazy: () => import('./routes/protected-layout'),
        children: [...pageRoutes, { path: '*', lazy: () => import('./routes/not-found') }],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
