import { ASSET_MAX_BYTES, ASSET_PICKER_TEXTS, ASSET_TEXTS, OUR_MESSAGES, type TAsset } from '@parley/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectAuthBridge } from '@/lib/auth-bridge';
import { setAccessToken } from '@/lib/token-store';
import { formFieldsOf, stubXhr, type TXhrAnswer } from '@/testing/xhr-stub';
import { uploadAsset } from './assets';

const asset: TAsset = {
  id: `AS${'a'.repeat(32)}`,
  name: 'Spring banner',
  description: 'For the sale',
  size: 1200,
  type: 'mms-image',
  contentType: 'image/png',
  publicUrl: 'https://portal.example/media/t0k3n.png',
  created: '2026-11-01T09:00:00.000Z',
  modificationDate: '2026-11-01T09:00:00.000Z',
};
const success = (...payload: unknown[]): TXhrAnswer => ({
  status: 200,
  body: { status: 'success', payload, error: [] },
});
const failure = (status: number, code: string, message: string, field?: string): TXhrAnswer => ({
  status,
  body: { status: 'error', payload: [], error: [{ code, message, ...(field ? { field } : {}) }] },
});
const png = (bytes = 1200, name = 'Spring banner.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => setAccessToken('user-token', Date.now() + 30 * 60_000));
afterEach(() => vi.unstubAllGlobals());

describe('uploadAsset (doc 000 §5, §7)', () => {
  it('posts the file, name, type and description with the bearer; reports the bytes sent; answers the asset', async () => {
    const requests = stubXhr({
      'POST /v3/assets': (request) => {
        request.progress(600, 1400);
        request.progress(1400, 1400);
        return success(asset);
      },
    });
    const progress = vi.fn();
    const result = await uploadAsset(
      png(),
      { name: ' Spring banner ', description: 'For the sale' },
      { onProgress: progress },
    );
    expect(result).toEqual({ ok: true, value: asset });
    const [request] = requests;
    expect(request!.headers.authorization).toBe('Bearer user-token');
    // trimmed by the route's own schema before sending
    expect(formFieldsOf(request!.body)).toEqual({
      name: 'Spring banner',
      type: 'mms-image',
      description: 'For the sale',
    });
    expect((request!.body!.get('file') as File).name).toBe('Spring banner.png');
    expect(progress.mock.calls).toEqual([[{ sent: 600, total: 1400 }], [{ sent: 1400, total: 1400 }]]);
  });

  it('a name taken (409) is an error on the name field, with the spec’s text', async () => {
    stubXhr({ 'POST /v3/assets': () => failure(409, 'conflict', ASSET_TEXTS.nameTaken, 'name') });
    expect(await uploadAsset(png(), { name: 'Spring banner' })).toEqual({
      ok: false,
      error: [{ code: 'conflict', message: ASSET_TEXTS.nameTaken, field: 'name' }],
    });
  });

  it('a file over 1,000,000 bytes, an empty one or an empty name is refused without a request', async () => {
    const requests = stubXhr({});
    expect(await uploadAsset(png(ASSET_MAX_BYTES + 1), { name: 'Big' })).toMatchObject({
      ok: false,
      error: [{ message: ASSET_TEXTS.overLimit, field: 'file' }],
    });
    expect(await uploadAsset(png(0), { name: 'Empty' })).toMatchObject({
      ok: false,
      error: [{ message: ASSET_TEXTS.fileEmpty, field: 'file' }],
    });
    expect(await uploadAsset(png(), { name: '   ' })).toMatchObject({
      ok: false,
      error: [{ message: ASSET_TEXTS.nameRequired, field: 'name' }],
    });
    expect(requests).toHaveLength(0);
  });

  it('exactly 1,000,000 bytes is sent', async () => {
    const requests = stubXhr({ 'POST /v3/assets': () => success({ ...asset, size: ASSET_MAX_BYTES }) });
    expect((await uploadAsset(png(ASSET_MAX_BYTES), { name: 'Full' })).ok).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('a proxy’s 413 page (not our envelope) still says the file is over the limit, on the file', async () => {
    stubXhr({ 'POST /v3/assets': () => ({ status: 413, body: '<html>Request Entity Too Large</html>' }) });
    expect(await uploadAsset(png(), { name: 'x' })).toMatchObject({
      ok: false,
      error: [{ message: ASSET_TEXTS.overLimit, field: 'file' }],
    });
  });

  it('no answer, or an answer of another shape, is a message a person can read', async () => {
    stubXhr({ 'POST /v3/assets': () => null });
    expect(await uploadAsset(png(), { name: 'x' })).toEqual({ ok: false, error: OUR_MESSAGES.unreachable });
    stubXhr({ 'POST /v3/assets': () => success({ id: 1 }) });
    expect(await uploadAsset(png(), { name: 'x' })).toEqual({
      ok: false,
      error: OUR_MESSAGES.unexpectedAnswer,
    });
  });

  it('an abort stops the request and says so', async () => {
    let aborted = false;
    stubXhr({
      'POST /v3/assets': (request) =>
        new Promise((resolve) =>
          setTimeout(() => {
            aborted = request.aborted();
            resolve(success(asset));
          }, 20),
        ),
    });
    const stop = new AbortController();
    const pending = uploadAsset(png(), { name: 'x' }, { signal: stop.signal });
    stop.abort();
    expect(await pending).toEqual({ ok: false, error: ASSET_PICKER_TEXTS.uploadStopped });
    await vi.waitFor(() => expect(aborted).toBe(true));
  });

  it('an expired token gets one refresh and the upload is sent again with the new token', async () => {
    setAccessToken('old-token', Date.now() + 30 * 60_000);
    const refresh = vi.fn(async () => ({ kind: 'refreshed' as const, token: 'new-token' }));
    const disconnect = connectAuthBridge({ refresh });
    try {
      const requests = stubXhr({
        'POST /v3/assets': [
          () => failure(401, 'session_expired', OUR_MESSAGES.sessionExpired),
          () => success(asset),
        ],
      });
      expect(await uploadAsset(png(), { name: 'x' })).toEqual({ ok: true, value: asset });
      expect(refresh).toHaveBeenCalledWith('old-token');
      expect(requests.map((r) => r.headers.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
      expect(requests[1]!.body!.get('file')).toBeInstanceOf(File);
    } finally {
      disconnect();
    }
  });
});
