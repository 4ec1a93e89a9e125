import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 60_000 });

test('the webhooks page: add (a bad URL first), edit, disable and delete a webhook', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Webhooks of the account' });
  await expect(table.getByRole('button', { name: 'CRM call log', exact: true })).toBeVisible();
  await expectAccessible(page, 'the webhooks page');

  // a name no other run or test uses: the database lives as long as the e2e run
  const name = `E2E hook ${Date.now().toString(36)}`;
  const renamed = `${name} (edited)`;

  await test.step('add: the form says what is wrong with the URL, then saves', async () => {
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^URL/).fill('ftp://files.example.com/in');
    await dialog.getByRole('checkbox', { name: 'sms_inbound' }).check();
    await dialog.getByRole('button', { name: 'Add webhook', exact: true }).click();
    await expect(dialog.getByText('Must be a valid URL with http/https')).toBeVisible();
    await expectAccessible(page, 'the webhook form with an error');

    await dialog.getByLabel(/^URL/).fill('https://hooks.example.com/e2e');
    await dialog.getByRole('button', { name: 'Add webhook', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('button', { name, exact: true })).toBeVisible();
  });

  await test.step('edit: a new name and an event more', async () => {
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit webhook' });
    await expect(dialog.getByLabel(/^URL/)).toHaveValue('https://hooks.example.com/e2e');
    await dialog.getByLabel(/^Name/).fill(renamed);
    await dialog.getByRole('checkbox', { name: 'voicemail' }).check();
    await dialog.getByRole('button', { name: 'Save webhook' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: renamed });
    await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  });

  await test.step('disable it from the list; the change holds after a reload', async () => {
    const toggle = table.getByRole('switch', { name: `${renamed} enabled` });
    await expect(toggle).toBeChecked();
    // by keyboard (the switch is a checkbox input under its track), and only once the change is saved
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/v3/webhooks/'),
    );
    await toggle.focus();
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(table.getByRole('switch', { name: `${renamed} enabled` })).not.toBeChecked();
  });

  await test.step('delete, after confirming', async () => {
    await table.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete webhook' });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  });
});
