import { and, eq, gt, sql } from 'drizzle-orm';
import { ASSET_TEXTS, assetQuotaFullText, assetUploadRateText, assetsResource } from '@parley/domain';
import type { AssetConfig } from '../../config';
import type { Tx } from '../../db/client';
import { assetBlobs, assets, auditLog } from '../../db/schema/index';
import { auditAction } from '../../lib/audit';
import { conflict, tooManyRequests } from '../../lib/errors';
import type { Scope } from '../../lib/resource-routes';
import type { Blobs } from '../../lib/storage/blobs';
import { newId } from '../../db/ids';
import { newPublicToken } from './repository';
import type { TUpload } from './upload';

/** The audit action of a stored upload: also what the upload rate counts. */
export const UPLOAD_ACTION = { resource: assetsResource.name, operation: 'create' } as const;

export type TStored = { created: true; id: string } | { created: false; id: string };

/**
 * Stores an upload in the caller's transaction, under a lock per account so the account's
 * uploads take turns: what the checks count cannot change under them, whichever process runs
 * them. In order:
 * - the same name (case ignored) already taken: by this very upload (same name, bytes,
 *   description and type: a retry of an upload whose answer was lost, say after a cut at
 *   COMMIT) the asset as it is, stored once; by another, the spec's 409;
 * - the account's stored uploads in the last minute (its audit rows, written with each upload):
 *   429 with Retry-After once `uploadsPerMinute` are there;
 * - the bytes of its assets together, plus these: 409 past `quotaBytes`.
 */
export async function storeUpload(
  tx: Tx,
  scope: Scope,
  upload: TUpload,
  hash: string,
  { blobs, limits }: { blobs: Blobs; limits: Pick<AssetConfig, 'quotaBytes' | 'uploadsPerMinute'> },
): Promise<TStored> {
  const account = scope.accountId;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`assets-account:${account}`}, 0))`);
  const description = upload.fields.description ?? '';

  const [same] = await tx
    .select({
      id: assets.id,
      name: assets.name,
      description: assets.description,
      type: assets.type,
      blobHash: assets.blobHash,
    })
    .from(assets)
    .where(and(eq(assets.accountSid, account), sql`lower(${assets.name}) = lower(${upload.fields.name})`))
    .limit(1);
  if (same) {
    const retried =
      same.name === upload.fields.name &&
      same.blobHash === hash &&
      same.description === description &&
      same.type === upload.fields.type;
    if (retried) return { created: false, id: same.id };
    throw conflict(ASSET_TEXTS.nameTaken, 'name');
  }

  // the rate and the quota in one statement: an upload costs as few round trips as it can
  const window = and(
    eq(auditLog.accountSid, account),
    eq(auditLog.action, auditAction(UPLOAD_ACTION.resource, UPLOAD_ACTION.operation)),
    gt(auditLog.at, sql`now() - interval '1 minute'`),
  );
  const [usage] = await tx
    .select({
      recent: sql<number>`(select count(*)::int from ${auditLog} where ${window})`,
      // seconds until the oldest upload in the window leaves it
      frees: sql<
        number | null
      >`(select ceil(extract(epoch from (min(${auditLog.at}) + interval '1 minute' - now())))::int from ${auditLog} where ${window})`,
      used: sql<number>`(select coalesce(sum(${assetBlobs.size}), 0)::bigint from ${assets} join ${assetBlobs} on ${assetBlobs.hash} = ${assets.blobHash} where ${assets.accountSid} = ${account})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  if (usage!.recent >= limits.uploadsPerMinute)
    throw tooManyRequests(assetUploadRateText(limits.uploadsPerMinute), usage!.frees ?? 60);
  const used = usage!.used;
  if (used + upload.bytes.length > limits.quotaBytes)
    throw conflict(assetQuotaFullText(used, limits.quotaBytes, upload.bytes.length), 'file');

  const id = newId(assetsResource);
  await blobs.add(tx, hash, upload.bytes, upload.mime);
  await tx.insert(assets).values({
    id,
    accountSid: account,
    name: upload.fields.name,
    description,
    type: upload.fields.type,
    blobHash: hash,
    publicToken: newPublicToken(),
  });
  return { created: true, id };
}
