import { MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/data';
import { renderWithProviders } from '@/testing/test-utils';
import { FundedBanner } from './funded-banner';

const unfunded = makeSession({ accountConfig: { funded: '0' } });

describe('FundedBanner', () => {
  it("warns with the spec's text when accountConfig.funded is '0'", () => {
    renderWithProviders(<FundedBanner />, { session: { session: unfunded } });
    expect(screen.getByRole('alert', { name: 'Payment required' })).toHaveTextContent(MESSAGES.unfunded);
  });

  it.each<[string, Record<string, string>]>([
    ["'1'", { funded: '1' }],
    ['missing', {}],
  ])('stays hidden when funded is %s', (_, accountConfig) => {
    renderWithProviders(<FundedBanner />, { session: { session: makeSession({ accountConfig }) } });
    expect(screen.queryByText(MESSAGES.unfunded)).not.toBeInTheDocument();
  });

  it('can be dismissed, and stays dismissed for this account in this browser session', async () => {
    const { user, unmount } = renderWithProviders(<FundedBanner />, { session: { session: unfunded } });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(MESSAGES.unfunded)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<FundedBanner />, { session: { session: unfunded } });
    expect(screen.queryByText(MESSAGES.unfunded)).not.toBeInTheDocument();
  });

  it('shows again for another unfunded account', async () => {
    const { user, unmount } = renderWithProviders(<FundedBanner />, { session: { session: unfunded } });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    unmount();
    const other = makeSession({ accountId: `AC${'2'.padStart(32, '0')}`, accountConfig: { funded: '0' } });
    renderWithProviders(<FundedBanner />, { session: { session: other } });
    expect(screen.getByText(MESSAGES.unfunded)).toBeInTheDocument();
  });
});
