import { mkdtempSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ASSET_TEXTS, OUR_MESSAGES, assetUnknownField } from '@parley/domain';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';
import { assetBlobBytes, assetBlobs, assets, auditLog } from '../../db/schema/index';
import { encodeGif, encodeJpeg } from '../../db/seeds/images';
import { multipartBody, type TPart } from './multipart-body';
import { pngOfSize, smallPng, uploadParts } from './test-uploads';

const app = appWithSignIns({
  owner: 'owner@acme.test',
  supervisor: 'supervisor@acme.test',
  agent: 'agent@acme.test',
  globex: GLOBEX.owner,
});
const { get, send, as } = app;

const post = (parts: TPart[], headers: Record<string, string> = as.owner) => {
  const { body, contentType } = multipartBody(parts);
  return app.t.app.inject({
    method: 'POST',
    url: '/v3/assets',
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
};
const publicPath = (asset: { publicUrl: string }) => new URL(asset.publicUrl).pathname;
const fetchPublic = (path: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url: path, headers });
const counts = async () => {
  const db = app.t.database.db;
  return {
    assets: (await db.select().from(assets)).length,
    blobs: (await db.select().from(assetBlobs)).length,
    bytes: (await db.select({ hash: assetBlobBytes.hash }).from(assetBlobBytes)).length,
  };
};
let n = 0;
const unique = (what: string) => `${what} ${++n}`;
const errorOf = (res: { json(): { error: unknown[] } }) => res.json().error[0];

describe('upload: the size limit, enforced while streaming', () => {
  it('takes exactly 1,000,000 bytes and refuses 1,000,001 with the spec’s message, storing nothing', async () => {
    const ok = await post(uploadParts({ name: unique('limit'), bytes: pngOfSize(1_000_000, 1) }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().payload[0]).toMatchObject({ size: 1_000_000, contentType: 'image/png' });

    const dir = mkdtempSync(join(tmpdir(), 'parley-upload-'));
    vi.stubEnv('TMPDIR', dir); // where a temporary file would go: it must stay empty
    const before = await counts();
    const over = await post(uploadParts({ name: unique('limit'), bytes: pngOfSize(1_000_001, 2) }));
    vi.unstubAllEnvs();
    expect(over.statusCode).toBe(413);
    expect(errorOf(over)).toEqual({
      code: 'payload_too_large',
      field: 'file',
      message: ASSET_TEXTS.overLimit,
    });
    expect(await counts()).toEqual(before);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an empty file and an upload without one', async () => {
    const empty = await post(uploadParts({ name: unique('empty'), bytes: Buffer.alloc(0) }));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({ field: 'file', message: ASSET_TEXTS.fileEmpty });
    const none = await post(uploadParts().filter((p) => p.name !== 'file'));
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)).toMatchObject({ field: 'file', message: ASSET_TEXTS.fileRequired });
  });

  it('refuses two files, too many fields, an unknown field, a repeated field and an oversize text field', async () => {
    const before = await counts();
    const twoFiles = await post([
      ...uploadParts({ name: unique('two') }),
      { name: 'file', filename: 'b.png', bytes: smallPng(9) },
    ]);
    expect(twoFiles.statusCode).toBe(413);
    expect(errorOf(twoFiles)).toMatchObject({ message: ASSET_TEXTS.oneFileOnly });
    const fields = await post([
      ...uploadParts({ name: unique('fields'), description: 'a' }),
      { name: 'description', value: 'b' },
      { name: 'description', value: 'c' },
    ]);
    expect(fields.statusCode).toBe(413);
    expect(errorOf(fields)).toMatchObject({ code: 'payload_too_large', message: ASSET_TEXTS.tooManyFields });
    const unknown = await post([
      ...uploadParts({ name: unique('unknown') }).slice(0, 2),
      { name: 'accountSid', value: GLOBEX.accountSid },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({ field: 'accountSid', message: assetUnknownField('accountSid') });
    const repeated = await post([{ name: 'name', value: 'x' }, ...uploadParts({ name: unique('repeated') })]);
    expect(repeated.statusCode).toBe(400);
    expect(errorOf(repeated)).toMatchObject({ field: 'name', message: ASSET_TEXTS.tooManyFields });
    const long = await post(uploadParts({ name: unique('long'), description: 'd'.repeat(9000) }));
    expect(long.statusCode).toBe(413);
    expect(errorOf(long)).toMatchObject({ field: 'description', message: ASSET_TEXTS.fieldTooLong });
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not multipart, and checks the fields with the form’s schema', async () => {
    const json = await send('POST', '/v3/assets', { name: 'x', type: 'mms-image' });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json)).toMatchObject({ message: ASSET_TEXTS.notMultipart });
    const noName = await post(uploadParts({ name: '   ' }));
    expect(errorOf(noName)).toMatchObject({ field: 'name', message: ASSET_TEXTS.nameRequired });
    const audio = await post(uploadParts({ name: unique('audio'), type: 'audio' }));
    expect(errorOf(audio)).toMatchObject({ field: 'type', message: ASSET_TEXTS.typeUnknown });
    const nul = await post(uploadParts({ name: 'a\u0000b' }));
    expect(errorOf(nul)).toMatchObject({ field: 'name', message: OUR_MESSAGES.unstorableText });
  });
});

