import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

/**
 * Enabling changes an account for every test of the run (one database, parallel workers), so
 * the tests that enable use a demo tenant no other test signs in to (Brightline, nothing enabled
 * yet; each test there enables a different feature and looks only at that one). Acme is only
 * looked at, and Summit has everything on already.
 */
const BRIGHTLINE_OWNER = 'owner@brightline.test';
const SUMMIT_OWNER = 'owner@summit.test';

const TITLE = 'Select a Feature to Learn More';

async function signInTo(page: Page, username: string, path = '/dashboard') {
  await page.goto('/');
  await signIn(page, username);
  await expect(page).toHaveURL('/dashboard');
  if (path !== '/dashboard') await page.goto(path);
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Add Feature' }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByRole('radiogroup', { name: 'Available features' })).toBeVisible();
  return dialog;
}

/** axe on the dialog alone: the shell's own checks are the shell tests'. */
async function expectDialogAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    what,
  ).toEqual([]);
}

/** The API as the signed-in browser calls it: the access token from its cookie, as a bearer. */
async function apiGet(page: Page, path: string): Promise<Array<{ key: string; value: string }>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'parley_at')?.value;
  expect(token, 'the access-token cookie').toBeTruthy();
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { payload: Array<{ key: string; value: string }> }).payload;
}

test('the owner enables the AI chatbot and the AI link appears', async ({ page }) => {
  await signInTo(page, BRIGHTLINE_OWNER);
  const aiLink = page.getByRole('link', { name: /^AI Chatbot/ });
  await expect(aiLink).toHaveCount(0);

  const dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: 'AI Chatbot' }).click();
  await expect(dialog.getByText('$30.00')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Enable AI Chatbot' }).click();

  await expect(page.getByText('Feature AI Chatbot successfully enabled')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(aiLink).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('DNC: an invalid number is refused; a valid one halves the price and is saved', async ({ page }) => {
  // a full-cost sign-in, an axe run and a reload: on two busy cores this can pass 30 s
  test.slow();
  await signInTo(page, BRIGHTLINE_OWNER);
  const dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: 'Federal DNC List' }).click();
  await expect(dialog.getByText('$5.00')).toBeVisible();

  const san = dialog.getByLabel('Subscription Account Number (SAN)');
  await san.fill('12345-1234-1');
  await dialog.getByRole('button', { name: 'Enable Federal DNC List' }).click();
  await expect(dialog.getByText('Invalid Subscription Account Number')).toBeVisible();
  await expect(san).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('$2.50')).toHaveCount(0);

  await san.fill('12345678-123456-12');
  await expect(dialog.getByText('$2.50')).toBeVisible();
  await expect(dialog.getByText('Invalid Subscription Account Number')).toHaveCount(0);
  // the discount and the terms' error on screen together
  await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();
  await expectDialogAccessible(page, 'at half price, the terms not yet accepted');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Enable Federal DNC List' }).click();

  await expect(page.getByText('Feature Federal DNC List successfully enabled')).toBeVisible();
  const config = await apiGet(page, '/v3/accounts/config');
  expect(config).toContainEqual(expect.objectContaining({ key: 'sans_number', value: '12345678-123456-12' }));
  expect(config).toContainEqual(expect.objectContaining({ key: 'feature_dnclist_enabled', value: '1' }));
});

test('?enableFeature=dnclist opens on DNC; UCaaS needs a password; contact center opens the support chat; closing drops the query', async ({
  page,
}) => {
  test.slow(); // as above: sign-in, axe, a reload
  await signInTo(page, DEMO.owner.username, '/dashboard?enableFeature=dnclist');
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByRole('radio', { name: 'Federal DNC List' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(dialog.getByRole('heading', { name: 'Federal DNC List' })).toBeVisible();
  await expectDialogAccessible(page, 'opened by the address');

  await test.step('UCaaS without a password is blocked', async () => {
    const wazo: string[] = [];
    page.on('request', (r) => r.url().includes('/wazo/') && wazo.push(r.url()));
    await dialog.getByRole('radio', { name: 'UCaaS' }).click();
    await expect(dialog.getByText('$200 per 10 seats monthly')).toBeVisible();
    await expect(dialog.getByLabel('Username')).toHaveValue(DEMO.owner.username);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enable UCaaS' }).click();
    await expect(dialog.getByText('Password is required for enabling feature UCaaS')).toBeVisible();
    await expect(page).toHaveURL('/dashboard?enableFeature=dnclist');
    expect(wazo).toEqual([]);
  });

  await test.step('contact center opens the support chat with a prefilled message', async () => {
    await dialog.getByRole('radio', { name: 'Contact Center' }).click();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    // no chat is configured in this run: the support mail address takes the message
    const action = dialog.getByRole('link', { name: 'Email our team' });
    const href = new URL((await action.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('support@parley.example');
    expect(href.searchParams.get('body')).toContain(
      'add Contact Center to our account Acme Communications Inc.',
    );
    expect(href.searchParams.get('body')).toContain(DEMO.owner.username);
    // handing over to the mail client leaves the portal where it was
    await action.click();
    await expect(page).toHaveURL('/dashboard?enableFeature=dnclist');
    await expect(dialog).toBeVisible();
  });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a user without add-feature sees no trigger, and the address opens nothing', async ({ page }) => {
  await signInTo(page, DEMO.supervisor.username, '/dashboard?enableFeature=chatbot');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Feature' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('when every feature is enabled the dialog says so', async ({ page }) => {
  await signInTo(page, SUMMIT_OWNER);
  await page.getByRole('button', { name: 'Add Feature' }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByText('All features are currently enabled on your account.')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
});
