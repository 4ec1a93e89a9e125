import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './fixtures';
import { mailsTo } from './outbox';
import { PHONE, expectAccessible } from './shell-fixtures';

/** Screenshots for a person to look at, when asked for (PARLEY_E2E_SHOTS=dir). */
const SHOTS = process.env.PARLEY_E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

// Adding a card and funds on the real server, with axe at two sizes: more than the default 30 s.
// In order, one at a time: each changes Acme West's payment methods, which the next one reads.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const UNFUNDED = 'Payment Required: The account is unfunded. Please ensure there are sufficient funds.';

/**
 * Acme West has no user who may pay (its one user is an administrator without manage-payment):
 * Acme's owner acts as it, with the owner's privileges, as a parent account's owner does.
 */
async function actAsWest(page: Page) {
  await openSignedIn(page, 'owner@acme.test', '/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Act as a sub-account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Act as a sub-account' });
  await dialog.getByRole('button', { name: 'Act as Acme West' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('You are now acting as Acme West.')).toBeVisible();
}

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('menuitem', { name: 'Credit/Debit card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit/Debit card' });
  await dialog.getByRole('textbox', { name: 'Card Number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiry Month' }).click();
  await page.getByRole('option', { name: '12 – December' }).click();
  await dialog.getByRole('textbox', { name: 'Expiry Year' }).fill(String(new Date().getFullYear() + 3));
  await dialog.getByRole('textbox', { name: 'Security Code (CVV)' }).fill('123');
  await dialog.getByRole('textbox', { name: 'First name on card' }).fill('Wes');
  await dialog.getByRole('textbox', { name: 'Last name on card' }).fill('Walker');
  return dialog;
}

