import { expect, test } from '@playwright/test';
import { openSignedIn } from './fixtures';
import { mailsTo } from './outbox';
import { PHONE, expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;
// Summit's owner: no other spec signs in to Summit this late in the run, so nobody else's page
// takes the notice first (it is the account's, shown once)
const OWNER = 'owner@summit.test';

test('a usage alert: set up from the usage report, refused when negative, fired by the check, told by toast and mail', async ({
  page,
}, testInfo) => {
  // a retry's alert is another (the first one's name is taken)
  const NAME = `Replies today${testInfo.retry ? ` ${testInfo.retry}` : ''}`;
  await openSignedIn(page, OWNER, '/usage');
  await page.getByRole('link', { name: 'Usage alerts' }).click();
  await expect(page).toHaveURL(/\/usage\/alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage alerts' })).toBeVisible();
  // the sidebar's Usage link stays the current one on its alerts
  await expect(page.getByRole('link', { name: 'Usage', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('button', { name: 'Add alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add usage alert' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await dialog.getByRole('textbox', { name: 'Usage' }).click();
  await page.getByRole('option', { name: 'SMS received' }).click();
  // the segmented control's radios are hidden behind their labels, which take the click
  await dialog.getByText('Quantity', { exact: true }).click();
  await dialog.getByText('Each day', { exact: true }).click();
  const threshold = dialog.getByRole('textbox', { name: 'Threshold' });
  await threshold.fill('-3');
  await dialog.getByRole('button', { name: 'Add alert' }).click();
  await expect(dialog.getByText('The threshold cannot be negative.')).toBeVisible();
  await expectAccessible(page, 'the alert form with an error', '[role="dialog"]');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/usage-alert-form.png` });
  // 0 is reached by any day: the next check fires it
  await threshold.fill('0');
  await dialog.getByRole('button', { name: 'Add alert' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText('0 messages');
  await expect(row).toContainText('Each day');
  await expectAccessible(page, 'the usage alerts');

  // the check (every 5 s in this run) fires it: the owners have it by mail
  const mails = () => mailsTo(OWNER).filter((m) => m.includes(`Subject: Parley usage alert: ${NAME}`));
  await expect.poll(() => mails().length, { timeout: 45_000 }).toBe(1);
  // and it is told once, by a toast: on this page if its list reloaded after the check (the add's
  // reload may come after it), else at the next visit
  const toast = page.getByRole('alert').filter({ hasText: `${NAME}:` });
  const shownHere = await toast.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!shownHere) await page.reload();
  await expect(toast).toContainText('Usage alert');
  await expect(toast).toContainText('of SMS received today, reaching its threshold of 0 messages.');
  await expect(row).not.toContainText('Not yet');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/usage-alerts-desktop.png`, fullPage: true });
  // seen: the next visit is not told again
  await page.reload();
  await expect(row).toBeVisible();
  await expect(toast).toBeHidden();

  if (SHOTS) {
    await page.setViewportSize(PHONE);
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
    await page.screenshot({ path: `${SHOTS}/usage-alerts-phone.png`, fullPage: true });
  }
});
