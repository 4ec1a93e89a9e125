import type { Page } from '@playwright/test';

/**
 * A photo-like 1800×1350 JPEG made in the page: gradients under per-pixel grain, which is what
 * keeps a real photo's JPEG large (about 1.6 MB at quality 0.95, 770 KB at 0.8).
 */
export async function photoJpeg(page: Page, quality: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (quality) => {
    const canvas = new OffscreenCanvas(1800, 1350);
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 600, 1350);
    sky.addColorStop(0, '#3b6fb6');
    sky.addColorStop(1, '#f2c38b');
    context.fillStyle = sky;
    context.fillRect(0, 0, 1800, 1350);
    const pixels = context.getImageData(0, 0, 1800, 1350);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      const grain = (seed / 2 ** 32 - 0.5) * 60;
      pixels.data[i] = pixels.data[i]! + grain;
      pixels.data[i + 1] = pixels.data[i + 1]! + grain;
      pixels.data[i + 2] = pixels.data[i + 2]! + grain;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, quality);
  return Buffer.from(base64, 'base64');
}
