import { expect, test, type Page } from '@playwright/test';
import { DEMO, LOGIN_HEADING, signIn, signOut } from './fixtures';

// Two tabs, several sign-ins and an impersonation on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** Two tabs of one browser: the same cookies, each with its own page state. */
async function twoTabs(page: Page) {
  const other = await page.context().newPage();
  return { first: page, second: other };
}

const header = (page: Page) => page.getByRole('banner');

test('logging out in one tab logs the other tabs out at once, and logging in logs them in', async ({
  page,
}) => {
  const { first, second } = await twoTabs(page);
  await first.goto('/');
  await signIn(first, DEMO.owner.username);
  await expect(first).toHaveURL('/dashboard');
  await second.goto('/contacts');
  await expect(second.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

  await signOut(first);
  await expect(first.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
  // no reload and no request of its own: the other tab shows the login form in place
  await expect(second.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
  await expect(second).toHaveURL('/contacts');
  await expect(second.getByRole('heading', { level: 1, name: 'Contacts' })).toHaveCount(0);

  // logging in again in the second tab brings the first one back too
  const refreshes: string[] = [];
  for (const tab of [first, second]) {
    tab.on('request', (req) => {
      if (req.url().endsWith('/v3/auth/refresh')) refreshes.push(req.url());
    });
  }
  await signIn(second, DEMO.owner.username);
  await expect(second.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(first).toHaveURL('/dashboard');
  await expect(first.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // the first tab took up the new token; it did not spend the refresh token
  expect(refreshes).toEqual([]);
});

test('acting as a sub-account in one tab, and switching back, is followed by the other tab', async ({
  page,
}) => {
  const { first, second } = await twoTabs(page);
  await first.goto('/');
  await signIn(first, DEMO.owner.username);
  await expect(first).toHaveURL('/dashboard');
  await second.goto('/dashboard');
  await expect(header(second)).toContainText('Acme Communications Inc.');

  await first.getByRole('button', { name: 'Account menu' }).click();
  await first.getByRole('menuitem', { name: 'Act as a sub-account' }).click();
  const dialog = first.getByRole('dialog', { name: 'Act as a sub-account' });
  await dialog.getByRole('button', { name: 'Act as Acme West' }).click();
  await expect(first.getByText('You are now acting as Acme West.')).toBeVisible();

  await expect(header(second)).toContainText('Acme West LLC');
  await expect(second.getByRole('alert', { name: 'Acting as another account' })).toBeVisible();

  await first
    .getByRole('alert', { name: 'Acting as another account' })
    .getByRole('button', { name: 'Switch back' })
    .click();
  await expect(first.getByText('You are back in your own account.')).toBeVisible();
  await expect(header(second)).toContainText('Acme Communications Inc.');
  await expect(second.getByRole('alert', { name: 'Acting as another account' })).toHaveCount(0);

  // both tabs still work on one live session: the second reloads signed in
  await second.reload();
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(header(second)).toContainText('Acme Communications Inc.');
});
