import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/layout/full-page-loader';
import { isBuilt, type TBuiltPath } from '@/config/built-pages';
import { PAGES } from '@/config/nav';
import { paths } from '@/config/paths';
import type { TPageHandle } from '@/lib/page-handle';
import { RootErrorBoundary } from './root-error-boundary';

/** Each built page's chunk; every other page of config/nav.ts is the generic placeholder. */
const BUILT: Record<TBuiltPath, NonNullable<RouteObject['lazy']>> = {
  [paths.profile]: () => import('./routes/profile'),
  [paths.supportPlan]: () => import('./routes/support-plan'),
  [paths.trainingVideos]: () => import('./routes/training-videos'),
  [paths.dev]: () => import('./routes/dev-index'),
  [paths.devCrash]: () => import('./routes/dev-crash'),
  '/dev/table': () => import('./routes/dev-table'),
  '/dev/phone-preview': () => import('./routes/dev-phone-preview'),
  '/dev/form-fields': () => import('./routes/dev-form-fields'),
  '/users/:accountId': () => import('./routes/users'),
  '/webhooks': () => import('./routes/webhooks'),
  '/contacts': () => import('./routes/contacts'),
  '/multiselect-dropdown': () => import('./routes/multiselect-dropdown'),
  '/assets': () => import('./routes/assets'),
  '/asset-manager': () => import('./routes/asset-manager'),
  '/templates': () => import('./routes/templates'),
  '/templates/new': () => import('./routes/template-edit'),
  '/templates/:templateId': () => import('./routes/template-edit'),
  '/content': () => import('./routes/content'),
  '/add-message': () => import('./routes/add-message'),
  '/editor-poc': () => import('./routes/editor-poc'),
  '/breaks': () => import('./routes/breaks'),
  '/dispositions': () => import('./routes/dispositions'),
};

const placeholder = () => import('./routes/section-placeholder');

/**
 * One route per page of config/nav.ts, carrying its page (title, access) in `handle`: the guard in
 * the protected layout checks it with the same rule as the sidebar link.
 */
const pageRoutes: RouteObject[] = PAGES.map((page) => ({
  path: page.path,
  handle: { page } satisfies TPageHandle,
  lazy: isBuilt(page.path) ? BUILT[page.path] : placeholder,
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
