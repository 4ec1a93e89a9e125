import { lookup } from 'node:dns/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** Every image in `scope` has loaded: the CSP or a wrong address leaves naturalWidth at 0. */
async function expectImagesLoaded(scope: Locator, atLeast: number) {
  const images = scope.locator('img');
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(atLeast);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/**
 * The same server under the loopback address `localhost` stands for, as the start banner prints
 * it (http://127.0.0.1:PORT by default): the address PUBLIC_URL does not name, since the tests'
 * server builds its public URLs on localhost.
 */
async function loopbackOrigin(baseURL: string): Promise<string> {
  const url = new URL(baseURL);
  const { address, family } = await lookup(url.hostname);
  url.hostname = family === 6 ? `[${address}]` : address;
  return url.origin;
}

async function checkImagesAt(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL(`${origin}/dashboard`);

  await test.step(`${origin}/assets: every thumbnail loads`, async () => {
    await page.goto(`${origin}/assets`);
    const table = page.getByRole('table', { name: 'Assets of the account' });
    await expect(table.getByText('Spring sale banner')).toBeVisible();
    await expectImagesLoaded(table, 3);
  });

  await test.step(`${origin}/templates/new: the picker's thumbnails and the phone preview's image load`, async () => {
    await page.goto(`${origin}/templates/new`);
    await page.getByRole('button', { name: 'Choose image' }).click();
    const library = page.getByRole('dialog', { name: 'Choose an image' });
    await expect(library.getByRole('radio', { name: 'Spring sale banner' })).toBeVisible();
    await expectImagesLoaded(library, 3);
    await library.getByRole('radio', { name: 'Spring sale banner' }).click();
    await library.getByRole('button', { name: 'Confirm' }).click();
    await expect(library).toBeHidden();
    await expectImagesLoaded(page.getByRole('region', { name: 'Chosen image' }), 1);
    await page.locator('label', { hasText: /^Messages$/ }).click();
    const phone = page.getByRole('figure', { name: /Message preview: .*Messages/ });
    await expect(phone.getByText('Media URL cannot be previewed.')).toHaveCount(0);
    await expectImagesLoaded(phone, 1);
  });
}

test("images load at the address the server prints and at PUBLIC_URL's (issue 23)", async ({
  page,
  baseURL,
}) => {
  const loopback = await loopbackOrigin(baseURL!);
  expect(loopback).not.toBe(new URL(baseURL!).origin);
  await checkImagesAt(page, loopback);
  await checkImagesAt(page, new URL(baseURL!).origin);
});
