import { describe, expect, it } from 'vitest';
import { ASSET_TEXTS } from '@parley/domain';
import { appWithSignIns } from '../../../test/helpers';
import { encodePng } from '../../db/seeds/images';
import { multipartBody, type TPart } from './multipart-body';

const app = appWithSignIns({ owner: 'owner@acme.test' });
const upload = (parts: TPart[], headers = app.as.owner) => {
  const { body, contentType } = multipartBody(parts);
  return app.t.app.inject({
    method: 'POST',
    url: '/v3/assets',
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
};
const png = encodePng(8, 8, () => [1, 2, 3]);

describe('smoke', () => {
  it('uploads', async () => {
    const res = await upload([
      { name: 'name', value: 'Smoke' },
      { name: 'type', value: 'mms-image' },
      { name: 'file', filename: 'a.png', bytes: png },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const asset = res.json().payload[0];
    console.log(asset);
    const pub = await app.t.app.inject({ method: 'GET', url: new URL(asset.publicUrl).pathname });
    expect(pub.statusCode).toBe(200);
    console.log(pub.headers);
    const head = await app.t.app.inject({ method: 'HEAD', url: new URL(asset.publicUrl).pathname });
    console.log(head.statusCode, head.headers, head.rawPayload.length);
    expect(ASSET_TEXTS.nameTaken).toBeTruthy();
  });
});