describe('upload: the type from the bytes', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
  );
  const html = Buffer.from('<!doctype html><title>x</title><script>alert(document.cookie)</script>');
  const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  it.each([
    ['SVG', svg, 'logo.svg'],
    ['SVG named .png', svg, 'logo.png'],
    ['HTML named .png', html, 'page.png'],
    ['a PDF renamed to .png', pdf, 'invoice.png'],
  ])('refuses %s with 415 and a clear message', async (_what, bytes, filename) => {
    const before = await counts();
    const res = await post(uploadParts({ name: unique('type'), bytes, filename }));
    expect(res.statusCode).toBe(415);
    expect(errorOf(res)).toEqual({
      code: 'unsupported_media_type',
      field: 'file',
      message: ASSET_TEXTS.unsupportedType,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a PNG with a script appended after its IEND', async () => {
    const bytes = Buffer.concat([smallPng(3), Buffer.from('<script>alert(1)</script>')]);
    const res = await post(uploadParts({ name: unique('appended'), bytes }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ field: 'file', message: ASSET_TEXTS.trailingData });
  });

  it('takes a JPEG named .png and a GIF sent as text/plain as what their bytes are', async () => {
    const jpeg = await post(
      uploadParts({ name: unique('jpeg'), bytes: encodeJpeg(16, 16, () => [9, 99, 199]), filename: 'x.png' }),
    );
    expect(jpeg.json().payload[0]).toMatchObject({ contentType: 'image/jpeg' });
    expect(jpeg.json().payload[0].publicUrl).toMatch(/\/media\/[0-9a-f]{32}\.jpg$/);
    const gif = await post([
      { name: 'name', value: unique('gif') },
      { name: 'type', value: 'mms-image' },
      {
        name: 'file',
        filename: 'notes.txt',
        bytes: encodeGif(4, 4, () => [1, 2, 3]),
        contentType: 'text/plain',
      },
    ]);
    expect(gif.json().payload[0]).toMatchObject({ contentType: 'image/gif' });
  });
});

describe('names', () => {
  it('are unique per account, case ignored, on upload (409 with the spec’s text) and rename (409 with its own)', async () => {
    const first = (await post(uploadParts({ name: 'Summer promo' }))).json().payload[0];
    // other bytes each time: the same upload again is a retry, answered with its asset (upload-limits.test.ts)
    for (const [i, name] of ['Summer promo', 'summer PROMO', '  Summer promo '].entries()) {
      const res = await post(uploadParts({ name, bytes: smallPng(700 + i) }));
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({ code: 'conflict', field: 'name', message: ASSET_TEXTS.nameTaken });
    }
    const other = (await post(uploadParts({ name: 'Winter promo' }))).json().payload[0];
    const rename = await send('PUT', `/v3/assets/${other.id}`, { name: 'SUMMER promo' });
    expect(rename.statusCode).toBe(409);
    // the spec's text speaks of the upload ('override the name on upload'): a rename has its own
    expect(errorOf(rename)).toEqual({ code: 'conflict', field: 'name', message: ASSET_TEXTS.renameTaken });
    const theirs = await post(uploadParts({ name: 'Summer promo' }), as.globex);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().payload[0].id).not.toBe(first.id);
  });

  it('are display names only: a path or 255 characters is a name; 300 characters are refused', async () => {
    const odd = await post(uploadParts({ name: '../../etc/passwd.png', filename: '../../etc/passwd.png' }));
    expect(odd.statusCode).toBe(200);
    const asset = odd.json().payload[0];
    expect(asset.name).toBe('../../etc/passwd.png');
    expect(asset.id).toMatch(/^AS[0-9a-f]{32}$/);
    expect(publicPath(asset)).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect((await fetchPublic(publicPath(asset))).statusCode).toBe(200);
    expect((await post(uploadParts({ name: 'n'.repeat(255) }))).statusCode).toBe(200);
    const long = await post(uploadParts({ name: 'n'.repeat(300) }));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toMatchObject({ field: 'name', message: ASSET_TEXTS.nameTooLong });
  });
});

