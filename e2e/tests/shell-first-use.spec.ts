import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { expectAccessible, PHONE } from './shell-fixtures';

// Long flows on a busy two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const ROOT_FAILURE = 'Oops, our page has vanished into deep space. Stay calm.';

/** True when the element's text fits in it: nothing cut off to the right or below. */
async function fits(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);
}

async function signedIn(page: Page, username: string, home = '/dashboard') {
  await page.goto('/');
  await signIn(page, username);
  await expect(page).toHaveURL(home);
}

test('the root failure page shows both buttons whole at every width, in the font the page names', async ({
  page,
}) => {
  await signedIn(page, DEMO.staff.username);
  await page.goto('/dev/crash');
  await expect(page.getByRole('heading', { level: 1, name: ROOT_FAILURE })).toBeVisible();
  // the theme named a font that was never shipped; the first family named must be one the system has
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.split(',')[0]!.trim()).toBe('system-ui');
  for (const width of [1440, 1024, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const name of ['Reload', 'Report feedback']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeVisible();
      expect(await fits(button.locator('.mantine-Button-label')), `'${name}' whole at ${width} px`).toBe(
        true,
      );
    }
  }
  await expectAccessible(page, 'the root failure page at 320 px');
});

test("'Skip to main content' is the first Tab stop of a signed-in page and moves focus to the page", async ({
  page,
}) => {
  await signedIn(page, DEMO.owner.username);
  // a page with links of its own, so the Tab after the skip has somewhere to go
  await page.goto('/trainingVideos');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Videos' })).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // the next stop is inside the page, not back in the header or the sidebar
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('closing the sub-account dialog returns focus to the account menu, and the dialog is axe-clean', async ({
  page,
}) => {
  await signedIn(page, DEMO.owner.username);
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  const open = async () => {
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Act as a sub-account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as a sub-account' });
    await expect(dialog.getByRole('button', { name: 'Act as Acme West' })).toBeVisible();
    return dialog;
  };

  const dialog = await open();
  await expect(dialog.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page, 'the sub-account dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await (await open()).getByRole('button', { name: 'Close' }).click();
  await expect(menuButton).toBeFocused();

  // after acting as the sub-account, too
  await (await open()).getByRole('button', { name: 'Act as Acme West' }).click();
  await expect(page.getByText('You are now acting as Acme West.')).toBeVisible();
  await expect(menuButton).toBeFocused();
});

test('on a phone, acting as another account stays visible once the banner is hidden', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, DEMO.owner.username);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Act as a sub-account' }).click();
  await page.getByRole('button', { name: 'Act as Acme West' }).click();
  const banner = page.getByRole('alert', { name: 'Acting as another account' });
  await banner.getByRole('button', { name: 'Hide' }).click();
  await expect(banner).toHaveCount(0);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    const indicator = page.getByRole('banner').getByRole('status', { name: 'Acting as Acme West LLC' });
    await expect(indicator).toBeVisible();
    await expect(indicator).toBeInViewport();
    await expect(indicator).toContainText('Acme West');
    // the header's own controls are still all on screen beside it
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeInViewport();
  }
  await expectAccessible(page, 'a phone page while acting as another account');
});

test('the Payment Required banner says what to do next', async ({ page }) => {
  await signedIn(page, DEMO.westAdmin.username);
  const banner = page.getByRole('alert', { name: 'Payment required' });
  await expect(banner).toContainText('Ask your account owner to add funds, or contact support.');
  const mail = banner.getByRole('link', { name: 'Email support' });
  await expect(mail).toHaveAttribute('href', /^mailto:[^?]+\?subject=Funding%20Acme%20West/);
  await expectAccessible(page, 'a page with the Payment Required banner');
});

test('/password/reset opened directly says how to start a reset, not that one expired', async ({ page }) => {
  await page.goto('/password/reset');
  await expect(page.getByText(/first ask for a code/)).toBeVisible();
  await expect(page.getByText(/has expired/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a code' }).click();
  await expect(page).toHaveURL('/password/forgot');
});

test('the pages around the shell are axe-clean too: sign-in, not found, the developer index', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^(Log in|Sign in)$/ })).toBeVisible();
  await expectAccessible(page, 'the sign-in page');
  await signIn(page, DEMO.staff.username);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'the not-found page');
  await page.goto('/dev');
  await expect(page.getByRole('link', { name: '/content', exact: true })).toBeVisible();
  await expectAccessible(page, 'the developer index');
  await page.setViewportSize(PHONE);
  await expect(page.getByText('View on desktop')).toBeVisible();
  await expectAccessible(page, 'the developer index on a phone');
});
