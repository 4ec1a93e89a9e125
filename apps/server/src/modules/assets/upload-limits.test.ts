import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import jpegJs from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_TEXTS, assetQuotaFullText, assetUploadRateText, tooManyPixelsText } from '@parley/domain';
import { GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { testConfig, type AppConfig } from '../../config';
import { assetBlobs, assets, auditLog } from '../../db/schema/index';
import { encodeGif, encodeJpeg } from '../../db/seeds/images';
import { multipartBody, type TPart } from './multipart-body';
import { jpegWithMetadata, pngOfSize, smallPng, uploadParts } from './test-uploads';

/** One app per block: the limits are configuration. */
function appWith(assetLimits: Partial<AppConfig['assets']> = {}) {
  const held = {} as { t: TestContext; owner: Record<string, string>; globex: Record<string, string> };
  beforeAll(async () => {
    held.t = await buildTestApp({ assets: { ...testConfig().assets, ...assetLimits } });
    held.owner = bearer((await signIn(held.t.app, 'owner@acme.test')).accessToken);
    held.globex = bearer((await signIn(held.t.app, GLOBEX.owner)).accessToken);
  });
  afterAll(() => held.t?.app.close());
  const post = (parts: TPart[], headers = held.owner) => {
    const { body, contentType } = multipartBody(parts);
    return held.t.app.inject({
      method: 'POST',
      url: '/v3/assets',
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });
  };
  const rows = () => held.t.database.db.select().from(assets);
  return { held, post, rows };
}
const errorOf = (res: { json(): { error: unknown[] } }) => res.json().error[0];

/** A real small image whose header is made to claim other dimensions, its CRC fixed. */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(smallPng(5));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
function jpegClaiming(width: number, height: number): Buffer {
  const jpeg = Buffer.from(encodeJpeg(16, 16, () => [10, 20, 30]));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}
function gifClaiming(width: number, height: number): Buffer {
  const gif = Buffer.from(encodeGif(4, 4, () => [1, 2, 3]));
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}

describe('upload: dimensions read from the bytes (decompression bombs)', () => {
  const { held, post, rows } = appWith();

  it.each([
    ['a 15,000 × 15,000 PNG', pngClaiming(15_000, 15_000), 15_000, 15_000],
    ['a 65,500 × 65,500 JPEG', jpegClaiming(65_500, 65_500), 65_500, 65_500],
    ['a 65,535 × 65,535 GIF', gifClaiming(65_535, 65_535), 65_535, 65_535],
    ['a 10,001 × 8 PNG', pngClaiming(10_001, 8), 10_001, 8],
  ])('refuses %s with 400 on the file, storing nothing', async (_what, bytes, width, height) => {
    const before = (await rows()).length;
    const res = await post(uploadParts({ name: `Bomb ${width}×${height}`, bytes }));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'validation',
      field: 'file',
      message: tooManyPixelsText({ width, height }),
    });
    expect((await rows()).length).toBe(before);
    expect(held.t).toBeDefined();
  });

  it('takes a picture at the limits: 10,000 × 4,000 claimed by a real PNG header', async () => {
    const res = await post(uploadParts({ name: 'Wide banner', bytes: pngClaiming(10_000, 4_000) }));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('upload: metadata removed before the image is stored and served', () => {
  const { held, post } = appWith();
  const photo = jpegWithMetadata(encodeJpeg(40, 24, (x, y) => [x * 6, y * 10, 128]));

  it('serves a phone photo without its GPS, camera or comments, and the same picture', async () => {
    expect(photo.includes('GPSLatitude') && photo.includes('ParleyPhone')).toBe(true);
    const res = await post(uploadParts({ name: 'Holiday', bytes: photo, filename: 'IMG_0042.jpg' }));
    expect(res.statusCode, res.body).toBe(200);
    const asset = res.json().payload[0];
    const served = await held.t.app.inject({ method: 'GET', url: new URL(asset.publicUrl).pathname });
    const bytes = served.rawPayload;
    for (const text of [
      'ParleyPhone',
      'serial 0042',
      'GPSLatitude',
      'ns.adobe.com',
      'IPTC',
      'rue de la Paix',
    ])
      expect(bytes.includes(text), text).toBe(false);
    // the GPS IFD's tags (latitude 0x0002, longitude 0x0004, as little-endian IFD entries) are gone
    expect(bytes.includes(Buffer.from([0x25, 0x88]))).toBe(false);
    // size and hash are the stored bytes'
    expect(asset.size).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(photo.length);
    const [blob] = await held.t.database.db
      .select()
      .from(assetBlobs)
      .where(eq(assetBlobs.hash, createHash('sha256').update(bytes).digest('hex')));
    expect(blob).toMatchObject({ size: bytes.length, contentType: 'image/jpeg' });
    // it still decodes, to the same dimensions and pixels
    const decoded = jpegJs.decode(bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([40, 24]);
    expect(
      Buffer.from(decoded.data).equals(Buffer.from(jpegJs.decode(photo, { useTArray: true }).data)),
    ).toBe(true);
  });
});

describe('upload: a retry of the same upload is answered with its asset', () => {
  const { held, post, rows } = appWith();

  it('stores the same name, bytes and description once, answering 200 twice with one asset and one audit row', async () => {
    const parts = uploadParts({ name: 'Retried', description: 'spring', bytes: smallPng(61) });
    const first = await post(parts);
    const again = await post(parts);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payload[0]).toEqual(first.json().payload[0]);
    const named = (await rows()).filter((r) => r.name === 'Retried');
    expect(named).toHaveLength(1);
    const audits = await held.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assets.create'), eq(auditLog.targetId, named[0]!.id)));
    expect(audits).toHaveLength(1);
  });

  it('still answers 409 for the name when the bytes, the description or the name’s case differ', async () => {
    for (const parts of [
      uploadParts({ name: 'Retried', description: 'spring', bytes: smallPng(62) }),
      uploadParts({ name: 'Retried', description: 'summer', bytes: smallPng(61) }),
      uploadParts({ name: 'RETRIED', description: 'spring', bytes: smallPng(61) }),
    ]) {
      const res = await post(parts);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({ code: 'conflict', field: 'name', message: ASSET_TEXTS.nameTaken });
    }
  });
});

describe('upload: the rate per account', () => {
  const { held, post } = appWith({ uploadsPerMinute: 3 });

  it('answers 429 with Retry-After past 3 a minute, for this account only; a retry still answers', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post(uploadParts({ name: `Rate ${i}`, bytes: smallPng(80 + i) }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await post(uploadParts({ name: 'Rate 3', bytes: smallPng(83) }));
    expect(over.statusCode).toBe(429);
    expect(errorOf(over)).toEqual({ code: 'too_many_requests', message: assetUploadRateText(3) });
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // the retry of a stored upload is not a new upload
    expect((await post(uploadParts({ name: 'Rate 0', bytes: smallPng(80) }))).statusCode).toBe(200);
    // another account has its own budget
    const theirs = await post(uploadParts({ name: 'Rate 0', bytes: smallPng(80) }), held.globex);
    expect(theirs.statusCode, theirs.body).toBe(200);
  });
});

describe('upload: the rate holds for uploads at the same time', () => {
  const { post, rows } = appWith({ uploadsPerMinute: 3 });

  it('lets exactly 3 of 6 parallel uploads through; the others get 429', async () => {
    const before = (await rows()).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(uploadParts({ name: `Parallel ${i}`, bytes: smallPng(300 + i) })),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await rows()).length).toBe(before + 3);
  });
});

describe('upload: the storage quota per account', () => {
  const image = smallPng(90);
  const { held, post } = appWith({ quotaBytes: 100_000 });

  it('answers 409 on the file once the account’s images would pass the quota; deleting makes room', async () => {
    // the account's demo images count too
    const { listed } = await listSizes();
    expect(listed).toBeGreaterThan(0);
    const room = 100_000 - listed;
    expect(room).toBeGreaterThan(image.length);
    const padding = await post(
      uploadParts({ name: 'Padding', bytes: pngOfSize(room - image.length + 1, 91) }),
    );
    expect(padding.statusCode, padding.body).toBe(200);
    const full = await post(uploadParts({ name: 'One too many', bytes: image }));
    expect(full.statusCode).toBe(409);
    expect(errorOf(full)).toEqual({
      code: 'conflict',
      field: 'file',
      message: assetQuotaFullText(100_000 - image.length + 1, 100_000, image.length),
    });
    const removed = await held.t.app.inject({
      method: 'DELETE',
      url: `/v3/assets/${padding.json().payload[0].id}`,
      headers: held.owner,
    });
    expect(removed.statusCode).toBe(200);
    expect((await post(uploadParts({ name: 'One too many', bytes: image }))).statusCode).toBe(200);
  });

  async function listSizes() {
    const res = await held.t.app.inject({ method: 'GET', url: '/v3/assets?limit=500', headers: held.owner });
    const items = res.json().payload as Array<{ size: number }>;
    return { listed: items.reduce((n, a) => n + a.size, 0) };
  }
});
