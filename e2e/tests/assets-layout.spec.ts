import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { photoJpeg } from './images';
import { accessToken } from './shell-fixtures';

test.describe.configure({ timeout: 120_000 });

/**
 * A 1280 px window whose page has a classic scrollbar (Windows, Linux: 17 px), which headless
 * Chromium does not draw: the width the page really has.
 */
const WINDOW_1280 = { width: 1280 - 17, height: 800 };

async function upload(page: Page, name: string, description: string, file: Buffer) {
  const res = await page.request.post('/v3/assets', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    multipart: {
      name,
      description,
      type: 'mms-image',
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: file },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the assets table fits a 1280 px window: no sideways scroll, every row action in view (issue 23)', async ({
  page,
}) => {
  await page.setViewportSize(WINDOW_1280);
  await page.goto('/');
  // the administrator: the carrier budget is a setting of each user, and the owner's is other tests'
  await signIn(page, 'admin@acme.test');
  await expect(page).toHaveURL('/dashboard');
  const budget = await page.request.put('/v3/user/config/carrier_budget', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { key: 'carrier_budget', value: 'any-carrier' },
  });
  expect(budget.status()).toBe(200);

  // the widest rows there are: long names and descriptions, and a photo over the 500 KB budget,
  // which adds its badge and a fourth action (Shrink)
  const tag = `E2E layout ${Date.now().toString(36)}`;
  const photo = await photoJpeg(page, 0.8);
  expect(photo.length).toBeGreaterThan(500_000);
  await upload(
    page,
    `${tag} holiday weekend flash sale banner for the northeast stores`,
    'x'.repeat(200),
    photo,
  );
  await upload(
    page,
    `${tag} grand opening invitation, downtown location, second floor`,
    'A long description '.repeat(8),
    photo,
  );

  await page.goto('/assets');
  const table = page.getByRole('table', { name: 'Assets of the account' });
  await page.getByRole('textbox', { name: 'Search' }).fill(tag.toLowerCase());
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Over 500 KB').first()).toBeVisible();

  const scroller = page.getByRole('region', { name: 'Assets of the account' });
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
  const box = (await scroller.boundingBox())!;
  for (const action of ['Copy the public URL of', 'Shrink', 'Edit', 'Delete']) {
    for (const button of await table.getByRole('button', { name: new RegExp(`^${action} ${tag}`) }).all()) {
      const b = (await button.boundingBox())!;
      expect(b.x + b.width, `${action}: cut off at the right`).toBeLessThanOrEqual(box.x + box.width);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WINDOW_1280.width,
  );

  // the budget back to the default
  await page.request.put('/v3/user/config/carrier_budget', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { key: 'carrier_budget', value: 'mms' },
  });
});
