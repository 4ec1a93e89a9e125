import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/data';
import { stubPortalConfig } from '@/testing/portal-config';
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

  it('gives one who may pay the way to billing, and everyone a mail to support naming the account', async () => {
    stubPortalConfig();
    renderWithProviders(<FundedBanner />, { session: { session: unfunded } });
    const banner = screen.getByRole('alert', { name: 'Payment required' });
    expect(banner).toHaveTextContent(OUR_MESSAGES.unfundedPayer);
    // the Billing page, where funds are added (issue 27)
    expect(within(banner).getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
    const mail = await within(banner).findByRole('link', { name: 'Email support' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:support@parley\.test\?subject=Funding%20Acme%20Inc\./);
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain(unfunded.accountId);
  });

  it('tells one who may not pay to ask the account owner, without a billing link', async () => {
    stubPortalConfig();
    const admin = makeSession({ roles: ['acct-admin'], accountConfig: { funded: '0' } });
    renderWithProviders(<FundedBanner />, { session: { session: admin } });
    const banner = screen.getByRole('alert', { name: 'Payment required' });
    expect(banner).toHaveTextContent(OUR_MESSAGES.unfundedAskOwner);
    expect(within(banner).queryByRole('link', { name: 'Go to billing' })).not.toBeInTheDocument();
    expect(await within(banner).findByRole('link', { name: 'Email support' })).toBeInTheDocument();
  });
});
