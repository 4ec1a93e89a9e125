import { expect, test } from '@playwright/test';
import { openSignedIn } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

test('billing history as the owner: the ledger newest first, filtered by type, axe-clean at desktop and phone sizes', async ({
  page,
}) => {
  await openSignedIn(page, 'owner@acme.test', '/billing/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transactions of the account' });
  // the demo's months of history, made at start through Add Funds and the monthly fees' code,
  // then today's number fees and the last 30 days' messages: newest first
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: /SMS to \+1/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'the billing history');
  await page.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Number fee' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Number fee' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: /SMS to \+1/ })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Funds added' }).click();
  const funds = table.getByRole('row').filter({ hasText: 'Funds added of $500.00 from Visa ending 4242' });
  await expect(funds).toContainText('$500.00');
  await expect(table.getByRole('row').filter({ hasText: 'Number fee' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Feature fee' }).click();
  await expect(funds).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Inbox, ' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Funds added' }).click();
  await expect(funds).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(funds).toBeVisible();
  await expectAccessible(page, 'the billing history on a phone');
});

test('billing history is not offered to an administrator without manage-payment', async ({ page }) => {
  await openSignedIn(page, 'admin@acme.test', '/billing/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
});

test('monthly statements: Acme’s months of history, each printable, axe-clean at desktop and phone sizes', async ({
  page,
}) => {
  await openSignedIn(page, 'owner@acme.test', '/billing');
  await page.getByRole('link', { name: 'Statements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Monthly statements' });
  // this month and the demo's three before it
  await expect(table.getByRole('row')).toHaveCount(5);
  await expectAccessible(page, 'the statements');
  const oldest = table.getByRole('link').last();
  const name = (await oldest.textContent())!;
  await oldest.click();
  await expect(page.getByRole('heading', { level: 1, name: `Statement, ${name}` })).toBeVisible();
  const summary = page.getByRole('table', { name: 'Summary' });
  await expect(summary.getByRole('row', { name: /Opening balance/ })).toContainText('$0.00');
  await expect(summary.getByRole('row', { name: /Credits/ })).toContainText('$500.00');
  await expect(page.getByRole('table', { name: 'Entries' })).toContainText(
    'Funds added of $500.00 from Visa ending 4242',
  );
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectAccessible(page, 'a statement');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(PHONE);
  await expect(summary).toBeVisible();
  await expectAccessible(page, 'a statement on a phone');
});
