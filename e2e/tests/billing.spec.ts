import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

/** Screenshots for a person to look at, when asked for (PARLEY_E2E_SHOTS=dir). */
const SHOTS = process.env.PARLEY_E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

// Adding a card and funds on the real server, with axe at two sizes: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

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

test('the Billing page is not offered to an administrator without manage-payment', async ({ page }) => {
  await openSignedIn(page, 'admin@acme.test', '/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
});
