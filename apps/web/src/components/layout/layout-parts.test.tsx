import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { ContentContainer } from './content-container';
import { ContentSegment } from './content-segment';
import { PageHeader } from './page-header';
import { SubHeader } from './sub-header';

describe('page header, sub-header, segment and content container', () => {
  it('the page header is the h1 with its line and actions', async () => {
    renderWithProviders(
      <main>
        <PageHeader
          title="Numbers"
          description="Your numbers and their capabilities."
          actions={<Button>Buy</Button>}
        />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();
    expect(screen.getByText('Your numbers and their capabilities.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('the sub-header is an h2 (or the level given) with its actions on the right', () => {
    const { unmount } = renderWithProviders(
      <SubHeader title="Members" actions={<Button>Add member</Button>} />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Members' });
    const actions = screen.getByRole('button', { name: 'Add member' });
    // the actions come after the heading, in a group pushed to the right
    expect(heading.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(actions.parentElement?.getAttribute('style') ?? '').toMatch(/margin-(left|inline-start): auto/);
    unmount();
    renderWithProviders(<SubHeader title="Details" order={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();
  });

  it('a segment is a plain card, a region only when named', () => {
    const { unmount } = renderWithProviders(<ContentSegment>Plain</ContentSegment>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Plain')).toBeVisible();
    unmount();
    renderWithProviders(<ContentSegment aria-label="Billing address">Named</ContentSegment>);
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Named');
  });

  it('the content container pads its content unless told not to, and offsets it on phones', () => {
    const { unmount } = renderWithProviders(<ContentContainer>Padded</ContentContainer>);
    const box = () => screen.getByText(/Padded|Edge/);
    expect(box().style.getPropertyValue('--content-padding')).toBe('var(--mantine-spacing-md)');
    expect(box().style.getPropertyValue('--mobile-top-offset')).toBe('var(--mantine-spacing-sm)');
    unmount();
    renderWithProviders(
      <ContentContainer noPadding mobileTopOffset="xl">
        Edge
      </ContentContainer>,
    );
    expect(box().style.getPropertyValue('--content-padding')).toBe('0');
    expect(box().style.getPropertyValue('--mobile-top-offset')).toBe('var(--mantine-spacing-xl)');
  });
});