async function chooseCard(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('textbox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name }).click();
}

test('an unfunded sub-account adds a card and funds on /billing: a declined card is said, and the Payment Required banner goes without a reload', async ({
  page,
}) => {
  await actAsWest(page);
  const banner = page.getByRole('alert', { name: 'Payment required' });
  await expect(banner).toContainText(UNFUNDED);
  await banner.getByRole('link', { name: 'Go to billing' }).click();
  await expect(page).toHaveURL('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('$0.00');
  await expect(balance).toContainText('Unfunded');
  await expect(page.getByText('No payment method yet.', { exact: false })).toBeVisible();
  // the Billing page belongs to Billing History in the sidebar
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Billing History' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'the Billing page of an unfunded account');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-unfunded-1280.png`, fullPage: true });

  // a card the simulated processor charges, then one it declines
  const cardDialog = await addCard(page, '4242 4242 4242 4242');
  await expectAccessible(page, 'the card form', '[role="dialog"]');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-card-1280.png` });
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(cardDialog).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Payment methods of the account' });
  const visa = list.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
  await expect(visa).toContainText('Default');
  await (await addCard(page, '4000 0000 0000 0002')).getByRole('button', { name: 'Save card' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Add Funds with the declined card: the processor's words, the dialog stays
  await balance.getByRole('button', { name: 'Add Funds' }).click();
  const funds = page.getByRole('dialog', { name: 'Add Funds' });
  await expect(funds.getByRole('textbox', { name: 'Payment Method' })).toHaveValue('Visa •••• 4242');
  // the chip's label: its radio input is visually hidden
  await funds.locator('label', { hasText: /^\$50$/ }).click();
  await expect(funds.getByRole('radio', { name: '$50', exact: true })).toBeChecked();
  await chooseCard(page, funds, 'Visa •••• 0002');
  await funds.getByRole('button', { name: 'Add funds' }).click();
  await expect(funds.getByRole('alert')).toContainText('Your card was declined.');
  await expectAccessible(page, 'the Add Funds dialog with a declined card', '[role="dialog"]');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-declined-1280.png` });
  await expect(balance).toContainText('$0.00');

  // the good card: funds added, the banner gone without a reload
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await chooseCard(page, funds, 'Visa •••• 4242');
  await funds.getByRole('button', { name: 'Add funds' }).click();
  await expect(funds).toHaveCount(0);
  await expect(page.getByText('Added $50.00 to the balance.')).toBeVisible();
  await expect(balance).toContainText('$50.00');
  await expect(balance).toContainText('Funded');
  await expect(page.getByText(UNFUNDED)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectAccessible(page, 'the Billing page after funds were added');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-1280.png`, fullPage: true });

  if (SHOTS) {
    await page.getByRole('button', { name: 'Show settings' }).click();
    await page
      .getByRole('region', { name: 'Auto Recharge' })
      .screenshot({ path: `${SHOTS}/billing-settings-1280.png` });
    await page.getByRole('button', { name: 'Hide settings' }).click();
  }

  // the history has the credit
  await balance.getByRole('link', { name: 'Billing History' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Transactions of the account' })
      .getByRole('row')
      .filter({ hasText: '$50.00' }),
  ).not.toHaveCount(0);
  await page.goBack();

  // a phone
  await page.setViewportSize(PHONE);
  await expect(balance).toContainText('$50.00');
  await expect(visa).toBeVisible();
  await page.getByRole('button', { name: 'Show settings' }).click();
  await expect(page.getByRole('switch', { name: 'Recharge automatically' })).toBeVisible();
  await expectAccessible(page, 'the Billing page on a phone');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/billing-390.png`, fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/billing-390-balance.png` });
  }
});

/** The simulated processor's deposits, in cents, as the mail's statement line gives them ($0.07 is 7). */
async function depositsMailed(to: string, before: number, account: string): Promise<[number, number]> {
  const isDeposits = (mail: string) =>
    mail.includes('Subject: Verify your bank account') && mail.includes(account);
  await expect
    .poll(() => mailsTo(to).slice(before).filter(isDeposits).length, {
      message: `the deposits mail to ${to}`,
    })
    .toBe(1);
  const mail = mailsTo(to).slice(before).find(isDeposits)!;
  const line = /Two deposits from PARLEY ACCTVERIFY: \$0\.(\d\d) and \$0\.(\d\d)\./.exec(mail);
  expect(line, 'the statement line in the mail').toBeTruthy();
  return [Number(line![1]), Number(line![2])];
}

test('a bank account (ACH) on /billing: added, its two deposits read from the mail, a wrong pair refused, then verified', async ({
  page,
}) => {
  // a retry finds the first try's bank account still there: each try adds one of its own name
  const BANK = `Demo Bank try ${test.info().retry + 1}`;
  await actAsWest(page);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Payment methods of the account' });
  await expect(list.or(page.getByText('No payment method yet.', { exact: false }))).toBeVisible();
  // the first bank account verified becomes the default only when the account has none
  const hadDefault = (await list.getByText('Default', { exact: true }).count()) > 0;
  const owner = 'owner@acme.test';
  const mailsBefore = mailsTo(owner).length;

  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('menuitem', { name: 'Bank Account' }).click();
  const bankDialog = page.getByRole('dialog', { name: 'Bank Account' });
  await bankDialog.getByRole('textbox', { name: 'ACH Enabled Bank' }).fill(BANK);
  await bankDialog.getByRole('textbox', { name: 'Routing number' }).fill('110000001');
  await bankDialog.getByRole('textbox', { name: 'Account number' }).fill('000123456789');
  await bankDialog.getByRole('textbox', { name: 'Account holder name' }).fill('Acme West LLC');
  await bankDialog.getByRole('textbox', { name: 'Account Type' }).click();
  await page.getByRole('option', { name: 'Checking' }).click();
  await bankDialog.getByRole('button', { name: 'Save bank account' }).click();
  // the routing number's check digit, refused by the form before any request
  await expect(
    bankDialog.getByText('This routing number is not valid. Check its nine digits.'),
  ).toBeVisible();
  await expectAccessible(page, 'the bank account form with an error', '[role="dialog"]');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-bank-1280.png` });
  await bankDialog.getByRole('textbox', { name: 'Routing number' }).fill('110000000');
  await bankDialog.getByRole('button', { name: 'Save bank account' }).click();
  await expect(bankDialog).toHaveCount(0);
  await expect(page.getByText('Bank account added')).toBeVisible();

  const bank = list.getByRole('listitem').filter({ hasText: BANK });
  await expect(bank).toContainText('Not verified');
  await expect(bank).toContainText('Last four digits of account•••• 6789');
  await expect(bank).toContainText('Account TypeChecking');
  await expect(bank).toContainText('Acme West LLC');
  await expect(bank).toContainText('Two small deposits are on their way to this account.');
  await expect(bank.getByRole('button', { name: /^Make default/ })).toHaveCount(0);
  await expectAccessible(page, 'the Billing page with a bank account to verify');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-bank-unverified-1280.png`, fullPage: true });

  // the deposits, as the account holder reads them on the statement (here: the outbox's mail)
  const deposits = await depositsMailed(owner, mailsBefore, `${BANK} •••• 6789`);
  const verifyButton = bank.getByRole('button', { name: `Verify: ${BANK} •••• 6789` });
  await verifyButton.click();
  const verify = page.getByRole('dialog', { name: 'Verify bank account' });
  const first = verify.getByRole('textbox', { name: 'First deposit (cents)' });
  const second = verify.getByRole('textbox', { name: 'Second deposit (cents)' });
  await first.fill(String(deposits[0] === 99 ? 98 : deposits[0] + 1));
  await second.fill(String(deposits[1]));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByRole('group', { name: 'Deposits' })).toHaveAccessibleDescription(
    /Those amounts do not match the deposits\. 2 tries left\./,
  );
  await expect(first).toBeFocused();
  await expectAccessible(page, 'the verify form with a wrong pair', '[role="dialog"]');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-verify-1280.png` });
  await verify.getByRole('button', { name: 'Cancel' }).click();
  await expect(verify).toHaveCount(0);

  // on a phone: the forms, then the right pair (either order)
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('menuitem', { name: 'Bank Account' }).click();
  await expect(bankDialog.getByRole('textbox', { name: 'ACH Enabled Bank' })).toBeVisible();
  await expectAccessible(page, 'the bank account form on a phone', '[role="dialog"]');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-bank-390.png` });
  await bankDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bankDialog).toHaveCount(0);
  await verifyButton.click();
  await second.fill(String(deposits[0]));
  await first.fill(String(deposits[1]));
  await expectAccessible(page, 'the verify form on a phone', '[role="dialog"]');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-verify-390.png` });
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toHaveCount(0);
  await expect(page.getByText('Bank account verified')).toBeVisible();
  await expect(bank).not.toContainText('Not verified');
  await expect(bank.getByRole('button', { name: /^Verify/ })).toHaveCount(0);
  if (hadDefault) await expect(bank.getByRole('button', { name: /^Make default/ })).toBeVisible();
  else await expect(bank).toContainText('Default');
  await expectAccessible(page, 'the Billing page with a verified bank account, on a phone');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-bank-verified-390.png`, fullPage: true });

  // removed in the dialog's own verb, from its title to its toast
  await page.setViewportSize({ width: 1280, height: 720 });
  await bank.getByRole('button', { name: `Remove ${BANK} •••• 6789` }).click();
  const remove = page.getByRole('dialog', { name: 'Remove payment method' });
  await expect(remove.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toHaveCount(0);
  await expect(page.getByText('Payment method removed')).toBeVisible();
  await expect(bank).toHaveCount(0);
});

test('the Billing page is not offered to an administrator without manage-payment', async ({ page }) => {
  await openSignedIn(page, 'admin@acme.test', '/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
});