describe('the list', () => {
  it('is sorted by name, case ignored, and searched case-insensitively on name', async () => {
    const all = (await get('/v3/assets?limit=500')).json().payload as Array<{ name: string }>;
    const names = all.map((a) => a.name.toLowerCase());
    expect(names).toEqual(names.toSorted());
    const found = (await get('/v3/assets?q=store%20LOGO')).json().payload as Array<{ name: string }>;
    expect(found.map((a) => a.name)).toEqual(['Store logo', 'Store logo (old campaign)']);
    expect((await get('/v3/assets?q=%25')).json().payload).toEqual([]);
  });

  it('shows size, type, public URL and dates of Acme’s demo images', async () => {
    const [banner] = (await get('/v3/assets?q=spring%20sale')).json().payload;
    expect(banner).toMatchObject({ name: 'Spring sale banner', type: 'mms-image', contentType: 'image/png' });
    expect(banner.size).toBeGreaterThan(100);
    expect(banner.modificationDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    const image = await fetchPublic(publicPath(banner));
    expect(image.rawPayload.length).toBe(banner.size);
  });
});

describe('access', () => {
  it('lets a supervisor upload; an agent gets 403 and no session 401', async () => {
    expect((await post(uploadParts({ name: unique('supervisor') }), as.supervisor)).statusCode).toBe(200);
    expect((await post(uploadParts({ name: unique('agent') }), as.agent)).statusCode).toBe(403);
    expect((await post(uploadParts({ name: unique('anonymous') }), {})).statusCode).toBe(401);
    expect((await get('/v3/assets', as.agent)).statusCode).toBe(403);
  });

  describe('over a socket: refused before the body is read', () => {
    let port = 0;
    afterAll(async () => {
      await app.t.app.server.close();
    });
    /** Sends the headers of a 2 MB upload and no body: an answer can only come from the headers. */
    const answerWithoutBody = async (authorization?: string, waitMs = 10_000) => {
      if (!port) {
        await app.t.app.listen({ port: 0, host: '127.0.0.1' });
        port = (app.t.app.server.address() as { port: number }).port;
      }
      return new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            [
              'POST /v3/assets HTTP/1.1',
              'Host: 127.0.0.1',
              'Content-Type: multipart/form-data; boundary=xyz',
              'Content-Length: 2000000',
              ...(authorization ? [`Authorization: ${authorization}`] : []),
              '',
              '',
            ].join('\r\n'),
          );
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += String(chunk);
          if (text.includes('\r\n\r\n')) {
            socket.destroy();
            resolve(text.split('\r\n')[0]!);
          }
        });
        socket.on('error', reject);
        setTimeout(() => reject(new Error('no answer without the body')), waitMs).unref();
      });
    };

    it('answers 401 and 403 from the headers alone', async () => {
      expect(await answerWithoutBody()).toBe('HTTP/1.1 401 Unauthorized');
      expect(await answerWithoutBody(as.agent.authorization)).toBe('HTTP/1.1 403 Forbidden');
    });

    it('while a permitted caller’s upload waits for its body (the check is not simply a timeout)', async () => {
      await expect(answerWithoutBody(as.owner.authorization, 1_500)).rejects.toThrow(
        'no answer without the body',
      );
    }, 10_000);
  });
});

