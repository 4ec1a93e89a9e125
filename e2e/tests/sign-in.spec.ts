import { expect, test, type Page } from '@playwright/test';
import { DEMO, LOGIN_HEADING, signIn, signOut } from './fixtures';
import { expectAccessible } from './shell-fixtures';

for (const [who, user] of Object.entries(DEMO)) {
  test(`${who} logs in and lands on ${user.home}`, async ({ page }) => {
    await page.goto('/');
    await signIn(page, user.username);
    await expect(page).toHaveURL(user.home);
    await expect(page.getByRole('heading', { level: 1, name: user.heading })).toBeVisible();
  });
}

test('a wrong password shows a clear error, puts focus on it and stays logged out', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username, 'Not-the-password-1');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The username or password is incorrect.');
  // not the page body: the keyboard and the screen reader are on the problem
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
});

test('after logging out a protected page asks to log in again', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  await signOut(page);
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
  for (const path of ['/dashboard', '/inbox']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Dashboard|Inbox/ })).toHaveCount(0);
  }
});

test('a protected address asked for before logging in is where the user lands after it', async ({ page }) => {
  await page.goto('/inbox');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test('a reload keeps the user logged in', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.supervisor.username);
  await expect(page).toHaveURL('/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

/** Every answer of 400 or more, every console error and every uncaught error of the page. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failures.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') failures.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page: ${error.message}`));
  return failures;
}

for (const path of ['/', '/dashboard']) {
  test(`a first visit to ${path} without a session makes no failing request and logs no error`, async ({
    page,
  }) => {
    const failures = watchFailures(page);
    const refreshes: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/v3/auth/refresh')) refreshes.push(req.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
    // the portal configuration (version, links) has loaded too: the page is done asking
    await page.waitForLoadState('networkidle');
    expect(refreshes).toEqual([]);
    expect(failures).toEqual([]);
  });
}

test('after logging out, a reload asks nothing that can only be refused', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  await signOut(page);
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
  const failures = watchFailures(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

/** Ends the session on the server, as its 1440-minute limit or a logout elsewhere would. */
async function endSessionOnServer(page: Page) {
  const res = await page.request.post('/v3/auth/logout', { data: {} });
  expect(res.ok()).toBe(true);
}

test('an ended session shows the session-ended page once, whose Login button goes to the login form', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  await endSessionOnServer(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  // said once: the text under the heading does not repeat it
  await expect(page.getByText(/session has ended/i)).toHaveCount(1);
  await expect(page.getByText(/Version \S+/)).toBeVisible();
  await expectAccessible(page, 'the session-ended page');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
});

test('Login after the session ended comes back to the page the user was on', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // the new page's frame (its title) paints before the address changes: wait for the address
  await expect(page).toHaveURL(/\/users\/edit\//);
  const profile = new URL(page.url()).pathname;

  await endSessionOnServer(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  await expect(page).toHaveURL(profile);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL(profile);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
});

test('the login page has no accessibility violations of any impact', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
  await expectAccessible(page, 'the login page');
  await signIn(page, DEMO.owner.username, 'Not-the-password-1');
  await expect(page.getByRole('alert')).toBeFocused();
  await expectAccessible(page, 'the login page with its error');
});
