import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { accessToken } from './shell-fixtures';

/** A small real JPEG made in the page. */
async function canvasJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 240);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2b8a3e';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#ffd43b';
    context.fillRect(80, 60, 160, 120);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(base64, 'base64');
}

/**
 * EXIF as a phone writes it, right after SOI: IFD0 with the camera's make and a GPS IFD with the
 * latitude's reference (big-endian TIFF).
 */
function withGpsExif(jpeg: Buffer): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 2 + 12 + 4 + 12);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  const make = 8 + 2 + 24 + 4 + 2 + 12 + 4;
  const gps = 8 + 2 + 24 + 4;
  // Make (ASCII, 12 bytes at `make`), GPSInfo (LONG: the GPS IFD's offset)
  tiff.set([0x01, 0x0f, 0, 2, 0, 0, 0, 12, ...u32(make)], 10);
  tiff.set([0x88, 0x25, 0, 4, 0, 0, 0, 1, ...u32(gps)], 22);
  tiff.writeUInt16BE(1, gps);
  // GPSLatitudeRef 'N'
  tiff.set([0, 1, 0, 2, 0, 0, 0, 2, 0x4e, 0, 0, 0], gps + 2);
  tiff.write('ParleyPhone\0', make, 'latin1');
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, payload, jpeg.subarray(2)]);
}
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

async function openUpload(page: Page) {
  await openSignedIn(page, DEMO.owner.username, '/assets');
  await page.getByRole('button', { name: 'Upload image' }).click();
  return page.getByRole('dialog', { name: 'Add image' });
}

test('Add image: a text file named .png is refused from its bytes at once, with no broken preview', async ({
  page,
}) => {
  const dialog = await openUpload(page);
  await expect(dialog.getByText(/camera and other details stored in the image are removed/)).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Shopping list: eggs, milk, bread.'),
  });
  await expect(
    dialog.getByText('This file is not a supported image. Please select a JPEG, PNG or GIF file.'),
  ).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of notes.png' })).toHaveCount(0);
});

test('Add image: a photo with GPS and camera EXIF is served without them', async ({ page, playwright }) => {
  const dialog = await openUpload(page);
  const photo = withGpsExif(await canvasJpeg(page));
  expect(photo.includes('ParleyPhone')).toBe(true);
  const name = `E2E GPS photo ${Date.now().toString(36)}`;
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('img', { name: 'Preview of IMG_0001.jpg' })).toBeVisible();
  await dialog.getByLabel(/^Name/).fill(name);
  const uploaded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/v3/assets'),
  );
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const answer = await (await uploaded).json();
  expect(answer.payload[0]).toMatchObject({ name, contentType: 'image/jpeg' });
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // as a carrier fetches it: no session
  const carrier = await playwright.request.newContext();
  const served = await (await carrier.get(answer.payload[0].publicUrl)).body();
  expect(served.includes('ParleyPhone')).toBe(false);
  expect(served.includes('Exif')).toBe(false);
  expect(served.length).toBe(answer.payload[0].size);
  await carrier.dispose();

  const token = await accessToken(page);
  const removed = await page.request.delete(`/v3/assets/${answer.payload[0].id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(200);
});
