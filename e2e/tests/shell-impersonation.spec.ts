import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { expectAccessible, menuItems, sessionOf } from './shell-fixtures';

// Long flows on a busy two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const UNFUNDED = 'Payment Required: The account is unfunded. Please ensure there are sufficient funds.';

async function actAsWest(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Act as a sub-account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Act as a sub-account' });
  await dialog.getByRole('button', { name: 'Act as Acme West' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('You are now acting as Acme West.')).toBeVisible();
}

test('the owner acts as the sub-account, sees the banners, and switches back to their own account', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  const own = await sessionOf(page);
  expect(own.yPrivs).toBeUndefined();
  const header = page.getByRole('banner');
  await expect(header).toContainText('Acme Communications Inc.');

  // impersonate → the banner (and West's funded warning: it is unfunded)
  await actAsWest(page);
  const banner = page.getByRole('alert', { name: 'Acting as another account' });
  await expect(banner).toContainText('You are acting as Acme West LLC.');
  await expect(page.getByText(UNFUNDED)).toBeVisible();
  await expect(header).toContainText('Acme West LLC');
  const acting = await sessionOf(page);
  expect(acting.accountId).not.toBe(own.accountId);
  expect(acting.parentAcctId).toBe(own.accountId);
  expect(acting.yPrivs).toBeDefined();
  await expectAccessible(page, 'a page with the impersonation and funded banners');

  // while acting: no acting again, Switch back offered; the parent's Support Plan is not there
  await page.getByRole('button', { name: 'Account menu' }).click();
  expect(await menuItems(page)).toEqual(['Profile', 'Switch back', 'Logout']);
  await page.keyboard.press('Escape');

  // Switch back restores the original account through the server
  await banner.getByRole('button', { name: 'Switch back' }).click();
  await expect(page.getByText('You are back in your own account.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByText(UNFUNDED)).toHaveCount(0);
  await expect(header).toContainText('Acme Communications Inc.');
  await expect(page).toHaveURL('/dashboard');
  const back = await sessionOf(page);
  expect(back.accountId).toBe(own.accountId);
  expect(back.yPrivs).toBeUndefined();
});
