import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

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
  await openSignedIn(page, username, path);
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Add Feature' }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByRole('radiogroup', { name: 'Available features' })).toBeVisible();
  return dialog;
}

/** axe on the dialog alone (the shell's own checks are the shell tests'). */
const expectDialogAccessible = (page: Page, what: string) => expectAccessible(page, what, '[role="dialog"]');

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
    // issue 23: five characters were taken; the portal's password rule applies
    await dialog.getByLabel(/UCaaS password/).fill('Ab1cd');
    await dialog.getByRole('button', { name: 'Enable UCaaS' }).click();
    await expect(
      dialog.getByText('Password must be at least 10 characters in length', { exact: false }),
    ).toBeVisible();
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
  await expectDialogAccessible(page, 'with every feature enabled');
});

const FEATURES = [
  'Inbox',
  'Number Reputation Management',
  'Contact Center',
  'Federal DNC List',
  'AI Chatbot',
  'UCaaS',
] as const;

test('every feature: its price before its terms, its action in view at every size, axe-clean', async ({
  page,
}) => {
  test.slow(); // 4 sizes × 6 features, each with an axe run at the first size
  // Parley's own house account has no paid feature on, and no test enables one there
  await signInTo(page, DEMO.staff.username);
  const dialog = await openDialog(page);
  await expectDialogAccessible(page, 'nothing selected');
  await expect(dialog.getByRole('button', { name: 'Enable feature' })).toBeInViewport();
  for (const [index, [width, height]] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
    [320, 568],
  ].entries()) {
    await page.setViewportSize({ width: width!, height: height! });
    for (const title of FEATURES) {
      await dialog.getByRole('radio', { name: title }).click();
      const details = dialog.getByRole('region', { name: title });
      // what it costs is on screen: a figure, 'Included', or how contact center is priced
      await expect(details.getByText(/^Price$/i)).toBeVisible();
      const action =
        title === 'Contact Center'
          ? dialog.getByRole('link', { name: 'Email our team' })
          : dialog.getByRole('button', { name: `Enable ${title}` });
      await expect(action, `${title}'s action at ${width}×${height}`).toBeInViewport({ ratio: 1 });
      if (index === 0) await expectDialogAccessible(page, `${title} selected`);
    }
  }
  // the terms name the price on screen: Inbox's comes from the price list
  await dialog.getByRole('radio', { name: 'Inbox' }).click();
  await expect(dialog.getByText('$10.00')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /including the price shown/ })).toBeVisible();
});

test('the tiles are one Tab stop moved by the arrow keys; closing puts focus back on the trigger', async ({
  page,
}) => {
  await signInTo(page, DEMO.staff.username);
  const trigger = page.getByRole('button', { name: 'Add Feature' });
  const dialog = await openDialog(page);
  const inbox = dialog.getByRole('radio', { name: 'Inbox' });
  await inbox.focus();
  await page.keyboard.press('ArrowRight');
  const reputation = dialog.getByRole('radio', { name: 'Number Reputation Management' });
  await expect(reputation).toBeFocused();
  await expect(reputation).toHaveAttribute('aria-checked', 'true');
  // Tab leaves the group at once: the next stop is not another tile
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('radio');
  await page.keyboard.press('Shift+Tab');
  await expect(reputation).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await (await openDialog(page)).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('an unfunded account is told before choosing, with the next step, and cannot enable a paid feature', async ({
  page,
}) => {
  await signInTo(page, DEMO.westAdmin.username);
  const dialog = await openDialog(page);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('This account is unfunded');
  await expect(alert.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', /^mailto:/);
  await dialog.getByRole('radio', { name: 'AI Chatbot' }).click();
  await expect(dialog.getByRole('button', { name: 'Enable AI Chatbot' })).toBeDisabled();
  await expectDialogAccessible(page, 'for an unfunded account');
  await dialog.getByRole('radio', { name: 'Contact Center' }).click();
  await expect(dialog.getByRole('link', { name: 'Email our team' })).toBeVisible();
});
