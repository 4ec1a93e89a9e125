import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

// Saves, a dialog, axe and a reload on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** The supervisor's own profile: no other test changes this user's names. */
async function openOwnProfile(page: Page) {
  await page.goto('/');
  await signIn(page, DEMO.supervisor.username);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  return page.getByLabel('Display name');
}

test('saving the profile three times shows one toast, not three stacked', async ({ page }) => {
  const display = await openOwnProfile(page);
  const original = await display.inputValue();
  const save = page.getByRole('button', { name: 'Save profile' });
  for (const name of [`${original} A`, `${original} B`, original]) {
    await display.fill(name);
    await save.click();
    // saved: nothing left to save
    await expect(save).toBeDisabled();
    await expect(save).not.toHaveAttribute('data-loading');
  }
  await expect(page.getByText('Your profile has been saved.')).toHaveCount(1);
});

test('leaving with unsaved changes asks first: Stay keeps them, Leave goes; a reload asks too', async ({
  page,
}) => {
  const display = await openOwnProfile(page);
  const original = await display.inputValue();
  await display.fill(`${original} (draft)`);
  const profile = page.url();

  const dashboardLink = page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Dashboard' });
  await dashboardLink.click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await expectAccessible(page, 'the leave-without-saving question');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(profile);
  await expect(display).toHaveValue(`${original} (draft)`);

  // a reload gets the browser's own question; dismissing it keeps the page
  page.once('dialog', (question) => {
    expect(question.type()).toBe('beforeunload');
    void question.dismiss();
  });
  await page.reload({ timeout: 3_000 }).catch(() => {});
  await expect(display).toHaveValue(`${original} (draft)`);

  await dashboardLink.click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
