import { Text } from '@mantine/core';
import { NAVIGATION_TEXTS, fillText } from '@parley/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageContainer } from '@/components/layout/page-container';
import { makeSession } from '@/testing/data';
import { expectNoAxeViolations } from '@/testing/axe';
import { stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { AppFrame } from './app-frame';

/** A route chunk that arrives when the test says so. */
function slowChunk() {
  let arrive: (module: { Component: ComponentType }) => void = () => {};
  const chunk = new Promise<{ Component: ComponentType }>((resolve) => (arrive = resolve));
  return { lazy: () => chunk, arrive };
}

function renderFrame() {
  stubPortalConfig();
  const webhooks = slowChunk();
  const routes: RouteObject[] = [
    {
      element: (
        <AppFrame>
          <Outlet />
        </AppFrame>
      ),
      children: [
        {
          path: '/dashboard',
          element: (
            <PageContainer title="Dashboard">
              <Text>What the old page says</Text>
            </PageContainer>
          ),
        },
        { path: '/webhooks', lazy: webhooks.lazy },
      ],
    },
  ];
  const session = makeSession({ accountConfig: { funded: '1', feature_inbox_enabled: '1' } });
  return { ...renderWithProviders(null, { routes, route: '/dashboard', session: { session } }), webhooks };
}

describe(
  'route progress (issue 23: the old page stayed with no sign of loading)',
  { timeout: 20_000 },
  () => {
    it("while a page's chunk loads: a named progress bar, the new page's frame, nothing of the old page", async () => {
      const { user, webhooks, router } = renderFrame();
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(main).not.toHaveAttribute('aria-busy');

      const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
      await user.click(within(sidebar).getByRole('button', { name: 'Workflow' }));
      await user.click(await within(sidebar).findByRole('link', { name: 'Webhooks' }));

      const bar = await screen.findByRole('progressbar', {
        name: fillText(NAVIGATION_TEXTS.loadingPage, { page: 'Webhooks' }),
      });
      expect(bar).not.toHaveAttribute('aria-valuenow');
      expect(main).toHaveAttribute('aria-busy', 'true');
      expect(main).not.toContainElement(bar);
      expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Webhooks');
      expect(screen.queryByText('What the old page says')).not.toBeInTheDocument();
      expect(document.title).toBe('Webhooks · Parley');
      // still loading: the address has not changed yet
      expect(router.state.location.pathname).toBe('/dashboard');
      await expectNoAxeViolations(document.body, 'a page loading');

      await act(async () =>
        webhooks.arrive({
          Component: () => (
            <PageContainer title="Webhooks">
              <Text>What the new page says</Text>
            </PageContainer>
          ),
        }),
      );
      expect(await screen.findByText('What the new page says')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/webhooks');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await waitFor(() => expect(main).not.toHaveAttribute('aria-busy'));
    });
  },
);
