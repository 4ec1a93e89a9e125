import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { photoJpeg } from './images';
import { PHONE, accessToken, expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 180_000 });

/** Screenshots for a person to look at, when asked for (PARLEY_E2E_SHOTS=dir). */
const SHOTS = process.env.PARLEY_E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function openAssets(page: Page) {
  await openSignedIn(page, DEMO.owner.username, '/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  return page.getByRole('table', { name: 'Assets of the account' });
}

async function chooseBudget(page: Page, label: string) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/v3/user/config/carrier_budget'),
  );
  await page.getByRole('textbox', { name: 'Carrier size limit' }).click();
  await page.getByRole('option', { name: label }).click();
  expect((await saved).status()).toBe(200);
}

test('an over-limit photo is shrunk in the browser in the Upload dialog, uploaded, and served by its public URL', async ({
  page,
  context,
  playwright,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const table = await openAssets(page);
  const name = `E2E big photo ${Date.now().toString(36)}`;
  const carrier = await playwright.request.newContext();
  let publicUrl = '';

  await test.step('upload: a JPEG over 1,000,000 bytes is shrunk in the browser, then sent', async () => {
    const photo = await photoJpeg(page, 0.95);
    expect(photo.length).toBeGreaterThan(1_000_000);
    await page.getByRole('button', { name: 'Upload image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add image' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
    // the spec's refusal still shows, with the offer beside it
    await expect(
      dialog.getByText('The selected file size is over the 1MB limit. Please select another file.'),
    ).toBeVisible();
    const offer = dialog.getByTestId('shrink-offer');
    await offer.getByRole('button', { name: 'Shrink it to fit 1 MB' }).click();
    await expect(offer.getByRole('status')).toContainText(/Shrunk from .* MB to .* KB, \d+ × \d+ pixels\./, {
      timeout: 30_000,
    });
    await expect(offer.getByRole('img', { name: 'Preview of the shrunk image' })).toBeVisible();
    await expectAccessible(page, 'the shrink result');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shrunk-1280.png` });
    await offer.getByRole('button', { name: 'Use the smaller image' }).click();
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Search' }).fill(name.toLowerCase());
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
    await table.getByRole('button', { name: `Copy the public URL of ${name}` }).click();
    publicUrl = await page.evaluate(() => navigator.clipboard.readText());
  });

  await test.step('the public URL answers without a session, with the image and its type', async () => {
    const image = await carrier.get(publicUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const body = await image.body();
    expect(body.length).toBeLessThanOrEqual(1_000_000);
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  await carrier.dispose();
});

test('the assets page: copy a public URL, rename, shrink a copy to a carrier budget, delete', async ({
  page,
  context,
  playwright,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const table = await openAssets(page);
  await expect(table.getByRole('cell', { name: 'Spring sale banner', exact: true })).toBeVisible();
  await expectAccessible(page, 'the assets page');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/assets-1280.png`, fullPage: true });

  // names no other run or test uses: the database lives as long as the e2e run
  const name = `E2E photo ${Date.now().toString(36)}`;
  const renamed = `${name} renamed`;
  // a session-less client, as a carrier fetching the image
  const carrier = await playwright.request.newContext();
  let publicUrl = '';

  await test.step('an asset of this test, uploaded through the API: a photo of about 770 KB', async () => {
    const res = await page.request.post('/v3/assets', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      multipart: {
        name,
        type: 'mms-image',
        file: { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(page, 0.8) },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.getByRole('textbox', { name: 'Search' }).fill(name.toLowerCase());
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  });

  await test.step('copy the public URL: the check shows, the clipboard holds the URL', async () => {
    await table.getByRole('button', { name: `Copy the public URL of ${name}` }).click();
    await expect(table.getByRole('button', { name: 'Copied' })).toBeVisible();
    publicUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(publicUrl).toMatch(/^http:\/\/localhost:\d+\/media\/[^/]+\.jpg$/);
  });

  await test.step('the public URL answers without a session, with the image and its type', async () => {
    const image = await carrier.get(publicUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const body = await image.body();
    expect(body.length).toBeLessThanOrEqual(1_000_000);
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  await test.step('rename: a name in use is refused on the field, another is saved', async () => {
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit asset' });
    await dialog.getByLabel(/^Name/).fill('spring SALE banner');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // not the upload's 'override the name on upload' (issue 23)
    await expect(
      dialog.getByText('Another asset already has this name. Please choose another name.'),
    ).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(renamed);
    await dialog.getByLabel(/^Description/).fill('Grain and a gradient');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: 'Search' }).fill(renamed);
    const row = table.getByRole('row').filter({ hasText: renamed });
    await expect(row).toContainText('Grain and a gradient');
  });

  await test.step('a carrier budget of 500 KB marks the asset, and shrinks a copy of it to fit', async () => {
    await chooseBudget(page, 'Every carrier, safest (500 KB)');
    const row = table.getByRole('row').filter({ hasText: renamed });
    await expect(row.getByText('Over 500 KB')).toBeVisible();
    await row.getByRole('button', { name: `Shrink ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Shrink asset' });
    await dialog.getByRole('button', { name: 'Shrink it to fit 500 KB' }).click();
    await expect(dialog.getByRole('status')).toContainText(/to \d+(\.\d)? KB/, { timeout: 30_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shrink-asset-1280.png` });
    await dialog.getByRole('button', { name: 'Use the smaller image' }).click();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue(`${renamed} (500 KB)`);
    await expectAccessible(page, 'the shrunk copy form');
    await dialog.getByRole('button', { name: 'Add as new asset' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    const copy = table.getByRole('row').filter({ hasText: `${renamed} (500 KB)` });
    await expect(copy).toBeVisible();
    await expect(copy.getByText('Over 500 KB')).toHaveCount(0);
  });

  await test.step('the browser cannot keep a budget the setting does not know', async () => {
    const res = await page.request.put('/v3/user/config/carrier_budget', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      data: { key: 'carrier_budget', value: 'huge' },
    });
    expect(res.status()).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('The carrier size limit must be one of');
  });

  await test.step('phone size', async () => {
    await page.setViewportSize(PHONE);
    // loaded afresh at that size, as a phone would: not the desktop page squeezed
    await page.goto('/assets');
    await page.getByRole('textbox', { name: 'Search' }).fill(renamed);
    await expect(table.getByRole('row').filter({ hasText: renamed }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/assets-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('textbox', { name: 'Search' }).fill(renamed);
  });

  await test.step('delete both, asked first; the public URL then answers 404', async () => {
    for (const doomed of [`${renamed} (500 KB)`, renamed]) {
      await table.getByRole('button', { name: `Delete ${doomed}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete asset' });
      await expect(dialog).toContainText(`Delete '${doomed}'?`);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog).toBeHidden();
      await expect(table.getByRole('cell', { name: doomed, exact: true })).toHaveCount(0);
    }
    expect((await carrier.get(publicUrl)).status()).toBe(404);
  });

  // the owner's budget back to the default, for the other tests that use this demo user
  await chooseBudget(page, 'MMS, long code (1 MB)');
  await carrier.dispose();
});
