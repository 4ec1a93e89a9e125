import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, signOut } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

/** Screenshots for a person to look at, when asked for (PARLEY_E2E_SHOTS=dir). */
const SHOTS = process.env.PARLEY_E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

// Two sign-ins through the form, Add Funds on the real server and axe at two sizes.
test.describe.configure({ timeout: 120_000 });

const MONEY = /^\$[\d,]+\.\d{2}$/;
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

const settings = (page: Page) => page.getByRole('region', { name: 'Billing settings' });
const headerSwitch = (page: Page) =>
  settings(page).getByRole('switch', { name: 'Show the balance in the header' });
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Balance / });

/** The amount the Billing page's Balance card shows. */
async function pageBalance(page: Page): Promise<string> {
  const amount = page.getByRole('region', { name: 'Balance' }).getByText(MONEY);
  await expect(amount).toBeVisible();
  return (await amount.innerText()).trim();
}

/** The header's link reads 'Balance $500.00'; its amount is the Billing page's. */
async function expectHeaderBalance(link: Locator, amount: string) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName(`Balance ${amount}`);
}

async function openBilling(page: Page) {
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible({ timeout: 30_000 });
}

test("the owner shows the balance in the header; it follows Add Funds, survives a reload, and logging out and in again turns it off (doc 001 §3's reset)", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.owner.heading })).toBeVisible({
    timeout: 30_000,
  });
  // off by default: nothing in the header
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);

  await openBilling(page);
  await expect(headerSwitch(page)).not.toBeChecked();
  await expectAccessible(page, 'the Billing page with its settings');
  await headerSwitch(page).click();
  await expect(headerSwitch(page)).toBeChecked();
  const amount = await pageBalance(page);
  await expectHeaderBalance(headerBalance(page), amount);
  await expectAccessible(page, 'the header with the balance');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/billing-settings-1280.png`, fullPage: true });
    await page.getByRole('banner').screenshot({ path: `${SHOTS}/header-balance-1280.png` });
    await settings(page).screenshot({ path: `${SHOTS}/billing-settings-panel-1280.png` });
  }

  // Add Funds: the header follows without a reload
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('region', { name: 'Balance' }).getByRole('button', { name: 'Add Funds' }).click();
  const funds = page.getByRole('dialog', { name: 'Add Funds' });
  // the chip's label: its radio input is visually hidden
  await funds.locator('label', { hasText: /^\$10$/ }).click();
  await funds.getByRole('button', { name: 'Add funds' }).click();
  await expect(funds).toHaveCount(0);
  const added = (dollars(amount) + 10).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expectHeaderBalance(headerBalance(page), added);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // it links to the Billing page from every page, and a reload keeps the setting
  await page.getByRole('link', { name: 'Parley, home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO.owner.heading })).toBeVisible();
  await page.reload();
  await headerBalance(page).click();
  await expect(page).toHaveURL('/billing');
  await expect(headerSwitch(page)).toBeChecked();

  // a phone: the amount alone in the header, still named Balance
  await page.setViewportSize(PHONE);
  await expectHeaderBalance(headerBalance(page), await pageBalance(page));
  await expectAccessible(page, 'the header with the balance on a phone');
  if (SHOTS) {
    await page.getByRole('banner').screenshot({ path: `${SHOTS}/header-balance-390.png` });
    await settings(page).scrollIntoViewIfNeeded();
    await settings(page).screenshot({ path: `${SHOTS}/billing-settings-panel-390.png` });
    await page.screenshot({ path: `${SHOTS}/billing-settings-390.png`, fullPage: true });
  }

  // logout, then login: the settings are back to their defaults
  await signOut(page);
  await signIn(page, DEMO.owner.username);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.owner.heading })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);
  await openBilling(page);
  await expect(headerSwitch(page)).not.toBeChecked();
  await expect(headerBalance(page)).toHaveCount(0);
});

test('the balance beside Billing History in the sidebar, when the owner turns it on', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.owner.heading })).toBeVisible({
    timeout: 30_000,
  });
  await openBilling(page);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Billing History', exact: true })).toBeVisible();
  await settings(page).getByRole('switch', { name: 'Show the balance beside Billing History' }).click();
  const amount = await pageBalance(page);
  await expect(sidebar.getByRole('link', { name: `Billing History Balance ${amount}` })).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);
  await expectAccessible(page, 'the sidebar with the balance');
  if (SHOTS) await sidebar.screenshot({ path: `${SHOTS}/sidebar-balance-1280.png` });
});
