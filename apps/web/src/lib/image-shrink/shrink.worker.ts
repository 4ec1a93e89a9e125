import { canvasCodec } from './canvas-codec';
import { fitToBudget, ShrinkError } from './fit-to-budget';
import type { TShrinkRequest, TShrinkResponse } from './shrink-protocol';

// The image shrink's worker: decoding, scaling and encoding a 12-megapixel photo take a second,
// all of it here, off the main thread. The web project's types are the DOM's (the webworker lib
// clashes with them), so the worker's scope is described by the two members used.
const scope = self as unknown as {
  postMessage(response: TShrinkResponse): void;
  onmessage: ((event: MessageEvent<TShrinkRequest>) => void) | null;
};

scope.onmessage = async ({ data: { blob, targetBytes } }) => {
  let codec: Awaited<ReturnType<typeof canvasCodec>>;
  try {
    codec = await canvasCodec(blob);
  } catch (error) {
    scope.postMessage({ type: 'error', reason: 'unreadable', message: String(error) });
    return;
  }
  try {
    const { blob: out, width, height } = await fitToBudget(codec, targetBytes);
    scope.postMessage({ type: 'done', blob: out, width, height });
  } catch (error) {
    const reason = error instanceof ShrinkError ? 'too-small' : 'failed';
    scope.postMessage({ type: 'error', reason, message: String(error) });
  } finally {
    codec.close();
  }
};
