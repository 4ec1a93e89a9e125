// No library: createImageBitmap + OffscreenCanvas.convertToBlob, the app's own worker code,
// with the app's search ('guided') and the two searches it was measured against.
import { canvasCodec } from '@/lib/image-shrink/canvas-codec';
import { fitToBudget, type TShrinkCodec } from '@/lib/image-shrink/fit-to-budget';
import { serve } from '../protocol';

/** Quality 0.9 → 0.5 at full size first, then 0.8 × the side each step at 0.5. */
async function qualitySteps(codec: TShrinkCodec, target: number) {
  let attempts = 0;
  let scale = 1;
  for (const quality of [0.9, 0.8, 0.7, 0.6, 0.5]) {
    attempts++;
    const blob = await codec.encode(codec.width, codec.height, quality);
    if (blob.size <= target) return { blob, width: codec.width, height: codec.height, attempts };
  }
  for (;;) {
    scale *= 0.8;
    const width = Math.round(codec.width * scale);
    const height = Math.round(codec.height * scale);
    attempts++;
    const blob = await codec.encode(width, height, 0.5);
    if (blob.size <= target) return { blob, width, height, attempts };
  }
}

/** A binary search over the scale at 0.82 for the largest fit, 6 halvings. */
async function bisect(codec: TShrinkCodec, target: number) {
  let low = 0;
  let high = 1;
  let best: { blob: Blob; width: number; height: number } | null = null;
  let attempts = 0;
  for (let i = 0; i < 6 || !best; i++) {
    const scale = (low + high) / 2 || 1;
    const width = Math.round(codec.width * scale);
    const height = Math.round(codec.height * scale);
    attempts++;
    const blob = await codec.encode(width, height, 0.82);
    if (blob.size <= target) {
      best = { blob, width, height };
      low = scale;
    } else high = scale;
  }
  return { ...best, attempts };
}

serve(async ({ blob, targetBytes, strategy = 'guided' }) => {
  const codec = await canvasCodec(blob);
  try {
    if (strategy === 'quality-steps') return await qualitySteps(codec, targetBytes);
    if (strategy === 'bisect') return await bisect(codec, targetBytes);
    return await fitToBudget(codec, targetBytes);
  } finally {
    codec.close();
  }
});
