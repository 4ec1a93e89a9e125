import { createHash, randomBytes } from 'node:crypto';
import { assetsResource, type TImageMime } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { assets } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';
import { Blobs } from '../../lib/storage/blobs';
import { databaseStore } from '../../lib/storage/database-store';
import { encodeGif, encodeJpeg, encodePng, type TPixel } from './images';

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** A sunset gradient with a sun: the spring sale banner. */
const banner: TPixel = (x, y) => {
  const sun = Math.hypot(x - 250, y - 70) < 34;
  if (sun) return [255, 214, 102];
  return [clamp(40 + y * 1.3 + x * 0.2), clamp(30 + y * 0.6), clamp(140 - y * 0.5 + x * 0.1)];
};
/** Acme's mark: a ring on white, in 3 colours. */
const logo: TPixel = (x, y) => {
  const r = Math.hypot(x - 31.5, y - 31.5);
  if (r > 18 && r < 28) return [33, 102, 172];
  if (r <= 10) return [244, 109, 67];
  return [255, 255, 255];
};
/** A product shot: a box on a soft backdrop (the JPEG is one colour per 8×8 block). */
const product: TPixel = (x, y) => {
  const inBox = x > 80 && x < 176 && y > 56 && y < 152;
  if (inBox) return [clamp(150 + (x - 80) * 0.6), clamp(95 + (y - 56) * 0.3), 60];
  return [clamp(220 - y * 0.2), clamp(225 - y * 0.2), clamp(235 - x * 0.05)];
};

interface TDemoAsset {
  name: string;
  description: string;
  bytes: () => Buffer;
  mime: TImageMime;
}

/** A few small real images for Acme; the logo twice (the same bytes, stored once). */
const ACME_ASSETS: TDemoAsset[] = [
  {
    name: 'Spring sale banner',
    description: 'Top image of the spring campaign',
    bytes: () => encodePng(320, 160, banner),
    mime: 'image/png',
  },
  { name: 'Store logo', description: 'Acme’s mark', bytes: () => encodeGif(64, 64, logo), mime: 'image/gif' },
  {
    name: 'Store logo (old campaign)',
    description: 'The same file, uploaded again for an older campaign',
    bytes: () => encodeGif(64, 64, logo),
    mime: 'image/gif',
  },
  {
    name: 'product-photo-box',
    description: 'The gift box, for order confirmations',
    bytes: () => encodeJpeg(256, 208, product),
    mime: 'image/jpeg',
  },
];

/** Acme's demo images, while it has none; bytes in the database (the default store). */
export async function seedAssets(db: Db, accounts: DemoAccounts): Promise<void> {
  const accountSid = accounts.acme.accountSid;
  const blobs = new Blobs(databaseStore());
  await addWhileNone(db, { table: assets, account: assets.accountSid }, accountSid, async (tx) => {
    const rows = [];
    for (const [i, asset] of ACME_ASSETS.entries()) {
      const bytes = asset.bytes();
      const hash = createHash('sha256').update(bytes).digest('hex');
      await blobs.add(tx, hash, bytes, asset.mime);
      const when = new Date(Date.UTC(2026, 9, 2 + i * 5, 10 + i));
      rows.push({
        id: demoId(assetsResource, `asset-${i}`),
        accountSid,
        name: asset.name,
        description: asset.description,
        blobHash: hash,
        // random even for demo data: a public URL must not be guessable from this source
        publicToken: randomBytes(16).toString('hex'),
        createdAt: when,
        updatedAt: when,
      });
    }
    return rows;
  });
}
