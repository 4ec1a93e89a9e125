import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TShrinkRequest, TShrinkResponse } from './shrink-protocol';
import { ImageShrinkError, shrinkImage } from './shrink-image';

/** A stand-in for the worker: answers each request with `answer`, and records terminate(). */
function fakeWorker(answer: (request: TShrinkRequest) => TShrinkResponse | null) {
  const worker = {
    onmessage: null as ((event: MessageEvent<TShrinkResponse>) => void) | null,
    onerror: null,
    terminated: false,
    requests: [] as TShrinkRequest[],
    postMessage(request: TShrinkRequest) {
      worker.requests.push(request);
      const response = answer(request);
      if (response)
        queueMicrotask(() => worker.onmessage?.({ data: response } as MessageEvent<TShrinkResponse>));
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return { worker, make: () => worker as unknown as Worker };
}

const photo = new File([new Uint8Array(2_000_000)], 'Spring sale.JPG', { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal('Worker', class {});
  vi.stubGlobal('OffscreenCanvas', class {});
});
afterEach(() => vi.unstubAllGlobals());

describe('shrinkImage', () => {
  it('answers the JPEG the worker made, named after the original, and ends the worker', async () => {
    const { worker, make } = fakeWorker(() => ({
      type: 'done',
      blob: new Blob([new Uint8Array(812_000)], { type: 'image/jpeg' }),
      width: 2400,
      height: 1800,
    }));
    const result = await shrinkImage(photo, 1_000_000, { makeWorker: make });
    expect(worker.requests[0]).toMatchObject({ targetBytes: 1_000_000 });
    expect(result).toMatchObject({ width: 2400, height: 1800, bytes: 812_000 });
    expect(result.file.name).toBe('Spring sale.jpg');
    expect(result.file.type).toBe('image/jpeg');
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(worker.terminated).toBe(true);
  });

  it("turns the worker's refusal into an ImageShrinkError with its reason", async () => {
    const { make } = fakeWorker(() => ({ type: 'error', reason: 'too-small', message: 'no' }));
    const failure = shrinkImage(photo, 10, { makeWorker: make });
    await expect(failure).rejects.toBeInstanceOf(ImageShrinkError);
    await expect(failure).rejects.toMatchObject({ reason: 'too-small' });
  });

  it('ends the worker when aborted', async () => {
    const { worker, make } = fakeWorker(() => null);
    const controller = new AbortController();
    const running = shrinkImage(photo, 1_000_000, { makeWorker: make, signal: controller.signal });
    await vi.waitFor(() => expect(worker.requests).toHaveLength(1));
    controller.abort(new Error('cancelled'));
    await expect(running).rejects.toThrow('cancelled');
    expect(worker.terminated).toBe(true);
  });

  it('refuses in a browser without OffscreenCanvas', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    await expect(shrinkImage(photo, 1_000_000)).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
