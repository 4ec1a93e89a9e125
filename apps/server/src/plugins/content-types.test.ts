import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES } from '@parley/domain';
import { bearer, buildTestApp, signIn, type TestContext } from '../../test/helpers';
import { multipartBody } from '../modules/assets/multipart-body';
import { pngOfSize, uploadParts } from '../modules/assets/test-uploads';

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  auth = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
});
afterAll(() => t.app.close());

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  contentType: string,
  payload: string | Buffer,
) => t.app.inject({ method, url, headers: { ...auth, 'content-type': contentType }, payload });
const refusedAs415 = (res: Awaited<ReturnType<typeof send>>) => {
  expect(res.statusCode, res.body).toBe(415);
  expect(res.json()).toEqual({
    status: 'error',
    payload: [],
    error: [{ code: 'unsupported_media_type', message: OUR_MESSAGES.unsupportedMediaType }],
  });
};

describe('a body in a type the route does not take', () => {
  it('is a 415 for text/plain, even when the text is JSON (it was read as a string and refused as a 400)', async () => {
    const login = JSON.stringify({ username: 'owner@acme.test', password: 'Parley2026demo' });
    refusedAs415(await send('POST', '/v3/auth/login', 'text/plain', login));
    refusedAs415(await send('POST', '/v3/auth/login', 'text/plain; charset=utf-8', 'hello'));
    refusedAs415(await send('PUT', '/v3/user/config/color_scheme', 'TEXT/PLAIN', '{"key":"color_scheme"}'));
    refusedAs415(await send('DELETE', '/v3/webhooks/WH00', 'text/plain', 'x'));
    refusedAs415(await send('POST', '/v3/auth/login', 'application/x-www-form-urlencoded', 'a=b'));
    refusedAs415(await send('POST', '/v3/auth/login', 'application/octet-stream', Buffer.from([0, 1])));
  });

  it('is a 415 for multipart on a JSON route, even beside the upload that takes it', async () => {
    const { body, contentType } = multipartBody([{ name: 'name', value: 'Renamed' }]);
    refusedAs415(await send('PUT', '/v3/assets/AS00', contentType, body));
    refusedAs415(await send('POST', '/v3/auth/login', contentType, body));
  });

  it('leaves JSON, no body, and the upload’s multipart as they were', async () => {
    const ok = await send('POST', '/v3/auth/login', 'application/json; charset=utf-8', '{"username":"x"}');
    expect(ok.statusCode).toBe(400); // read, then refused by the schema
    const logout = await t.app.inject({ method: 'POST', url: '/v3/auth/logout' });
    expect(logout.statusCode).toBe(200);
    const { body, contentType } = multipartBody(
      uploadParts({ name: 'content-type check', bytes: pngOfSize(2000, 7) }),
    );
    const upload = await send('POST', '/v3/assets', contentType, body);
    expect(upload.statusCode, upload.body).toBe(200);
  });
});
