import { eq } from 'drizzle-orm';
import { assetBlobBytes } from '../../db/schema/index';
import type { BlobStore } from './blob-store';

/** Bytes in PostgreSQL (bytea): the default, so the embedded database and one server need nothing else. */
export function databaseStore(): BlobStore {
  return {
    location: 'database',
    async put(tx, hash, bytes) {
      await tx.insert(assetBlobBytes).values({ hash, bytes }).onConflictDoNothing();
    },
    async get(db, hash) {
      const [row] = await db
        .select({ bytes: assetBlobBytes.bytes })
        .from(assetBlobBytes)
        .where(eq(assetBlobBytes.hash, hash))
        .limit(1);
      return row?.bytes ?? null;
    },
    async remove(tx, hash) {
      await tx.delete(assetBlobBytes).where(eq(assetBlobBytes.hash, hash));
    },
  };
}
