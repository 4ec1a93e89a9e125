import { expect, request, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

const ROOT_FAILURE = 'Oops, our page has vanished into deep space. Stay calm.';

// Long flows on a busy two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test("the account menu's and help menu's pages; then the session ends when its refresh token is revoked", async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  const header = page.getByRole('banner');

  await test.step('Profile: names are edited, the password form checks its fields', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/users\/edit\/AC[0-9a-f]{32}\/CL[0-9a-f]{32}$/);
    const display = page.getByLabel('Display name');
    await expect(display).toHaveValue('Olivia Owens');
    await expectAccessible(page, 'the profile page');

    await display.fill('Liv Owens');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    // the header shows the new name once the layout reloads the session (no other test reads it)
    await expect(header).toContainText('Liv Owens');

    await page.getByLabel(/^Current password/).fill('Parley2026demo');
    await page.getByLabel(/^New password/).fill('Harbour9Lights');
    await page.getByLabel('Confirm new password').fill('Harbour9Light');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
  });

  await test.step('Support Plan shows the plan of the account', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Support Plan' }).click();
    await expect(page).toHaveURL('/supportplan');
    await expect(page.getByText('Business — 24×7 phone and chat support')).toBeVisible();
    await expectAccessible(page, 'the support plan page');
  });

  await test.step('Training videos lists the configured videos', async () => {
    await page.getByRole('button', { name: 'Help menu' }).click();
    await page.getByRole('link', { name: 'Training videos' }).click();
    await expect(page).toHaveURL('/trainingVideos');
    await expect(page.getByRole('link', { name: /Getting started with Parley/ })).toBeVisible();
    await expectAccessible(page, 'the training videos page');
  });

  await test.step('the session-ended page replaces the page once the refresh token is revoked', async () => {
    // Someone replays a refresh token that was already used: the server revokes the whole session.
    const spent = (await page.context().cookies()).find((c) => c.name === '__Host-parley_rt');
    expect(spent, 'the refresh cookie').toBeTruthy();
    expect((await page.request.post('/v3/auth/refresh', { data: {} })).ok()).toBe(true);
    const thief = await request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${spent!.name}=${spent!.value}` },
    });
    expect((await thief.post('/v3/auth/refresh', { data: {} })).status()).toBe(401);
    await thief.dispose();

    // The open page finds out on its next call (the sub-accounts, not asked for yet in this page):
    // its token is refused, and so is the refresh.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Act as a sub-account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your session has ended' })).toBeVisible();
    await expect(page.getByText(/^Version \S+$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0);
    await expectAccessible(page, 'the session-ended page');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  });
});

test('/dev lists the developer pages to Parley staff; a page that throws shows the root failure page', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, DEMO.staff.username);
  await expect(page).toHaveURL('/dashboard');
  await test.step('the developer index', async () => {
    await page.goto('/dev');
    for (const path of [
      '/content',
      '/add-message',
      '/asset-manager',
      '/multiselect-dropdown',
      '/editor-poc',
    ]) {
      await expect(page.getByRole('link', { name: path, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: '/content', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    // the template editor alone, with its analysis
    await expect(page.getByRole('switch', { name: 'No spaces' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: '/dev/crash' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ROOT_FAILURE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expectAccessible(page, 'the root failure page');
    await page.getByRole('button', { name: 'Report feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Report feedback' });
    // without an error-reporting DSN the feedback becomes an email to support
    await expect(feedback.getByRole('button', { name: 'Email support' })).toBeDisabled();
    await feedback.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ROOT_FAILURE })).toBeVisible();
  });
});

test('an unsupported browser gets the page that recommends the supported ones', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your browser is not supported' })).toBeVisible();
  for (const name of ['Chrome', 'Firefox', 'Safari', 'Edge']) {
    await expect(page.getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toHaveCount(0);
  await expectAccessible(page, 'the unsupported-browser page');
  await context.close();
});
