import { OUR_MESSAGES, type TSubAccount } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { SubaccountDialog } from './subaccount-dialog';

const sid = (n: number) => `AC${String(n).padStart(32, '0')}`;
const WEST: TSubAccount = {
  accountSid: sid(2),
  name: 'Acme West',
  companyName: 'Acme West LLC',
  status: 'active',
};
const OLD: TSubAccount = {
  accountSid: sid(3),
  name: 'Acme Old',
  companyName: 'Acme Old Co',
  status: 'closed',
};

describe('SubaccountDialog', () => {
  it("lists the account's sub-accounts; Act as starts acting as one and goes to its home page", async () => {
    stubFetch({ 'GET /v3/auth/subaccounts': () => ok(WEST, OLD) });
    const impersonate = vi.fn(async () => ({ ok: true as const, value: makeSession() }));
    const onClose = vi.fn();
    const { user, router } = renderWithProviders(<SubaccountDialog opened onClose={onClose} />, {
      route: '/dashboard',
      session: { impersonate },
    });
    expect(screen.getByRole('dialog', { name: 'Act as a sub-account' })).toBeInTheDocument();
    expect(await screen.findByText('Acme West LLC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Act as Acme Old' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Act as Acme West' }));
    expect(impersonate).toHaveBeenCalledWith(WEST.accountSid);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('You are now acting as Acme West.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a refused impersonation shows the error and keeps the dialog', async () => {
    stubFetch({ 'GET /v3/auth/subaccounts': () => ok(WEST) });
    const impersonate = vi.fn(async () => ({
      ok: false as const,
      error: [{ code: 'forbidden', message: OUR_MESSAGES.alreadyImpersonating }],
    }));
    const onClose = vi.fn();
    const { user } = renderWithProviders(<SubaccountDialog opened onClose={onClose} />, {
      session: { impersonate },
    });
    await user.click(await screen.findByRole('button', { name: 'Act as Acme West' }));
    expect(await screen.findByText(OUR_MESSAGES.alreadyImpersonating)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when there are no sub-accounts, and shows a failed load', async () => {
    stubFetch({ 'GET /v3/auth/subaccounts': () => ok() });
    const { unmount } = renderWithProviders(<SubaccountDialog opened onClose={() => {}} />);
    expect(await screen.findByText(OUR_MESSAGES.noSubAccounts)).toBeInTheDocument();
    unmount();
    stubFetch({
      'GET /v3/auth/subaccounts': () => fail(403, { code: 'forbidden', message: OUR_MESSAGES.forbidden }),
    });
    renderWithProviders(<SubaccountDialog opened onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.forbidden);
  });

  it('has a named close button and no banner landmark of its own', async () => {
    stubFetch({ 'GET /v3/auth/subaccounts': () => ok(WEST) });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<SubaccountDialog opened onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Act as a sub-account' });
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is axe-clean in each state: loading, the list, none, a failed load', async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({ 'GET /v3/auth/subaccounts': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const first = renderWithProviders(<SubaccountDialog opened onClose={() => {}} />);
    expect(await screen.findByLabelText('Loading sub-accounts')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('dialog'), 'the dialog while it loads');
    answer(ok(WEST, OLD));
    await screen.findByText('Acme West LLC');
    await expectNoAxeViolations(screen.getByRole('dialog'), 'the list');
    first.unmount();

    stubFetch({ 'GET /v3/auth/subaccounts': () => ok() });
    const second = renderWithProviders(<SubaccountDialog opened onClose={() => {}} />);
    await screen.findByText(OUR_MESSAGES.noSubAccounts);
    await expectNoAxeViolations(screen.getByRole('dialog'), 'no sub-accounts');
    second.unmount();

    stubFetch({
      'GET /v3/auth/subaccounts': () => fail(403, { code: 'forbidden', message: OUR_MESSAGES.forbidden }),
    });
    renderWithProviders(<SubaccountDialog opened onClose={() => {}} />);
    await screen.findByRole('alert');
    await expectNoAxeViolations(screen.getByRole('dialog'), 'a failed load');
  });
});
