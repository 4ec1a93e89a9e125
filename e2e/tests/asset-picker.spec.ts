import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { accessToken, expectAccessible } from './shell-fixtures';

/** A real 160×100 PNG made in the page: stripes, so it is an image and not a blank. */
async function stripedPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(160, 100);
    const context = canvas.getContext('2d')!;
    for (let x = 0; x < 160; x += 20) {
      context.fillStyle = x % 40 === 0 ? '#1c7ed6' : '#fab005';
      context.fillRect(x, 0, 20, 100);
    }
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(base64, 'base64');
}

// two axe passes, an upload and a session-less fetch: 30 s when two workers share the two cores
test.describe.configure({ timeout: 60_000 });

test('/asset-manager: a PNG added through the picker is found by a lower-case search, chosen, confirmed, served without a session, and removed', async ({
  page,
  playwright,
}) => {
  // the developer pages are staff-only (config/nav.ts STAFF_ONLY); staff own their house account
  await openSignedIn(page, DEMO.staff.username, '/asset-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Asset Manager' })).toBeVisible();
  const picker = page.getByRole('region', { name: 'Asset picker' });
  // a name no other run uses, in mixed case so the lower-case search means something
  const name = `E2E Picker ${Date.now().toString(36)}`;
  const png = await stripedPng(page);
  const library = page.getByRole('dialog', { name: 'Choose an image' });
  // a session-less client, as a carrier fetching the image
  const carrier = await playwright.request.newContext();
  let publicUrl = '';

  await test.step('Add image: the name follows the file, the upload comes back selected', async () => {
    await picker.getByRole('button', { name: 'Choose image' }).click();
    await library.getByRole('button', { name: 'Add image' }).click();
    const add = page.getByRole('dialog', { name: 'Add image' });
    await add
      .locator('input[type="file"]')
      .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });
    await expect(add.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await add.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(add).toBeHidden({ timeout: 15_000 });
    await expect(library.getByRole('radio', { name })).toBeChecked();
  });

  await test.step('a lower-case search finds it; it is picked and confirmed', async () => {
    await library.getByRole('searchbox', { name: 'Search images' }).fill(name.toLowerCase());
    await expect(library.getByRole('radio')).toHaveCount(1);
    await library.getByRole('radio', { name }).click();
    await expectAccessible(page, 'the library open with a search');
    await library.getByRole('button', { name: 'Confirm' }).click();
    await expect(library).toBeHidden();
    await expect(picker.getByRole('region', { name: 'Chosen image' })).toContainText(name);
    const held = picker.getByTestId('held-asset');
    await expect(held).toContainText('image/png');
    publicUrl = (await held.getByRole('link').textContent()) ?? '';
    expect(publicUrl).toMatch(/^http:\/\/localhost:\d+\/media\/[^/]+\.png$/);
    await expectAccessible(page, 'an image chosen');
  });

  await test.step('its public URL answers without a session: the same bytes, as image/png', async () => {
    const image = await carrier.get(publicUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await image.body(), png)).toBe(0);
  });

  await test.step('the assets URL picker offers it by name and sends its public URL', async () => {
    const urlForm = page.getByRole('region', { name: 'Assets URL picker' });
    await urlForm.getByRole('combobox', { name: /Image URL/ }).click();
    await page.getByRole('textbox', { name: 'Search: Image URL' }).fill(name.toLowerCase());
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await urlForm.getByRole('button', { name: 'Use this URL' }).click();
    await expect(urlForm.getByRole('status')).toHaveText(`The form sent ${publicUrl}`);
  });

  await test.step('Remove empties the picker and gives the focus to Choose image', async () => {
    await picker.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(picker.getByRole('region', { name: 'Chosen image' })).toHaveCount(0);
    await expect(picker.getByText('No image chosen')).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Choose image' })).toBeFocused();
  });

  // the asset of this test goes: its URL then answers 404
  const id = await assetIdByName(page, name);
  const gone = await page.request.delete(`/v3/assets/${id}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(gone.status()).toBe(200);
  expect((await carrier.get(publicUrl)).status()).toBe(404);
  await carrier.dispose();
});

async function assetIdByName(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/v3/assets?q=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  const body = (await res.json()) as { payload: { id: string; name: string }[] };
  const found = body.payload.find((a) => a.name === name);
  expect(found, `the asset ${name}`).toBeDefined();
  return found!.id;
}
