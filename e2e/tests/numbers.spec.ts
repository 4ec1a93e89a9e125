import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn, signIn } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

/** '+1 (303) 555-0142' as the page shows a number → '+13035550142'. */
const e164 = (shown: string) => `+${shown.replace(/\D/g, '')}`;

async function signInAsOwner(page: Page) {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL(DEMO.owner.home);
}

test('numbers as the owner: search and buy two via the cart, edit one, move both to a set, release both; /cnam lists the caller names', async ({
  page,
}) => {
  await signInAsOwner(page);
  const bought: string[] = [];

  await test.step('purchase: search Denver’s 303 for local numbers, two into the cart, buy them', async () => {
    await page.goto('/purchase-numbers');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Numbers' })).toBeVisible();
    await page.getByRole('button', { name: /^Simulated network/ }).click();
    await expect(page.getByText('no real carrier is involved')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Area code' }).fill('Denver');
    await page.getByRole('option', { name: '303 · Denver, CO' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('table', { name: 'Numbers for sale' });
    const add = results.getByRole('button', { name: /^Add \+1 \(303\) .* to the cart$/ });
    await expect(add.first()).toBeVisible();
    await expectAccessible(page, 'the purchase numbers page with results');
    for (let i = 0; i < 2; i++) {
      const label = (await add.first().getAttribute('aria-label'))!;
      bought.push(e164(label.replace(/^Add (.*) to the cart$/, '$1')));
      await add.first().click();
    }
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect(cart).toContainText(/2 numbers, \$\d+\.\d\d a month/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/purchase-numbers-cart.png` });
    await cart.getByRole('button', { name: 'Buy', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy numbers' });
    await expect(dialog).toContainText(/Total: \$\d+\.\d\d a month/);
    await dialog.getByRole('button', { name: 'Buy 2 numbers' }).click();
    await expect(dialog).toBeHidden();
    const report = page.getByRole('status').filter({ hasText: 'numbers bought' });
    await expect(report).toContainText('2 numbers bought');
    await report.getByRole('link', { name: 'See them on Numbers' }).click();
  });

  const table = page.getByRole('table', { name: 'Phone numbers of the account' });
  const rowOf = (number: string) =>
    table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${number}` }) });

  await test.step('numbers: both are there, found by their area code', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search by digits' }).fill('303');
    for (const number of bought) await expect(rowOf(number)).toBeVisible();
    await expect(rowOf(bought[0]!)).toContainText(/Ordering|Active/);
    await expect(rowOf(bought[0]!)).toContainText('Denver, CO');
    // the pointer off the rows: a hovered row's background is not what the page shows at rest
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'the numbers page');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/numbers-desktop.png` });
      await page.setViewportSize(PHONE);
      await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
      await page.screenshot({ path: `${SHOTS}/numbers-phone.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  await test.step('edit one in the drawer: its friendly name', async () => {
    await rowOf(bought[0]!)
      .getByRole('button', { name: /^Edit \+1 \(303\)/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Edit number' });
    await expect(drawer.getByRole('heading', { name: 'Caller name (CNAM)' })).toBeVisible();
    await expectAccessible(page, 'the number drawer');
    await drawer.getByRole('textbox', { name: 'Friendly name' }).fill('E2E front desk');
    await drawer.getByRole('button', { name: 'Save number' }).click();
    await expect(drawer).toBeHidden();
    await expect(rowOf(bought[0]!)).toContainText('E2E front desk');
  });

  await test.step('move both to the Customer care set', async () => {
    for (const number of bought) await table.getByRole('checkbox', { name: `Select ${number}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to number set' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to a number set' });
    await expect(dialog).toContainText('Move 2 numbers');
    await dialog.getByRole('textbox', { name: 'Number set' }).click();
    await page.getByRole('option', { name: 'Customer care' }).click();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toBeHidden();
    for (const number of bought) await expect(rowOf(number)).toContainText('Customer care');
  });

  await test.step('release both, after a confirmation that says how many', async () => {
    for (const number of bought) await table.getByRole('checkbox', { name: `Select ${number}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Release' }).click();
    const dialog = page.getByRole('dialog', { name: 'Release numbers' });
    await expect(dialog).toContainText('Release 2 numbers?');
    await dialog.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(dialog).toBeHidden();
    for (const number of bought) await expect(rowOf(number)).toHaveCount(0);
  });

  await test.step('/cnam lists Acme’s caller names with their review', async () => {
    await page.goto('/cnam');
    await expect(page.getByRole('heading', { level: 1, name: 'CNAM' })).toBeVisible();
    const names = page.getByRole('table', { name: 'Caller names of the account' });
    for (const cnam of ['ACME COMMS', 'ACME SUPPORT', 'ACME SALES', 'ACME BANK'])
      await expect(names.getByRole('row').filter({ hasText: cnam })).toContainText(
        /Pending review|Approved|Rejected/,
      );
    await expectAccessible(page, 'the CNAM page');
  });
});

test('number sets: Acme’s two sets listed, one opened with its numbers', async ({ page }) => {
  await openSignedIn(page, DEMO.owner.username, '/number-sets');
  const table = page.getByRole('table', { name: 'Number sets of the account' });
  await expect(table.getByRole('row').filter({ hasText: 'Spring campaign' })).toContainText('Round robin');
  await expectAccessible(page, 'the number sets page');
  await table.getByRole('link', { name: 'Edit Customer care' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Number Set' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Customer care');
  await expect(page.getByRole('button', { name: /^Remove \+1 .* from the set$/ }).first()).toBeVisible();
  await expectAccessible(page, 'the number set form');
});
