import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { assetBlobs } from '../../db/schema/index';
import { buildTestApp, signIn, bearer, type TestContext } from '../../../test/helpers';
import { startLocalS3 } from '../../../test/local-s3';
import { multipartBody } from '../../modules/assets/multipart-body';
import { pngOfSize, smallPng, uploadParts } from '../../modules/assets/test-uploads';
import type { BlobStore } from './blob-store';
import { Blobs, blobsFor } from './blobs';
import { databaseStore } from './database-store';
import { s3Store } from './s3-store';

/**
 * The storage interface on each store: the database (PGlite, or PostgreSQL with TEST_DB=postgres)
 * and an S3-compatible server (s3rver, started here). The same bytes are kept once and counted.
 */
let t: TestContext;
let s3: Awaited<ReturnType<typeof startLocalS3>>;
beforeAll(async () => {
  [t, s3] = await Promise.all([buildTestApp(), startLocalS3()]);
});
afterAll(async () => {
  await t?.app.close();
  await s3?.stop();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const stores: Array<[string, () => BlobStore]> = [
  ['database', () => databaseStore()],
  ['s3', () => s3Store(s3.config)],
];

describe.each(stores)('the %s store', (name, makeStore) => {
  it('keeps identical bytes once, counts their uses, and removes them with the last', async () => {
    const store = makeStore();
    const blobs = new Blobs(store);
    const db = t.database.db;
    const bytes = pngOfSize(200_000, Math.floor(Math.random() * 1000));
    const hash = sha(bytes);
    const row = () => db.select().from(assetBlobs).where(eq(assetBlobs.hash, hash));
    await db.transaction((tx) => blobs.add(tx, hash, bytes, 'image/png'));
    await db.transaction((tx) => blobs.add(tx, hash, bytes, 'image/png'));
    expect((await row())[0]).toMatchObject({ refCount: 2, size: 200_000, location: store.location });
    expect((await blobs.read(db, { hash, location: store.location }))?.equals(bytes)).toBe(true);

    await db.transaction((tx) => blobs.release(tx, hash));
    expect((await row())[0]).toMatchObject({ refCount: 1 });
    expect((await store.get(db, hash))?.equals(bytes)).toBe(true);

    await db.transaction((tx) => blobs.release(tx, hash));
    expect(await row()).toEqual([]);
    if (!store.transactional) {
      // an object store's bytes wait for the sweep: a commit that failed would have lost them
      expect((await store.get(db, hash))?.equals(bytes)).toBe(true);
      expect(await blobs.sweep(db)).toBeGreaterThanOrEqual(1);
    }
    expect(await store.get(db, hash)).toBeNull();
    await store.close?.();
  });

  it('writes nothing when the transaction that added the bytes rolls back (database) ', async () => {
    const store = makeStore();
    const blobs = new Blobs(store);
    const bytes = smallPng(4242);
    const hash = sha(bytes);
    await expect(
      t.database.db.transaction(async (tx) => {
        await blobs.add(tx, hash, bytes, 'image/png');
        throw new Error('the asset insert failed');
      }),
    ).rejects.toThrow('the asset insert failed');
    expect(await t.database.db.select().from(assetBlobs).where(eq(assetBlobs.hash, hash))).toEqual([]);
    // the object store is outside the transaction: its object stays until the sweep
    if (!store.transactional) await blobs.sweep(t.database.db);
    expect(await store.get(t.database.db, hash)).toBeNull();
    await store.close?.();
  });

  it('a sweep keeps the bytes a committed row uses', async () => {
    const store = makeStore();
    const blobs = new Blobs(store);
    const db = t.database.db;
    const kept = smallPng(777);
    await db.transaction((tx) => blobs.add(tx, sha(kept), kept, 'image/png'));
    await blobs.sweep(db);
    expect((await store.get(db, sha(kept)))?.equals(kept)).toBe(true);
    await db.transaction((tx) => blobs.release(tx, sha(kept)));
    await blobs.sweep(db);
    expect(await store.get(db, sha(kept))).toBeNull();
    await store.close?.();
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can show the sweep waiting on the
  // lock; the database store is swept by its own transactions and has nothing to wait for.
  it.skipIf(name === 'database')(
    'a sweep waits for an upload of the same bytes still in its transaction, and keeps them',
    async (context) => {
      if (t.database.kind !== 'postgres') return context.skip();
      const store = makeStore();
      const blobs = new Blobs(store);
      const db = t.database.db;
      const late = smallPng(778);
      let inTransaction!: () => void;
      const started = new Promise<void>((resolve) => (inTransaction = resolve));
      let finish!: () => void;
      const upload = db.transaction(async (tx) => {
        await blobs.add(tx, sha(late), late, 'image/png');
        inTransaction();
        await new Promise<void>((resolve) => (finish = resolve));
      });
      await started;
      let swept = false;
      const sweep = blobs.sweep(db).then(() => (swept = true));
      // the sweep has found the object and now waits on the upload's lock on its hash
      await expect
        .poll(
          async () =>
            // both drivers answer { rows }; drizzle types the answer per driver
            (
              (await db.execute(
                sql`select 1 from pg_locks where locktype = 'advisory' and not granted`,
              )) as unknown as { rows: unknown[] }
            ).rows.length,
          { timeout: 10_000, interval: 20 },
        )
        .toBeGreaterThan(0);
      expect(swept).toBe(false);
      finish();
      await Promise.all([upload, sweep]);
      expect((await store.get(db, sha(late)))?.equals(late)).toBe(true);
      await db.transaction((tx) => blobs.release(tx, sha(late)));
      await blobs.sweep(db);
      await store.close?.();
    },
  );
});

describe('the API with an S3-compatible store configured', () => {
  let app: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({
      assets: { ...testConfig().assets, publicUrl: 'https://portal.example.com', s3: s3.config },
    });
    auth = bearer((await signIn(app.app, 'owner@acme.test')).accessToken);
  });
  afterAll(() => app?.app.close());
  const objects = () => {
    const dir = join(s3.directory, s3.config.bucket);
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
  };

  it('uploads into the bucket, serves from it, keeps the demo images that are in the database, and deletes', async () => {
    const bytes = pngOfSize(1_000_000, 31);
    const { body, contentType } = multipartBody(uploadParts({ name: 'From S3', bytes }));
    const res = await app.app.inject({
      method: 'POST',
      url: '/v3/assets',
      headers: { ...auth, 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const asset = res.json().payload[0];
    expect(asset.publicUrl).toMatch(/^https:\/\/portal\.example\.com\/media\/[0-9a-f]{32}\.png$/);
    const [blob] = await app.database.db
      .select()
      .from(assetBlobs)
      .where(eq(assetBlobs.hash, sha(bytes)));
    expect(blob).toMatchObject({ location: 's3', refCount: 1 });
    expect(objects().some((o) => o.includes(sha(bytes)))).toBe(true);

    const path = new URL(asset.publicUrl).pathname;
    const served = await app.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const [banner] = (
      await app.app.inject({ method: 'GET', url: '/v3/assets?q=banner', headers: auth })
    ).json().payload;
    expect(
      (await app.app.inject({ method: 'GET', url: new URL(banner.publicUrl).pathname })).statusCode,
    ).toBe(200);

    await app.app.inject({ method: 'DELETE', url: `/v3/assets/${asset.id}`, headers: auth });
    expect((await app.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await blobsFor(app.app.config.assets).sweep(app.database.db);
    expect(objects().some((o) => o.includes(sha(bytes)))).toBe(false);
  });

  it('leaves no object behind an upload refused for its name, once swept', async () => {
    const bytes = pngOfSize(50_000, 77);
    const upload = () => {
      const { body, contentType } = multipartBody(uploadParts({ name: 'Taken name', bytes }));
      return app.app.inject({
        method: 'POST',
        url: '/v3/assets',
        headers: { ...auth, 'content-type': contentType },
        payload: body,
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    const other = pngOfSize(50_000, 78);
    const { body, contentType } = multipartBody(uploadParts({ name: 'Taken name', bytes: other }));
    const refused = await app.app.inject({
      method: 'POST',
      url: '/v3/assets',
      headers: { ...auth, 'content-type': contentType },
      payload: body,
    });
    expect(refused.statusCode).toBe(409);
    await blobsFor(app.app.config.assets).sweep(app.database.db);
    expect(objects().some((o) => o.includes(sha(other)))).toBe(false);
    expect(objects().some((o) => o.includes(sha(bytes)))).toBe(true);
    await app.app.inject({
      method: 'DELETE',
      url: `/v3/assets/${first.json().payload[0].id}`,
      headers: auth,
    });
  });

  it('answers 503 in the envelope when the store cannot be reached, storing nothing', async () => {
    const down = await buildTestApp({
      assets: {
        ...testConfig().assets,
        publicUrl: 'http://localhost',
        s3: { ...s3.config, endpoint: 'http://127.0.0.1:9' },
      },
    });
    try {
      const token = bearer((await signIn(down.app, 'owner@acme.test')).accessToken);
      const { body, contentType } = multipartBody(uploadParts({ name: 'Nowhere', bytes: smallPng(555) }));
      const res = await down.app.inject({
        method: 'POST',
        url: '/v3/assets',
        headers: { ...token, 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error[0].code).toBe('unavailable');
      const names = (
        await down.app.inject({ method: 'GET', url: '/v3/assets?q=Nowhere', headers: token })
      ).json();
      expect(names.payload).toEqual([]);
    } finally {
      await down.app.close();
    }
  });
});
