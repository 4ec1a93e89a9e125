import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO, openSignedIn, signIn } from './fixtures';
import { PHONE, expectAccessible, sidebarLinks } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

async function openPresets(page: Page) {
  await openSignedIn(page, DEMO.owner.username, '/presets');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Presets' })).toBeVisible();
  return page.getByRole('table', { name: 'Transfer presets of the account' });
}

test('transfer presets as the owner: add a SIP address (bad port first), change it to a user, filter, disable, export, delete', async ({
  page,
}) => {
  const table = await openPresets(page);
  // Acme's demo presets: a SIP phone, a number abroad, the supervisor by name
  await expect(table.getByRole('row').filter({ hasText: 'After-hours (London)' })).toContainText(
    '+442079460321',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Supervisor on duty' })).toContainText(
    'supervisor@acme.test',
  );
  await expectAccessible(page, 'the transfer presets page');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/presets-desktop.png` });
    await page.setViewportSize(PHONE);
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
    await page.screenshot({ path: `${SHOTS}/presets-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // a name no other run uses: the database lives as long as the e2e run
  const name = `E2E preset ${Date.now().toString(36)}`;
  const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all rows$)/ });

  await test.step('add: a SIP address with port 70000 is refused with its message, then 5062 is saved', async () => {
    await page.getByRole('button', { name: 'Add transfer preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add transfer preset' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('radio', { name: 'SIP address' }).check();
    await dialog.getByLabel(/^Destination/).fill('desk7@pbx.acme.example.com:70000');
    await dialog.getByRole('button', { name: 'Add transfer preset', exact: true }).click();
    await expect(dialog.getByText('Must be a valid SIP address')).toBeVisible();
    await expectAccessible(page, 'the transfer preset form with an error');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/presets-form-error.png` });
    await dialog.getByLabel(/^Destination/).fill('desk7@pbx.acme.example.com:5062');
    await dialog.getByRole('button', { name: 'Add transfer preset', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(rowBoxes).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText(
      'desk7@pbx.acme.example.com:5062',
    );
  });

  await test.step('edit: it now transfers to the supervisor, chosen in the user picker', async () => {
    await table.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit transfer preset' });
    await dialog.getByRole('radio', { name: 'User' }).check();
    await dialog.getByRole('combobox', { name: /^Destination/ }).click();
    await page.getByRole('option', { name: /supervisor@acme\.test/ }).click();
    await dialog.getByRole('button', { name: 'Save transfer preset' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('User');
    await expect(row).toContainText('supervisor@acme.test');
  });

  await test.step('the kind filter: among users it is there, among phone numbers it is not', async () => {
    const kind = page.getByRole('textbox', { name: 'Transfers to' });
    await kind.click();
    await page.getByRole('option', { name: 'User' }).click();
    await expect(rowBoxes).toHaveCount(1);
    await kind.click();
    await page.getByRole('option', { name: 'Phone number' }).click();
    await expect(rowBoxes).toHaveCount(0);
    await kind.click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(rowBoxes).toHaveCount(1);
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
    expect(file.suggestedFilename()).toMatch(/^transfer-presets-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(readFileSync(await file.path(), 'utf8').slice(1), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual(['Name', 'Transfers to', 'Destination', 'Status']);
    expect(rows.slice(1)).toEqual([
      [name, 'User', expect.stringContaining('supervisor@acme.test'), 'Disabled'],
    ]);
  });

  await test.step('delete it, after confirming', async () => {
    await table.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete transfer preset' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
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
