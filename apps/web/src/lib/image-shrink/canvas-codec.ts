import type { TShrinkCodec } from './fit-to-budget';

/**
 * The codec of the browser itself, for a worker: createImageBitmap decodes (and scales, with
 * resizeQuality 'high'), OffscreenCanvas.convertToBlob encodes. bench:shrink measured it against
 * pica, browser-image-compression and the @jsquash WebAssembly codecs (docs/decisions.md); it
 * adds no bytes to the bundle.
 */
export async function canvasCodec(source: Blob): Promise<TShrinkCodec & { close(): void }> {
  // 'from-image' applies the EXIF orientation, so a phone's portrait photo stays upright
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  return {
    width: bitmap.width,
    height: bitmap.height,
    async encode(width, height, quality) {
      const scaled =
        width === bitmap.width && height === bitmap.height
          ? bitmap
          : await createImageBitmap(bitmap, {
              resizeWidth: width,
              resizeHeight: height,
              resizeQuality: 'high',
            });
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D context on OffscreenCanvas.');
      // JPEG has no transparency: what was transparent in a PNG or GIF becomes white, not black
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(scaled, 0, 0);
      if (scaled !== bitmap) scaled.close();
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    },
    close: () => bitmap.close(),
  };
}
