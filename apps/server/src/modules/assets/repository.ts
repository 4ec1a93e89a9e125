import { randomBytes } from 'node:crypto';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TAsset, TAssetUpdate, TImageMime } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { assetBlobs, assets } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import type { Scope } from '../../lib/resource-routes';
import { sortBy, tableRepository } from '../../lib/table-repository';
import { assetPublicPath, refuseDeletingAttachedAsset } from '../../lib/asset-links';
import type { Blobs } from '../../lib/storage/blobs';

/** Ids a person cannot guess or count: 'AS' and 128 random bits. */
/** The public URL's secret: 128 random bits, apart from the id (which the API shows to readers). */
export const newPublicToken = () => randomBytes(16).toString('hex');

const blobField = (column: PgColumn) =>
  sql`(select ${column} from ${assetBlobs} where ${assetBlobs.hash} = ${assets.blobHash})`;

/** The account's assets: sorted by name (case ignored), searched on name; sizes and types from the blob. */
export function assetsRepository(blobs: Blobs, publicUrl: string) {
  const toItem = (row: Record<string, unknown>): TAsset => {
    const contentType = row.contentType as TImageMime;
    return {
      ...(row as Omit<TAsset, 'created' | 'modificationDate' | 'publicUrl' | 'size'>),
      size: Number(row.size),
      // the column read as publicUrl is the token: the URL is made from it and the detected type
      publicUrl: `${publicUrl}${assetPublicPath(String(row.publicUrl), contentType)}`,
      created: (row.created as Date).toISOString(),
      modificationDate: (row.modificationDate as Date).toISOString(),
    };
  };
  return tableRepository<TAsset, never, TAssetUpdate>(
    {
      table: assets,
      account: assets.accountSid,
      id: assets.id,
      columns: {
        id: assets.id,
        name: assets.name,
        description: assets.description,
        type: assets.type,
        size: blobField(assetBlobs.size).mapWith(Number).as('size'),
        contentType: blobField(assetBlobs.contentType).as('content_type'),
        publicUrl: assets.publicToken,
        created: assets.createdAt,
        modificationDate: assets.updatedAt,
      },
      sort: {
        name: sortBy.text(sql`lower(${assets.name})`),
        modificationDate: sortBy.timestamp(assets.updatedAt),
        size: sortBy.integer(blobField(assetBlobs.size)),
      },
      search: (q) => ilike(assets.name, likePattern(q)),
      toItem,
      toUpdate: (input) => ({ ...input, updatedAt: sql`now()` }),
      internal: { account_sid: 'the owning account', blob_hash: 'the bytes, shared by equal uploads' },
    },
    (base) => ({
      /**
       * the asset as it was; its blob loses one use (the bytes go with the last). Locked first, so
       * a template attaching it meanwhile is either counted or waits; one in use is a 409.
       */
      async remove(tx: Tx, scope: Scope, id: string) {
        const [row] = await tx
          .select({ blobHash: assets.blobHash })
          .from(assets)
          .where(and(eq(assets.accountSid, scope.accountId), eq(assets.id, id)))
          .for('update')
          .limit(1);
        if (!row) return null;
        await refuseDeletingAttachedAsset(tx, scope.accountId, id);
        const removed = await base.remove(tx, scope, id);
        if (removed) await blobs.release(tx, row.blobHash);
        return removed;
      },
    }),
  );
}

/** The row of a public URL's token: what to serve, or null (unknown, or its asset deleted). */
export async function assetByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      hash: assetBlobs.hash,
      size: assetBlobs.size,
      contentType: assetBlobs.contentType,
      location: assetBlobs.location,
    })
    .from(assets)
    .innerJoin(assetBlobs, eq(assetBlobs.hash, assets.blobHash))
    .where(eq(assets.publicToken, token))
    .limit(1);
  return row ?? null;
}
