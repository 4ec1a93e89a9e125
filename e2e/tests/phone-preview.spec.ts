import { expect, test, type Locator } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

const EMPTY = 'Start typing in template field to view preview.';
const BROKEN = 'Media URL cannot be previewed.';

const heightOf = async (preview: Locator) =>
  preview
    .locator('[data-target]')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height);

test('the phone previews demo, as staff: every target, view and state, axe-clean', async ({ page }) => {
  await openSignedIn(page, DEMO.staff.username, '/dev/phone-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Phone previews' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Developer pages' }),
  ).toBeVisible();

  await test.step('both targets × both views', async () => {
    for (const name of ['Android, Home', 'Android, Messages', 'iOS, Home', 'iOS, Messages']) {
      await expect(page.getByRole('figure', { name: `Message preview: ${name}` }).first()).toBeVisible();
    }
    const home = page.getByRole('figure', { name: 'Message preview: Android, Home' }).first();
    await expect(home.getByText('Carrier')).toBeVisible();
    await expect(home.getByText('99%')).toBeVisible();
    await expect(home.getByText('Messages', { exact: true })).toBeVisible();
    await expect(home.getByText('now', { exact: true })).toBeVisible();
    // today's date as weekday, month and day, as the browser writes it
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }),
    );
    await expect(home.getByText(today, { exact: true })).toBeVisible();
    expect(await heightOf(home)).toBe(412);
  });

  await test.step('the media is shown; a broken media URL and an empty text say so', async () => {
    const media = page.getByRole('img', { name: 'Message media' }).first();
    await expect(media).toBeVisible();
    expect(await media.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText(BROKEN)).toBeVisible();
    await expect(page.getByText(EMPTY).first()).toBeVisible();
  });

  await test.step('the frame is taller from 2 failed reputation checks', async () => {
    const tall = page
      .getByRole('figure')
      .filter({ has: page.getByRole('list', { name: 'Failed reputation checks' }) });
    const heights = await Promise.all((await tall.all()).map(heightOf));
    expect(heights.sort()).toEqual([412, 480, 480]);
  });

  await test.step('the live preview follows the template text, target and view', async () => {
    const text = page.getByLabel('Template text');
    await text.fill('');
    const live = page.getByRole('figure', { name: 'Message preview: Android, Home' }).first();
    await expect(live.getByText(EMPTY)).toBeVisible();
    await text.fill('Flash sale today only!');
    await expect(live.getByText('Flash sale today only!')).toBeVisible();
    // the segmented controls are radio groups: arrow keys choose
    await page.getByRole('radio', { name: 'Android' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'iOS' })).toBeChecked();
    await page.getByRole('radio', { name: 'Home' }).focus();
    await page.keyboard.press('ArrowRight');
    const conversation = page.getByRole('figure', { name: 'Message preview: iOS, Messages' }).first();
    await expect(conversation.getByText('Flash sale today only!')).toBeVisible();
    await page.getByLabel('Media URL').fill('https://media.example.invalid/nothing.png');
    await expect(conversation.getByText(BROKEN)).toBeVisible();
  });

  await expectAccessible(page, 'the phone previews demo');
});
