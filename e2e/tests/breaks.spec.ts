import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO, openSignedIn, signIn } from './fixtures';
import { PHONE, expectAccessible, sidebarLinks } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

async function openBreaks(page: Page) {
  await openSignedIn(page, DEMO.owner.username, '/breaks');
  await expect(page.getByRole('heading', { level: 1, name: 'Break Types' })).toBeVisible();
  return page.getByRole('table', { name: 'Break types of the account' });
}

test('the break types page as the owner: add (bad minutes first), edit, filter, select two, disable, delete, export', async ({
  page,
}) => {
  const table = await openBreaks(page);
  await expect(table.getByRole('button', { name: 'Lunch', exact: true })).toBeVisible();
  await expectAccessible(page, 'the break types page');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/breaks-desktop.png` });
    await page.setViewportSize(PHONE);
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
    await page.screenshot({ path: `${SHOTS}/breaks-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // names no other run uses: the database lives as long as the e2e run
  const tag = `E2E break ${Date.now().toString(36)}`;
  const [first, second] = [`${tag} one`, `${tag} two`];
  const search = page.getByRole('textbox', { name: 'Search' });
  const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all rows$)/ });

  await test.step('add: 500 minutes is refused with its message, then two are saved', async () => {
    for (const name of [first, second]) {
      await page.getByRole('button', { name: 'Add break type' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add break type' });
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Maximum minutes/).fill('500');
      await dialog.getByRole('button', { name: 'Add break type', exact: true }).click();
      await expect(dialog.getByText('A break lasts from 1 to 480 minutes (8 hours).')).toBeVisible();
      if (name === first) await expectAccessible(page, 'the break type form with an error');
      await dialog.getByLabel(/^Maximum minutes/).fill('25');
      await dialog.getByRole('button', { name: 'Add break type', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('alert').filter({ hasText: 'created' }).last()).toContainText(name);
    }
    await search.fill(tag);
    await expect(rowBoxes).toHaveCount(2);
  });

  await test.step('edit: paid, a description', async () => {
    await table.getByRole('button', { name: first, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit break type' });
    await expect(dialog.getByLabel(/^Maximum minutes/)).toHaveValue('25');
    await dialog.getByLabel('Description').fill('Made by the e2e test.');
    await dialog.getByRole('switch', { name: 'Paid' }).click();
    await dialog.getByRole('button', { name: 'Save break type' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: first });
    await expect(row).toContainText('Made by the e2e test.');
    await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  });

  await test.step('select the two, disable them; the Disabled filter shows them', async () => {
    await table.getByRole('checkbox', { name: `Select ${first}` }).check();
    await table.getByRole('checkbox', { name: `Select ${second}` }).check();
    await expect(page.getByText('2/2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '2 break types disabled' })).toBeVisible();
    const status = page.getByRole('textbox', { name: 'Status' });
    await status.click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    await expect(rowBoxes).toHaveCount(2);
    await status.click();
    await page.getByRole('option', { name: 'Enabled' }).click();
    await expect(rowBoxes).toHaveCount(0);
    await status.click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(rowBoxes).toHaveCount(2);
  });

  await test.step('export: the rows the search leaves, downloaded and parsed back', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^break-types-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await file.path(), 'utf8');
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Name', 'Description', 'Pay', 'Maximum minutes', 'Status']);
    expect(rows.slice(1)).toEqual([
      [first, 'Made by the e2e test.', 'Paid', '25', 'Disabled'],
      [second, '', 'Unpaid', '25', 'Disabled'],
    ]);
  });

  await test.step('delete the two, after confirming', async () => {
    await table.getByRole('checkbox', { name: `Select ${first}` }).check();
    await table.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete break types' });
    await expect(dialog).toContainText('Delete 2 break types?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowBoxes).toHaveCount(0);
    await page.reload();
    await search.fill(tag);
    await expect(page.getByText('No results found')).toBeVisible();
  });
});

test('the agent has no Break Types: no link, and /breaks answers Not permitted', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.agent.username);
  await expect(page).toHaveURL(DEMO.agent.home);
  expect(await sidebarLinks(page)).not.toContain('/breaks');
  await page.goto('/breaks');
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
