// @jsquash: MozJPEG and the PNG decoder in WebAssembly, the Rust resize (Lanczos3) in WebAssembly.
import { decode as decodeJpeg, encode as encodeJpeg } from '@jsquash/jpeg';
import { decode as decodePng } from '@jsquash/png';
import resize from '@jsquash/resize';
import { fitToBudget } from '@/lib/image-shrink/fit-to-budget';
import { serve } from '../protocol';

serve(async ({ blob, targetBytes }) => {
  const bytes = await blob.arrayBuffer();
  const image = blob.type === 'image/png' ? await decodePng(bytes) : await decodeJpeg(bytes);
  return fitToBudget(
    {
      width: image.width,
      height: image.height,
      async encode(width, height, quality) {
        const scaled =
          width === image.width && height === image.height ? image : await resize(image, { width, height });
        const out = await encodeJpeg(scaled, { quality: Math.round(quality * 100) });
        return new Blob([out], { type: 'image/jpeg' });
      },
    },
    targetBytes,
  );
});
