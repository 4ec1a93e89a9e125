import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD, signIn } from './fixtures';
import { mailsTo, nextRecoveryCode } from './outbox';
import { expectAccessible } from './shell-fixtures';

// Runs after every other test (project chromium-last): it changes a demo user's password for good.
const NEW_PASSWORD = 'Harbour9Lights';
const POLICY =
  'Password must be at least 10 characters in length and include one number and both lower and upper-case letters. Special characters are not allowed.';
const SENT =
  'If an account exists for that username, we have sent a code to its email address. It is valid for 15 minutes.';

test('forgot → code from the mail → new password → sign in with it', async ({ page }) => {
  const { username, home } = DEMO.agent;
  const before = mailsTo(username).length;

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/password/forgot');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectAccessible(page, 'the forgot-password page');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL('/password/verify');
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expectAccessible(page, 'the verify-code page');
  const code = await nextRecoveryCode(username, before);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();

  await expect(page).toHaveURL('/password/reset');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'the reset-password page');
  const fresh = page.getByLabel(/^New password/);
  const confirm = page.getByLabel('Confirm new password');
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await fresh.fill('harbourlights');
  await confirm.fill('harbourlights');
  await page.getByRole('button', { name: 'Set new password' }).click();
  // the policy shows as the field's description, and again as its error
  await expect(page.getByText(POLICY)).toHaveCount(2);
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(
    page.getByText('Your password has been changed. Please log in with the new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/');

  // a code works once
  const again = await page.request.post('/v3/auth/password/verify', { data: { username, code } });
  expect(again.status()).toBe(400);

  await signIn(page, username, PASSWORD);
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(home);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test('forgot answers the same for a username that does not exist, and sends nothing', async ({ page }) => {
  const nobody = 'nobody@acme.test';
  await page.goto('/password/forgot');
  await page.getByLabel('Username').fill(nobody);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL('/password/verify');
  await expect(page.getByText(SENT)).toBeVisible();
  // a mail to a real user appears within milliseconds; give one to nobody the same chance
  await page.waitForTimeout(1000);
  expect(mailsTo(nobody)).toEqual([]);
});
