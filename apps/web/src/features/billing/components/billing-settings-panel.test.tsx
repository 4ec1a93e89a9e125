import { BILLING_PAGE_TEXTS as T, OUR_MESSAGES, WELCOME_MESSAGE_MAX_LENGTH } from '@parley/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetBillingSettings } from '@/lib/billing-settings';
import { storedBillingSettings } from '@/lib/use-billing-settings';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { renderWithProviders } from '@/testing/test-utils';
import { BillingSettingsPanel, BillingWelcomeMessage } from './billing-settings-panel';

const OWNER = makeSession({ roles: ['acct-owner'] });

const render = () =>
  renderWithProviders(
    <>
      <BillingWelcomeMessage />
      <BillingSettingsPanel />
    </>,
    { session: { session: OWNER } },
  );

const stored = () => JSON.parse(storedBillingSettings(OWNER.clientId) ?? '{}') as Record<string, unknown>;

const panel = () => screen.getByRole('region', { name: T.settingsHeading });

describe('the billing settings panel (doc 001 §3)', { timeout: 30_000 }, () => {
  it('starts at the defaults: every switch off, no welcome message', async () => {
    const { container } = render();
    const region = panel();
    expect(within(region).getByRole('heading', { level: 2, name: T.settingsHeading })).toBeInTheDocument();
    for (const name of [T.showBalanceInNavBar, T.showBalanceInBilling, T.openAutoRechargeSettings])
      expect(within(region).getByRole('switch', { name })).not.toBeChecked();
    expect(within(region).getByRole('switch', { name: T.showBalanceInNavBar })).toHaveAccessibleDescription(
      T.showBalanceInNavBarHint,
    );
    expect(within(region).getByRole('textbox', { name: T.welcomeMessage })).toHaveValue('');
    expect(within(region).getByRole('button', { name: T.saveWelcomeMessage })).toBeDisabled();
    await expectNoAxeViolations(container, 'the billing settings panel');
  });

  it('a switch applies at once and is kept for the user', async () => {
    const { user } = render();
    const header = within(panel()).getByRole('switch', { name: T.showBalanceInNavBar });
    await user.click(header);
    expect(header).toBeChecked();
    await user.click(within(panel()).getByRole('switch', { name: T.openAutoRechargeSettings }));
    expect(stored()).toMatchObject({
      showAccountBalanceInNavBar: true,
      showAccountBalanceInBilling: false,
      defaultOpenAutoRechargeSettingsWhenDisabled: true,
    });
    await user.click(header);
    expect(header).not.toBeChecked();
    expect(stored()).toMatchObject({ showAccountBalanceInNavBar: false });
  });

  it('a saved welcome message shows at the top; emptied, none shows', async () => {
    const { user, container } = render();
    const field = within(panel()).getByRole('textbox', { name: T.welcomeMessage });
    expect(field).toHaveAttribute('maxlength', String(WELCOME_MESSAGE_MAX_LENGTH));
    await user.type(field, '  Invoices go to accounts@acme.test  ');
    await user.click(within(panel()).getByRole('button', { name: T.saveWelcomeMessage }));
    expect(screen.getByRole('status')).toHaveTextContent(T.welcomeMessageSaved);
    expect(field).toHaveValue('Invoices go to accounts@acme.test');
    expect(stored()).toMatchObject({ welcomeMessage: 'Invoices go to accounts@acme.test' });
    // the message comes before the panel, at the top of the page
    const shown = screen.getByText('Invoices go to accounts@acme.test', { selector: 'p' });
    expect(shown.compareDocumentPosition(panel()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: T.saveWelcomeMessage })).toBeDisabled();
    await expectNoAxeViolations(container, 'the welcome message');

    await user.clear(field);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(within(panel()).getByRole('button', { name: T.saveWelcomeMessage }));
    expect(
      screen.queryByText('Invoices go to accounts@acme.test', { selector: 'p' }),
    ).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ welcomeMessage: '' });
  });

  it('refuses a message the server could not store, in the shared words', async () => {
    const { user } = render();
    const field = within(panel()).getByRole('textbox', { name: T.welcomeMessage });
    fireEvent.change(field, { target: { value: 'Hello\u0000there' } });
    await user.click(within(panel()).getByRole('button', { name: T.saveWelcomeMessage }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(OUR_MESSAGES.unstorableText));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(storedBillingSettings(OWNER.clientId)).toBeNull();
  });

  it('a login or logout (the reset) shows the defaults again, the field emptied', async () => {
    const { user } = render();
    await user.click(within(panel()).getByRole('switch', { name: T.showBalanceInBilling }));
    const field = within(panel()).getByRole('textbox', { name: T.welcomeMessage });
    await user.type(field, 'Hello');
    await user.click(within(panel()).getByRole('button', { name: T.saveWelcomeMessage }));
    act(() => resetBillingSettings('logout'));
    expect(within(panel()).getByRole('switch', { name: T.showBalanceInBilling })).not.toBeChecked();
    expect(field).toHaveValue('');
    expect(screen.queryByText('Hello', { selector: 'p' })).not.toBeInTheDocument();
  });
});
