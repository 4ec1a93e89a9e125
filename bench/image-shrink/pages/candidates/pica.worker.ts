// pica (Lanczos in JS/WebAssembly) scales; the browser decodes and encodes, as pica has no codec.
import { fitToBudget } from '@/lib/image-shrink/fit-to-budget';
import pica from 'pica';
import { serve } from '../protocol';

// its own nested workers ('ww') would only add a hop inside this worker
const resizer = pica({ features: ['js', 'wasm'] });
// pica makes its working canvases with document in a page, and OffscreenCanvas in a worker only
// when its own worker pool ('ww') said so: here, in a worker without that pool, it is told
resizer.createCanvas = (width, height) => new OffscreenCanvas(width, height);

serve(async ({ blob, targetBytes }) => {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    return await fitToBudget(
      {
        width: bitmap.width,
        height: bitmap.height,
        async encode(width, height, quality) {
          const to = new OffscreenCanvas(width, height);
          await resizer.resize(bitmap, to);
          return to.convertToBlob({ type: 'image/jpeg', quality });
        },
      },
      targetBytes,
    );
  } finally {
    bitmap.close();
  }
});
