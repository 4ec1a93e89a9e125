// browser-image-compression: its own search (0.95 × side and quality per step), run in this
// worker (its own worker mode loads the library from a CDN).
import imageCompression from 'browser-image-compression';
import { serve } from '../protocol';

serve(async ({ blob, targetBytes }) => {
  const file = new File([blob], 'photo', { type: blob.type });
  const out = await imageCompression(file, {
    // it counts a MB as 1024 × 1024 bytes
    maxSizeMB: targetBytes / 1024 / 1024,
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.82,
    // its default of 10 steps does not reach 600 KB from 12 megapixels
    maxIteration: 60,
  });
  const bitmap = await createImageBitmap(out);
  const result = { blob: out, width: bitmap.width, height: bitmap.height, attempts: 0 };
  bitmap.close();
  return result;
});
