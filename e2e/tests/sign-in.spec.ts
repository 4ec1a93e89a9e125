import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, signIn, signOut } from './fixtures';

for (const [who, user] of Object.entries(DEMO)) {
  test(`${who} signs in and lands on ${user.home}`, async ({ page }) => {
    await page.goto('/');
    await signIn(page, user.username);
    await expect(page).toHaveURL(user.home);
    await expect(page.getByRole('heading', { level: 1, name: user.heading })).toBeVisible();
  });
}

test('a wrong password shows a clear error and stays signed out', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username, 'Not-the-password-1');
  await expect(page.getByRole('alert')).toContainText('The username or password is incorrect.');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Parley' })).toBeVisible();
});

test('after sign-out a protected page asks to sign in again', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in to Parley' })).toBeVisible();
  for (const path of ['/dashboard', '/inbox']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign in to Parley' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Dashboard|Inbox/ })).toHaveCount(0);
  }
});

test('a protected address asked for before sign-in is where the user lands after it', async ({ page }) => {
  await page.goto('/inbox');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test('a reload keeps the user signed in', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.supervisor.username);
  await expect(page).toHaveURL('/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('an ended session shows the session-ended page, whose Login button goes to sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  // The session ends on the server (as at its 1440-minute limit or a logout elsewhere).
  const res = await page.request.post('/v3/auth/logout', { data: {} });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  await expect(page.getByText(/Version \S+/)).toBeVisible();
  await page
    .getByRole('button', { name: 'Login' })
    .or(page.getByRole('link', { name: 'Login' }))
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Parley' })).toBeVisible();
});

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Parley' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
