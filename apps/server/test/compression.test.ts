import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, OUR_MESSAGES, rule } from '@parley/domain';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compression';
import { pngOfSize, uploadParts } from '../src/modules/assets/test-uploads';
import { multipartBody } from '../src/modules/assets/multipart-body';
import { decoded, varies } from './encodings';
import { bearer, buildTestApp, signIn, type TestContext } from './helpers';

const DEADLINE_MS = 300;
/** An answer well over the threshold, as a long list would be. */
const BIG = {
  status: 'success',
  payload: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Row ${i}` })),
};

let t: TestContext;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp(
    { requestTimeoutMs: DEADLINE_MS },
    {
      extraRoutes: async (api) => {
        const access = { access: rule.public };
        api.get('/v3/test/big', { config: access }, async () => BIG);
        api.get('/v3/test/slow-big', { config: access }, async () => {
          await sleep(DEADLINE_MS * 3);
          return BIG;
        });
        // the same answer under the prefixes that are never compressed
        api.get('/v3/auth/test-big', { config: access }, async () => BIG);
        api.get('/media/test-big.txt', { config: access }, async (_request, reply) =>
          reply.type('text/plain').send(JSON.stringify(BIG)),
        );
      },
    },
  );
  owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('API answers', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])(
    'over the threshold, accept-encoding %j: %s, no-store and the headers kept',
    async (accept, encoding) => {
      const search = (acceptEncoding: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v4/contact/search',
          headers: { ...owner, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
          payload: { from: 0, size: 50, statements: [] },
        });
      const plain = await search('');
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES * 4);
      const res = await search(accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      if (encoding) {
        expect(varies(res)).toBe(true);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      }
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
    },
  );

  it('under the threshold: as it is', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an error in the envelope over the threshold is compressed like any answer', async () => {
    // 101 unknown fields: one error each
    const payload = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`unknownField${i}`, 1]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v4/contact/search',
      headers: { ...owner, 'accept-encoding': 'br' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(res).toString())).toMatchObject({ status: 'error' });
  });

  it('a compressed request body is not decompressed: the API reads bodies as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v4/contact/search',
      headers: { ...owner, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ from: 0, size: 50, statements: [] })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
  });

  it('past the deadline: the 503 in the envelope, whatever the client accepts', async () => {
    const res = await get('/v3/test/slow-big', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(decoded(res).toString())).toEqual({
      status: 'error',
      payload: [],
      error: [{ code: ERROR_CODES.unavailable, message: OUR_MESSAGES.unavailable }],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a route under /v3/auth/ (tokens beside what the caller sent) is never compressed', async () => {
    const compressed = await get('/v3/test/big', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const res = await get('/v3/auth/test-big', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(BIG);
  });

  it('the token grants of sign-in and refresh go as they are', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { username: 'owner@acme.test', password: 'Parley2026demo' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    const cookie = login.cookies.find((c) => c.name === '__Host-parley_rt')!;
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/refresh',
      headers: { 'accept-encoding': 'br, gzip', cookie: `__Host-parley_rt=${cookie.value}` },
      payload: {},
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['content-encoding']).toBeUndefined();
  });

  it('media are never compressed: an uploaded image, and text under /media/', async () => {
    const { body, contentType } = multipartBody(
      uploadParts({ name: 'Compression', bytes: pngOfSize(50_000, 7) }),
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v3/assets',
      headers: { ...owner, 'content-type': contentType },
      payload: body,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const image = await get(new URL(upload.json().payload[0].publicUrl).pathname, {
      'accept-encoding': 'br, gzip',
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const text = await get('/media/test-big.txt', { 'accept-encoding': 'br, gzip' });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-encoding']).toBeUndefined();
  });
});