describe('the public URL', () => {
  it('serves the image without a session: detected type, nosniff, fixed disposition, long cache', async () => {
    const bytes = encodeGif(8, 8, (x) => [x * 30, 10, 10]);
    const asset = (await post(uploadParts({ name: unique('public'), bytes, filename: 'evil".html' }))).json()
      .payload[0];
    expect(asset.publicUrl.startsWith(app.t.config.assets.publicUrl)).toBe(true);
    for (const headers of [{}, as.owner, as.globex]) {
      const res = await fetchPublic(publicPath(asset), 'GET', headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'image/gif',
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline; filename="image.gif"',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
    const etag = String((await fetchPublic(publicPath(asset))).headers.etag);
    expect((await fetchPublic(publicPath(asset), 'GET', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers HEAD as a carrier checks it: length and type, no body', async () => {
    const [asset] = (await get('/v3/assets?q=product')).json().payload;
    const head = await fetchPublic(publicPath(asset), 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers['content-length']).toBe(String(asset.size));
    expect(head.rawPayload.length).toBe(0);
  });

  it('is 404 for an unknown token, a wrong extension, or something that is not a token', async () => {
    const [asset] = (await get('/v3/assets?q=spring')).json().payload;
    const path = publicPath(asset);
    for (const bad of [
      '/media/0123456789abcdef0123456789abcdef.png',
      path.replace('.png', '.gif'),
      path.replace('.png', ''),
      '/media/..%2F..%2Fetc%2Fpasswd',
      `/media/${asset.id}.png`,
    ]) {
      const res = await fetchPublic(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect((await fetchPublic(bad, 'HEAD')).statusCode, bad).toBe(404);
    }
  });

  it('answers 404 once its asset is deleted; bytes shared with another asset stay for that one', async () => {
    const bytes = smallPng(77);
    const a = (await post(uploadParts({ name: unique('shared'), bytes }))).json().payload[0];
    const b = (await post(uploadParts({ name: unique('shared'), bytes }))).json().payload[0];
    expect(publicPath(a)).not.toBe(publicPath(b));
    const db = app.t.database.db;
    const blobRows = () => db.select().from(assetBlobs).where(eq(assetBlobs.size, bytes.length));
    const [blob] = await blobRows();
    expect(blob).toMatchObject({ refCount: 2, location: 'database' });

    expect((await send('DELETE', `/v3/assets/${a.id}`)).statusCode).toBe(200);
    expect((await fetchPublic(publicPath(a))).statusCode).toBe(404);
    expect((await fetchPublic(publicPath(a), 'HEAD')).statusCode).toBe(404);
    expect((await fetchPublic(publicPath(b))).rawPayload.equals(bytes)).toBe(true);
    expect((await blobRows())[0]).toMatchObject({ refCount: 1 });

    expect((await send('DELETE', `/v3/assets/${b.id}`)).statusCode).toBe(200);
    expect(await blobRows()).toEqual([]);
    expect(await db.select().from(assetBlobBytes).where(eq(assetBlobBytes.hash, blob!.hash))).toEqual([]);
    expect((await get(`/v3/assets/${b.id}`)).statusCode).toBe(404);
  });
});

describe('the same bytes at the same time', () => {
  it('counts parallel uploads of identical bytes and frees them after parallel deletes', async () => {
    const bytes = smallPng(4321);
    const uploads = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(uploadParts({ name: `Parallel ${i}`, bytes }))),
    );
    for (const res of uploads) expect(res.statusCode, res.body).toBe(200);
    const db = app.t.database.db;
    const rows = () => db.select().from(assetBlobs).where(eq(assetBlobs.size, bytes.length));
    expect((await rows()).map((r) => r.refCount)).toEqual([6]);
    const ids = uploads.map((r) => r.json().payload[0].id as string);
    const deletes = await Promise.all(ids.map((id) => send('DELETE', `/v3/assets/${id}`)));
    for (const res of deletes) expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toEqual([]);
  });
});

describe('changes', () => {
  it('renames and describes an asset without touching its bytes or URL, each change audited', async () => {
    const asset = (await post(uploadParts({ name: unique('audit') }))).json().payload[0];
    const changed = await send('PUT', `/v3/assets/${asset.id}`, {
      name: unique('renamed'),
      description: 'New words',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload[0]).toMatchObject({
      publicUrl: asset.publicUrl,
      size: asset.size,
      description: 'New words',
    });
    expect(changed.json().payload[0].modificationDate >= asset.modificationDate).toBe(true);
    await send('DELETE', `/v3/assets/${asset.id}`);
    const audit = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, asset.id), eq(auditLog.accountSid, ACME)));
    expect(audit.map((a) => a.action).sort()).toEqual(['assets.create', 'assets.delete', 'assets.update']);
  });
});
