import { and, count, eq } from 'drizzle-orm';
import { ASSET_PATHS, imageExtension, templateAssetInUseMessage, type TImageMime } from '@parley/domain';
import type { Tx } from '../db/client';
import { messageTemplates } from '../db/schema/index';
import { conflict } from './errors';

// What points at an asset from outside the assets module: its public address, and the message
// templates that attach it. Here, not in either module, because both need them.

/** The public URL's path: the token and the usual extension of the detected type. */
export const assetPublicPath = (token: string, mime: TImageMime) =>
  `${ASSET_PATHS.publicPrefix}${token}.${imageExtension(mime)}`;

/**
 * Deleting an asset a template uses is refused (409), not detached: detaching would quietly
 * turn the template's MMS into an SMS. The asset's delete calls this after locking the asset's
 * row, so a template attaching it meanwhile either committed (and is counted) or waits.
 */
export async function refuseDeletingAttachedAsset(tx: Tx, accountSid: string, assetId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.accountSid, accountSid), eq(messageTemplates.assetId, assetId)));
  const n = Number(row?.n ?? 0);
  if (n > 0) throw conflict(templateAssetInUseMessage(n), 'id');
}
