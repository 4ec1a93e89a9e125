import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO, signIn } from './fixtures';
import { expectAccessible, sidebarLinks } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

async function openPresets(page: Page) {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL(DEMO.owner.home);
  await page.goto('/presets');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Presets' })).toBeVisible();
  return page.getByRole('table', { name: 'Transfer presets of the account' });
}

test('the transfer presets page as the owner: add (no name first), edit, disable, export, delete', async ({
  page,
}) => {
  const table = await openPresets(page);
  await expectAccessible(page, 'the transfer presets page');
  // a name no other run uses: the database lives as long as the e2e run
  const name = `E2E transfer preset ${Date.now().toString(36)}`;
  const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all rows$)/ });

  await test.step('add: an empty name is refused with its message, then it is saved', async () => {
    await page.getByRole('button', { name: 'Add transfer preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add transfer preset' });
    await dialog.getByRole('button', { name: 'Add transfer preset', exact: true }).click();
    await expect(dialog.getByText('Please enter a name for the transfer preset.')).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Add transfer preset', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(rowBoxes).toHaveCount(1);
  });

  await test.step('edit: a description', async () => {
    await table.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit transfer preset' });
    await dialog.getByLabel('Description').fill('Made by the e2e test.');
    await dialog.getByRole('button', { name: 'Save transfer preset' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Made by the e2e test.');
  });

  await test.step('disable it from the Actions menu', async () => {
    await table.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Disabled');
  });

  await test.step('export: the row the search leaves, downloaded and parsed back', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = readFileSync(await file.path(), 'utf8');
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows.slice(1)).toEqual([[name, 'Made by the e2e test.', 'Disabled']]);
  });

  await test.step('delete it, after confirming', async () => {
    await table.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowBoxes).toHaveCount(0);
  });
});

test('the agent has no Transfer Presets: no link, and /presets answers Not permitted', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.agent.username);
  await expect(page).toHaveURL(DEMO.agent.home);
  expect(await sidebarLinks(page)).not.toContain('/presets');
  await page.goto('/presets');
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
});
