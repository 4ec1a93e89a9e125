import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appWithSignIns } from '../../../test/helpers';
import { judge } from '../../../test/fuzz/verdict';
import { assets } from '../../db/schema/index';
import { encodeGif, encodeJpeg } from '../../db/seeds/images';
import { multipartBody, type TPart } from './multipart-body';
import { pngOfSize, smallPng } from './test-uploads';

/**
 * The shared fuzzer (test/fuzz.test.ts) walks the OpenAPI document, whose bodies are JSON: it
 * reaches POST /v3/assets only with bodies that are not multipart (415). Here the multipart
 * bodies themselves are fuzzed: parts in any order and number, odd field names and values,
 * files of any kind and size around the limit, cut-off and malformed bodies. Every answer must
 * be the envelope, never a 5xx, and a refused upload stores nothing.
 */
const app = appWithSignIns({ owner: 'owner@acme.test' });
const SEED = 20_261_123;

const images = [smallPng(1), encodeGif(4, 4, () => [1, 2, 3]), encodeJpeg(8, 8, () => [4, 5, 6])];
const arbBytes = fc.oneof(
  fc.constantFrom(...images),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
  fc.constantFrom(Buffer.alloc(0), pngOfSize(1_000_000, 5), pngOfSize(1_000_001, 6)),
  fc.tuple(fc.constantFrom(...images), fc.string()).map(([img, s]) => Buffer.concat([img, Buffer.from(s)])),
  fc.constantFrom(...images).map((img) => img.subarray(0, Math.floor(img.length / 2))),
);
const arbFieldName = fc.oneof(
  fc.constantFrom('name', 'type', 'description', 'file', '__proto__', 'constructor', ''),
  fc.string({ maxLength: 120 }),
);
const arbValue = fc.oneof(
  fc.constantFrom('mms-image', 'Logo', '../../etc/passwd.png', '\u0000', '\uD800', ''),
  fc.string({ maxLength: 300 }),
  fc.string({ minLength: 8000, maxLength: 9000 }),
);
const arbPart: fc.Arbitrary<TPart> = fc.oneof(
  fc.record({ name: arbFieldName, value: arbValue }),
  fc.record({
    name: fc.oneof(fc.constant('file'), arbFieldName),
    filename: fc.oneof(fc.constantFrom('a.png', '../../x.png', 'x"y.gif', ''), fc.string({ maxLength: 40 })),
    bytes: arbBytes,
    contentType: fc.constantFrom('image/png', 'text/html', 'image/svg+xml', 'application/octet-stream'),
  }),
);
/** a valid upload in any order, sometimes with one part more: some of these must pass */
const arbNearValid: fc.Arbitrary<TPart[]> = fc
  .tuple(
    fc.uuid(),
    fc.oneof(fc.constantFrom(...images), arbBytes),
    fc.option(arbValue, { freq: 2 }),
    fc.option(arbPart, { freq: 1 }),
  )
  .chain(([name, bytes, description, extra]) => {
    const parts: TPart[] = [
      { name: 'name', value: name },
      { name: 'type', value: 'mms-image' },
      { name: 'file', filename: 'upload.png', bytes },
      ...(description === null ? [] : [{ name: 'description', value: description }]),
      ...(extra === null ? [] : [extra]),
    ];
    return fc.shuffledSubarray(parts, { minLength: parts.length });
  });
/** how the body is spoiled: not at all, cut short, or its boundary changed */
const arbDamage = fc.constantFrom('none', 'cut', 'boundary', 'no-boundary');

describe('upload fuzz: multipart bodies', () => {
  it('answers every body with the envelope and no 5xx; only a 200 stores an asset', async () => {
    let stored = (await app.t.database.db.select({ id: assets.id }).from(assets)).length;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.array(arbPart, { maxLength: 7 }), arbNearValid),
        arbDamage,
        async (parts, damage) => {
          const { body, contentType } = multipartBody(parts);
          const payload = damage === 'cut' ? body.subarray(0, Math.floor(body.length * 0.6)) : body;
          const type =
            damage === 'boundary'
              ? contentType.replace(/boundary=.*/, 'boundary=other')
              : damage === 'no-boundary'
                ? 'multipart/form-data'
                : contentType;
          const began = performance.now();
          const res = await app.t.app.inject({
            method: 'POST',
            url: '/v3/assets',
            headers: { ...app.as.owner, 'content-type': type },
            payload,
          });
          expect(judge(res, performance.now() - began), `${res.statusCode} ${res.body}`).toEqual([]);
          const now = (await app.t.database.db.select({ id: assets.id }).from(assets)).length;
          expect(now, res.body).toBe(stored + (res.statusCode === 200 ? 1 : 0));
          if (res.statusCode === 200) accepted++;
          stored = now;
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
    console.log(`upload fuzz: 150 bodies, ${accepted} accepted`);
    expect(accepted, 'some bodies are valid uploads').toBeGreaterThan(0);
  }, 120_000);
});
