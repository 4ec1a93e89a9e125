import { assetNameFromFile } from '@parley/domain';
import { countGifFrames } from './gif-frames';
import type { TShrinkRequest, TShrinkResponse } from './shrink-protocol';

export type TShrinkFailure = 'animated-gif' | 'unreadable' | 'too-small' | 'unsupported' | 'failed';

export class ImageShrinkError extends Error {
  constructor(
    readonly reason: TShrinkFailure,
    message: string = reason,
  ) {
    super(message);
    this.name = 'ImageShrinkError';
  }
}

export interface TShrunkImage {
  /** a JPEG named as the original with .jpg */
  readonly file: File;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  /** from the call to the answer, worker start included */
  readonly ms: number;
}

/** Whether this browser can shrink in a worker (OffscreenCanvas: Chrome 69, Firefox 105, Safari 16.4). */
export const canShrinkImages = () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

/** A GIF of two frames or more: shrinking would keep only the first, so it is not offered. */
export async function isAnimatedGif(file: Blob): Promise<boolean> {
  if (file.type !== 'image/gif') return false;
  return countGifFrames(new Uint8Array(await file.arrayBuffer())) >= 2;
}

const defaultWorker = (): Worker =>
  new Worker(new URL('./shrink.worker.ts', import.meta.url), { type: 'module', name: 'image-shrink' });

/**
 * Brings an image under `targetBytes` as a JPEG, keeping its aspect ratio, in a Web Worker (one
 * per call, ended with it). Refuses animated GIFs. `signal` ends the worker and rejects with
 * its reason. `makeWorker` is for tests.
 */
export async function shrinkImage(
  file: File,
  targetBytes: number,
  { signal, makeWorker = defaultWorker }: { signal?: AbortSignal; makeWorker?: () => Worker } = {},
): Promise<TShrunkImage> {
  const started = performance.now();
  if (!canShrinkImages()) throw new ImageShrinkError('unsupported');
  if (await isAnimatedGif(file)) throw new ImageShrinkError('animated-gif');
  signal?.throwIfAborted();
  const worker = makeWorker();
  try {
    const response = await new Promise<TShrinkResponse>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<TShrinkResponse>) => resolve(event.data);
      worker.onerror = (event) =>
        reject(new ImageShrinkError('failed', event.message || 'The worker failed.'));
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      worker.postMessage({ blob: file, targetBytes } satisfies TShrinkRequest);
    });
    if (response.type === 'error') throw new ImageShrinkError(response.reason, response.message);
    const shrunk = new File([response.blob], `${assetNameFromFile(file.name) || 'image'}.jpg`, {
      type: 'image/jpeg',
    });
    return {
      file: shrunk,
      width: response.width,
      height: response.height,
      bytes: shrunk.size,
      ms: performance.now() - started,
    };
  } finally {
    worker.terminate();
  }
}
