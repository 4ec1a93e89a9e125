import { and, eq, inArray } from 'drizzle-orm';
import { CARRIER_BUDGETS, MESSAGE_TEXTS, fillText, formatFileSize, type TImageMime } from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { assetBlobs, assets } from '../../db/schema/index';
import { assetPublicPath } from '../../lib/asset-links';
import { badRequest } from '../../lib/errors';
import type { LineLookup } from '../../network/index';

/** An image a message carries. */
export interface TMedia {
  assetId: string;
  size: number;
  /** the public path of its bytes (the webhook's mediaurl, with the site's origin) */
  path: string;
}

const TOLL_FREE_BYTES = CARRIER_BUDGETS.find((b) => b.id === 'toll-free')!.bytes;

/**
 * The account's image, within what the recipient's carrier takes (the network's lookup) and, from
 * a toll-free number, the toll-free routes' budget (CARRIER_BUDGETS).
 */
export async function mediaOf(
  tx: Tx,
  accountSid: string,
  assetId: string,
  line: LineLookup,
  tollFreeSender: boolean,
): Promise<TMedia> {
  const [asset] = await tx
    .select({ id: assets.id, token: assets.publicToken, size: assetBlobs.size, type: assetBlobs.contentType })
    .from(assets)
    .innerJoin(assetBlobs, eq(assetBlobs.hash, assets.blobHash))
    .where(and(eq(assets.accountSid, accountSid), eq(assets.id, assetId)))
    .limit(1);
  if (!asset) throw badRequest(MESSAGE_TEXTS.mediaUnknown, 'mediaAssetId');
  // a landline takes no message at all: the network fails it (30006), whatever its size
  const carrier = line.lineType === 'landline' ? Infinity : line.mmsMaxBytes;
  const budget = Math.min(carrier, tollFreeSender ? TOLL_FREE_BYTES : Infinity);
  if (asset.size > budget)
    throw badRequest(
      fillText(MESSAGE_TEXTS.mediaTooLarge, {
        size: formatFileSize(asset.size),
        budget: formatFileSize(budget),
      }),
      'mediaAssetId',
    );
  return {
    assetId: asset.id,
    size: asset.size,
    path: assetPublicPath(asset.token, asset.type as TImageMime),
  };
}

/**
 * The public paths of the account's images among `assetIds` (one statement for a page of
 * messages): what the inbox shows them from. A deleted image is missing from the map.
 */
export async function mediaPaths(
  db: Db | Tx,
  accountSid: string,
  assetIds: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .select({ id: assets.id, token: assets.publicToken, type: assetBlobs.contentType })
    .from(assets)
    .innerJoin(assetBlobs, eq(assetBlobs.hash, assets.blobHash))
    .where(and(eq(assets.accountSid, accountSid), inArray(assets.id, [...new Set(assetIds)])));
  return new Map(rows.map((r) => [r.id, assetPublicPath(r.token, r.type as TImageMime)]));
}
