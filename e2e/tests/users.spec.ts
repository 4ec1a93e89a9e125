import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { expectAccessible, sessionOf } from './shell-fixtures';

test.describe.configure({ timeout: 60_000 });

test('the users page lists the account’s users from the server, filtered and searched there', async ({
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

  await page.getByLabel('Search users').fill('wendy');
  await expect(table.getByRole('row')).toHaveCount(2); // the header and Wendy
  await page.getByText('Inactive', { exact: true }).click();
  await expect(page.getByText('No results found')).toBeVisible();

  await page.getByText('All', { exact: true }).click();
  await table.getByRole('link', { name: 'Wendy Rivera' }).click();
  await expect(page.getByRole('heading', { name: "Wendy Rivera's details" })).toBeVisible();
});
