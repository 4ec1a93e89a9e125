import { act, screen, waitFor, within } from '@testing-library/react';
import type { TSession } from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeBillingSettings } from '@/lib/use-billing-settings';
import { balance } from '@/resources/billing';
import { balanceOf } from '@/testing/billing';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { ok } from '@/testing/fetch-stub';
import { stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { AppHeader } from './app-header';

const PARENT = `AC${'9'.padStart(32, '0')}`;
const acting = makeSession({
  parentAcctId: PARENT,
  yPrivs: makeSession().privs,
  companyName: 'Acme West LLC',
});

function renderHeader(session = acting, mobile = false) {
  return renderWithProviders(<AppHeader menuOpened={false} onToggleMenu={() => {}} />, {
    session: { session },
    mobile,
  });
}

describe('AppHeader', () => {
  it.each([
    ['on a wide screen', false],
    ['on a phone', true],
  ])('says whose account is being acted on %s', (_, phone) => {
    renderHeader(acting, phone);
    expect(screen.getByRole('status', { name: 'Acting as Acme West LLC' })).toHaveTextContent(
      'Acting as Acme West LLC',
    );
  });

  it("in one's own account there is nothing to say", () => {
    renderHeader(makeSession(), true);
    expect(screen.queryByRole('status', { name: /Acting as/ })).not.toBeInTheDocument();
  });
});

describe('the balance in the header (doc 001 §3: showAccountBalanceInNavBar)', { timeout: 30_000 }, () => {
  const OWNER = makeSession({ roles: ['acct-owner'] });
  // an administrator has everything but manage-payment, which the balance needs
  const ADMIN = makeSession({ roles: ['acct-admin'] });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const showBalance = (session: TSession, on = true) =>
    storeBillingSettings(session.clientId, { showAccountBalanceInNavBar: on });

  const balanceLink = () => screen.findByRole('link', { name: 'Balance $500.00' });

  /** The help menu reads the portal's configuration; the balance answers `answers` in turn. */
  function stubBalance(...answers: string[]) {
    const fetchMock = stubPortalConfig(undefined, {
      'GET /v3/billing/balance': answers.map((amount) => () => ok(balanceOf(amount))),
    });
    return {
      balanceRequests: () =>
        fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v3/billing/balance')).length,
    };
  }

  it('with the setting on, shows the balance as a link to the Billing page', async () => {
    showBalance(OWNER);
    const { balanceRequests } = stubBalance('500.0000');
    const { container } = renderHeader(OWNER);
    const link = await balanceLink();
    expect(link).toHaveAttribute('href', '/billing');
    expect(within(link).getByText('Balance')).toBeInTheDocument();
    expect(within(link).getByText('$500.00')).toBeInTheDocument();
    expect(balanceRequests()).toBe(1);
    await expectNoAxeViolations(container, 'the header with the balance');
  });

  it('on a phone too', async () => {
    showBalance(OWNER);
    stubBalance('500.0000');
    renderHeader(OWNER, true);
    // the word is not drawn there (CSS), the name keeps it
    expect(await balanceLink()).toHaveAttribute('href', '/billing');
  });

  it.each([
    ['the setting is off (its default)', OWNER, false],
    ['the user lacks manage-payment', ADMIN, true],
  ])('shows nothing and asks nothing when %s', async (_, session, on) => {
    if (on) showBalance(session);
    const { balanceRequests } = stubBalance('500.0000');
    renderHeader(session);
    await screen.findByRole('button', { name: 'Account menu' });
    // give a lazily loaded balance every chance to appear
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('link', { name: /Balance/ })).not.toBeInTheDocument();
    expect(balanceRequests()).toBe(0);
  });

  it('turned on or off, it comes and goes without a reload', async () => {
    stubBalance('500.0000');
    renderHeader(OWNER);
    expect(screen.queryByRole('link', { name: /Balance/ })).not.toBeInTheDocument();
    act(() => showBalance(OWNER));
    await balanceLink();
    act(() => showBalance(OWNER, false));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Balance/ })).not.toBeInTheDocument());
  });

  it('follows Add Funds: the Billing page’s query, fetched again, updates it', async () => {
    showBalance(OWNER);
    stubBalance('500.0000', '550.0000');
    const { queryClient } = renderHeader(OWNER);
    await balanceLink();
    // what useAddFunds invalidates once funds are added
    await act(() => queryClient.invalidateQueries({ queryKey: balance.keys.all }));
    expect(await screen.findByRole('link', { name: 'Balance $550.00' })).toBeInTheDocument();
  });
});
