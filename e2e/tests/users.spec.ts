import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO, signIn } from './fixtures';
import { expectAccessible, sessionOf } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

test('the users page: the server searches and filters; columns kept, selection and actions, export', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  const { accountId } = await sessionOf(page);
  await page.goto(`/users/${accountId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users of the account' });
  await expect(table.getByRole('link', { name: 'Ada Agarwal' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Wendy Rivera' })).toBeVisible();
  await expectAccessible(page, 'the users page');
  const search = page.getByRole('textbox', { name: 'Search' });
  const status = page.getByRole('textbox', { name: 'User status' });

  await test.step('search and the status filter, by the server', async () => {
    await search.fill('wendy');
    await expect(table.getByRole('link')).toHaveCount(1);
    await status.click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect(page.getByText('No results found')).toBeVisible();
    await status.click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(table.getByRole('link', { name: 'Wendy Rivera' })).toBeVisible();
    await search.fill('');
  });

  await test.step('a column shown from the Columns menu stays shown after a reload', async () => {
    await expect(table.getByRole('columnheader', { name: /Client id/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Client id' }).check();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: /Client id/ })).toBeVisible();
    await page.reload();
    await expect(table.getByRole('columnheader', { name: /Client id/ })).toBeVisible();
  });

  // the number-set sync user: no other end-to-end test signs in as them
  const ycc = await table.getByRole('row').filter({ hasText: 'ycc@acme.test' }).getByRole('link').innerText();

  await test.step('disable a selected user, then enable them again', async () => {
    const row = table.getByRole('row').filter({ hasText: 'ycc@acme.test' });
    // a retry finds the user as the failed try left them: enabled again first
    if (await row.getByRole('cell', { name: 'Inactive', exact: true }).isVisible()) {
      await table.getByRole('checkbox', { name: `Select ${ycc}` }).check();
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Enable' }).click();
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
    }
    await table.getByRole('checkbox', { name: `Select ${ycc}` }).check();
    await expect(page.getByText(/^1\/\d+ selected$/)).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(row.getByText('Inactive')).toBeVisible();
    // the menu closes with a transition: a menu without items, outside the landmarks, until gone
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.mouse.move(0, 0); // a hovered row is shaded: check the table as it rests
    await expectAccessible(page, 'the users table after an action');
    await table.getByRole('checkbox', { name: `Select ${ycc}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await expect(row.getByText('Active')).toBeVisible();
  });

  await test.step('deleting oneself is refused by the server, said in the dialog', async () => {
    for (const box of await table.getByRole('checkbox', { checked: true }).all()) await box.uncheck();
    const me = await table
      .getByRole('row')
      .filter({ hasText: 'owner@acme.test' })
      .getByRole('link')
      .innerText();
    await table.getByRole('checkbox', { name: `Select ${me}` }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You cannot disable or delete your own user.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('export: every user the filter matches, downloaded and parsed back', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await file.path(), 'utf8');
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Name', 'Username', 'Roles', 'Status', 'Client id']);
    const usernames = rows.slice(1).map((r) => r[1]);
    expect(usernames).toContain('owner@acme.test');
    expect(usernames).toContain('ycc@acme.test');
    expect(usernames).not.toContain('west-admin@acme.test');
    expect(rows.find((r) => r[1] === 'owner@acme.test')![2]).toBe('["acct-owner"]');
  });

  await test.step('a user opens at their profile', async () => {
    await table.getByRole('link', { name: 'Wendy Rivera' }).click();
    await expect(page.getByRole('heading', { name: "Wendy Rivera's details" })).toBeVisible();
  });
});
