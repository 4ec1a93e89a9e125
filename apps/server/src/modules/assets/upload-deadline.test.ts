import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { multipartBody } from './multipart-body';
import { pngOfSize, uploadParts } from './test-uploads';

/**
 * A slow link: the body arrives in pieces over longer than the request deadline. The upload has a
 * deadline of its own (UPLOAD_DEADLINE_MS), so it is stored, not cut off with 503.
 */
const DEADLINE_MS = 1_500;
let t: TestContext;
let url: string;
let auth: Record<string, string>;
beforeAll(async () => {
  // short, but long enough for the sign-in on a busy machine (it is cut off by the deadline too)
  t = await buildTestApp({ requestTimeoutMs: DEADLINE_MS });
  auth = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.app.close());

const slowPost = (
  path: string,
  body: Buffer,
  headers: Record<string, string>,
  pieces: number,
  gapMs: number,
) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const size = Math.ceil(body.length / pieces);
    let i = 0;
    const next = () => {
      if (i >= pieces) return void req.end();
      req.write(body.subarray(i * size, (i + 1) * size));
      i++;
      setTimeout(next, gapMs);
    };
    next();
  });

describe('upload deadline', () => {
  it('stores an upload whose body takes longer than the request deadline to arrive (3 s against 1.5 s)', async () => {
    const { body, contentType } = multipartBody(
      uploadParts({ name: 'Slow link', bytes: pngOfSize(300_000, 8) }),
    );
    const res = await slowPost('/v3/assets', body, { ...auth, 'content-type': contentType }, 10, 300);
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).payload[0]).toMatchObject({ name: 'Slow link', size: 300_000 });
  }, 15_000);
});
