// The page bench:shrink drives: it makes the test images, and runs one candidate's worker on one
// of them, timing it and watching the main thread's long tasks meanwhile.
import type { TShrinkReply, TShrinkRequest } from './protocol';

const WORKERS = {
  baseline: () => new Worker(new URL('./candidates/baseline.worker.ts', import.meta.url), { type: 'module' }),
  pica: () => new Worker(new URL('./candidates/pica.worker.ts', import.meta.url), { type: 'module' }),
  'browser-image-compression': () =>
    new Worker(new URL('./candidates/bic.worker.ts', import.meta.url), { type: 'module' }),
  jsquash: () => new Worker(new URL('./candidates/jsquash.worker.ts', import.meta.url), { type: 'module' }),
};
type TCandidate = keyof typeof WORKERS;

/** A seeded generator, so every run shrinks the same pixels. */
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/**
 * A photo stand-in: gradients, soft discs and per-pixel noise of `noise` levels (sensor grain),
 * which is what keeps a JPEG of it large, as in a real photo.
 */
function photoLike(width: number, height: number, noise: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const next = random(42);
  const sky = context.createLinearGradient(0, 0, width * 0.3, height);
  sky.addColorStop(0, '#3b6fb6');
  sky.addColorStop(0.55, '#f2c38b');
  sky.addColorStop(1, '#2d4a1f');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 400; i++) {
    const x = next() * width;
    const y = next() * height;
    const r = 20 + next() * width * 0.08;
    const disc = context.createRadialGradient(x, y, 0, x, y, r);
    disc.addColorStop(0, `hsla(${next() * 360}, 60%, ${30 + next() * 50}%, 0.8)`);
    disc.addColorStop(1, 'hsla(0, 0%, 50%, 0)');
    context.fillStyle = disc;
    context.fillRect(x - r, y - r, 2 * r, 2 * r);
  }
  const pixels = context.getImageData(0, 0, width, height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const grain = (next() - 0.5) * noise;
    data[i] = data[i]! + grain;
    data[i + 1] = data[i + 1]! + grain + (next() - 0.5) * noise * 0.5;
    data[i + 2] = data[i + 2]! + grain;
  }
  context.putImageData(pixels, 0, 0);
  return canvas;
}

const images: Record<string, Blob> = {};
const workers: Partial<Record<TCandidate, Worker>> = {};

async function make(kind: 'jpeg' | 'png', width: number, height: number, noise: number) {
  const canvas = photoLike(width, height, noise);
  images[kind] =
    kind === 'jpeg'
      ? await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
      : await canvas.convertToBlob({ type: 'image/png' });
  return images[kind].size;
}

function ask(worker: Worker, request: TShrinkRequest): Promise<TShrinkReply> {
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<TShrinkReply>) => resolve(event.data);
    worker.postMessage(request);
  });
}

async function run(
  candidate: TCandidate,
  kind: string,
  targetBytes: number,
  strategy?: TShrinkRequest['strategy'],
) {
  workers[candidate] ??= WORKERS[candidate]();
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => tasks.push(e.duration)),
  );
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  const reply = await ask(workers[candidate], { blob: images[kind]!, targetBytes, strategy });
  const ms = performance.now() - start;
  // long tasks are reported after they end
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const longest = Math.max(0, ...tasks);
  return reply.ok
    ? {
        ok: true,
        ms,
        longest,
        bytes: reply.blob.size,
        width: reply.width,
        height: reply.height,
        attempts: reply.attempts,
      }
    : { ok: false, ms, longest, error: reply.error };
}

Object.assign(window, { __bench: { make, run, ready: true } });
