import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { PageContainer } from './page-container';

describe('PageContainer', () => {
  it('shows the breadcrumbs, the last one current and not a link, then the title', async () => {
    renderWithProviders(
      <main>
        <PageContainer
          title="Edit webhook"
          breadcrumbs={[
            { label: 'Workflow' },
            { label: 'Webhooks', to: '/webhooks' },
            { label: 'Edit webhook' },
          ]}
          actions={<Button>Save</Button>}
        >
          <p>body</p>
        </PageContainer>
      </main>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/webhooks');
    expect(within(trail).queryByRole('link', { name: 'Workflow' })).toBeNull();
    const current = within(trail).getByText('Edit webhook');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit webhook' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(document.title).toBe('Edit webhook · Parley');
    await expectNoAxeViolations();
  });

  it('spans 12 of 16 columns by default, and the width it is given', () => {
    const { unmount } = renderWithProviders(<PageContainer title="Users">x</PageContainer>);
    const page = () => screen.getByRole('heading', { level: 1 }).closest('[class*="page"]') as HTMLElement;
    expect(page().style.getPropertyValue('--page-columns')).toBe('12');
    unmount();
    renderWithProviders(
      <PageContainer title="Users" width={16}>
        x
      </PageContainer>,
    );
    expect(page().style.getPropertyValue('--page-columns')).toBe('16');
  });

  it('without a title has no heading and names the tab after the last breadcrumb', () => {
    renderWithProviders(
      <PageContainer breadcrumbs={[{ label: 'Reports', to: '/reports' }, { label: 'Usage' }]} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.title).toBe('Usage · Parley');
  });

  it('without breadcrumbs has no breadcrumb trail (callers of the title-only form keep working)', () => {
    renderWithProviders(<PageContainer title="Profile">content</PageContainer>);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.getByText('content')).toBeVisible();
  });
});
