import { expect, test } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

test('the contacts page: search by phone number, add (a bad number first), edit and delete a contact', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.owner.username, '/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  // one table: the newest contacts first, the phone search's matches once searched
  const newest = page.getByRole('table', { name: 'Contacts of the account' });
  await expect(newest.getByRole('row')).not.toHaveCount(0);
  await expectAccessible(page, 'the contacts page');
  const search = page.getByLabel('Search by phone number');
  const found = newest;

  await test.step('search: a demo contact by 6 digits of its number', async () => {
    const firstRow = newest.getByRole('row').nth(1);
    // the first cell is the row's checkbox
    const name = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
    const number = (await firstRow.getByRole('cell').nth(2).innerText()).trim();
    await search.fill(number.slice(5, 11));
    await expect(found.getByRole('row').filter({ hasText: number })).toContainText(name);
  });

  // a number no other run uses: the database lives as long as the e2e run
  const line = String(Date.now() % 10_000).padStart(4, '0');
  const typed = `(773) 556-${line}`;
  const number = `+1773556${line}`;
  const lastName = `E2E${Date.now().toString(36)}`;

  await test.step('add: the form says what is wrong with the number, then saves', async () => {
    await search.fill('');
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await dialog.getByLabel('First name').fill('Erin');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel(/^Phone number/).fill('555-0100');
    await dialog.getByRole('button', { name: 'Add contact', exact: true }).click();
    await expect(dialog.getByText('Phone number must follow the E.164 format (+1XXXXXXXXXX)')).toBeVisible();
    // E.164, refused for its 555 exchange: said so
    await dialog.getByLabel(/^Phone number/).fill('+13125550100');
    await expect(dialog.getByText(/555 exchange/)).toBeVisible();
    await expectAccessible(page, 'the contact form with an error');

    await dialog.getByLabel(/^Phone number/).fill(typed);
    await dialog.getByLabel('City').fill('Chicago');
    // Acme's custom fields, each with its own control
    await dialog.getByRole('checkbox', { name: 'VIP' }).check();
    await dialog.getByRole('textbox', { name: 'Visits' }).fill('12');
    await dialog.getByRole('textbox', { name: 'CustomerSince' }).fill('03/15/2021');
    await dialog.getByLabel('Notes').fill('Prefers texts.\nCall after 5 pm.');
    await dialog.getByRole('button', { name: 'Add contact', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Contact created' })).toContainText(
      `Erin ${lastName}`,
    );
    await expect(newest.getByRole('row').filter({ hasText: lastName })).toContainText(number);
  });

  await test.step('find it by its number, and edit it', async () => {
    await search.fill(`556${line}`);
    const row = found.getByRole('row').filter({ hasText: lastName });
    await expect(row).toContainText('Chicago');
    await row.getByRole('button', { name: `Edit Erin ${lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit contact' });
    await expect(dialog.getByLabel(/^Phone number/)).toHaveValue(number);
    await expect(dialog.getByRole('checkbox', { name: 'VIP' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Visits' })).toHaveValue('12');
    await expect(dialog.getByRole('textbox', { name: 'CustomerSince' })).toHaveValue('03/15/2021');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Prefers texts.\nCall after 5 pm.');
    await dialog.getByLabel('City').fill('Evanston');
    await dialog.getByLabel('Email').fill('erin@example.com');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Contact saved' })).toBeVisible();
    await expect(row).toContainText('Evanston');
    await expect(row).toContainText('erin@example.com');
  });

  await test.step('delete, after confirming; the search no longer finds it', async () => {
    await found.getByRole('button', { name: `Delete Erin ${lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete contact' });
    await expect(dialog).toContainText(`Erin ${lastName}`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Contact deleted' })).toBeVisible();
    await search.fill(number);
    await expect(page.getByText('No results found')).toBeVisible();
  });
});
