import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO, openSignedIn, signIn } from './fixtures';
import { PHONE, expectAccessible, sidebarLinks } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

async function openDispositions(page: Page, who: { username: string; home: string }) {
  await openSignedIn(page, who.username, '/dispositions');
  await expect(page.getByRole('heading', { level: 1, name: 'Dispositions' })).toBeVisible();
  return page.getByRole('table', { name: 'Dispositions of the account' });
}

test('the dispositions page as the owner: add (no outcome first), edit, filter, select two, disable, delete, export', async ({
  page,
}) => {
  const table = await openDispositions(page, DEMO.owner);
  await expect(table.getByRole('button', { name: 'Sale made', exact: true })).toBeVisible();
  await expectAccessible(page, 'the dispositions page');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/dispositions-desktop.png` });
    await page.setViewportSize(PHONE);
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
    await page.screenshot({ path: `${SHOTS}/dispositions-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const tag = `E2E dispo ${Date.now().toString(36)}`;
  const [first, second] = [`${tag} one`, `${tag} two`];
  const search = page.getByRole('textbox', { name: 'Search' });
  const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all rows$)/ });

  await test.step('add: no outcome is refused with its message, then two are saved', async () => {
    for (const name of [first, second]) {
      await page.getByRole('button', { name: 'Add disposition' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add disposition' });
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByRole('button', { name: 'Add disposition', exact: true }).click();
      await expect(dialog.getByText('Choose the outcome this disposition records.')).toBeVisible();
      if (name === first) await expectAccessible(page, 'the disposition form with an error');
      await dialog.getByRole('textbox', { name: /^Outcome/ }).click();
      await page.getByRole('option', { name: 'Callback', exact: true }).click();
      await dialog.getByRole('button', { name: 'Add disposition', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    await search.fill(tag);
    await expect(rowBoxes).toHaveCount(2);
  });

  await test.step('edit: another outcome', async () => {
    await table.getByRole('button', { name: first, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit disposition' });
    await dialog.getByRole('textbox', { name: /^Outcome/ }).click();
    await page.getByRole('option', { name: 'Not interested' }).click();
    await dialog.getByRole('button', { name: 'Save disposition' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: first });
    await expect(row.getByRole('cell', { name: 'Not interested', exact: true })).toBeVisible();
  });

  await test.step('filter by outcome: only the callback one', async () => {
    const outcome = page.getByRole('textbox', { name: 'Outcome' });
    await outcome.click();
    await page.getByRole('option', { name: 'Callback', exact: true }).click();
    await expect(rowBoxes).toHaveCount(1);
    await outcome.click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await expect(rowBoxes).toHaveCount(2);
  });

  await test.step('select the two, disable them', async () => {
    await table.getByRole('checkbox', { name: `Select ${first}` }).check();
    await table.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '2 dispositions disabled' })).toBeVisible();
    await expect(table.getByText('Disabled')).toHaveCount(2);
  });

  await test.step('export: the rows the search leaves', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^dispositions-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(readFileSync(await file.path(), 'utf8').slice(1), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual(['Name', 'Description', 'Outcome', 'Status']);
    expect(rows.slice(1)).toEqual([
      [first, '', 'Not interested', 'Disabled'],
      [second, '', 'Callback', 'Disabled'],
    ]);
  });

  await test.step('delete the two, after confirming', async () => {
    await table.getByRole('checkbox', { name: `Select ${first}` }).check();
    await table.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete dispositions' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowBoxes).toHaveCount(0);
  });
});

test('the supervisor reads the dispositions but cannot change them', async ({ page }) => {
  const table = await openDispositions(page, DEMO.supervisor);
  await expect(table.getByText('Sale made', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add disposition' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
});

test('the agent has no Dispositions: no link, and /dispositions answers Not permitted', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.agent.username);
  await expect(page).toHaveURL(DEMO.agent.home);
  expect(await sidebarLinks(page)).not.toContain('/dispositions');
  await page.goto('/dispositions');
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
});
