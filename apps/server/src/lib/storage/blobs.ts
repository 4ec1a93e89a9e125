import { eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { assetBlobs } from '../../db/schema/index';
import type { BlobStore, TBlobLocation } from './blob-store';
import { databaseStore } from './database-store';
import { s3Store } from './s3-store';

export interface BlobInfo {
  hash: string;
  size: number;
  contentType: string;
  location: TBlobLocation;
}

/**
 * Identical bytes stored once: a blob row per content hash counts the assets using it. The row is
 * locked by the insert or the decrement, so an upload and a delete of the same bytes take turns:
 * the bytes are written by whoever creates the row and removed by whoever drops it to zero, both
 * inside that transaction. An object store is outside the transaction, so there the last release
 * drops the row only, and `sweep` removes the objects no committed row uses: a failed commit then
 * never loses bytes a row still names, and the object of an upload whose transaction failed (a
 * name already taken, say) does not stay for ever. Both take an advisory lock on the hash, so a
 * sweep waits for an upload of the same bytes that is still in its transaction.
 */
export class Blobs {
  private readonly stores: Partial<Record<TBlobLocation, BlobStore>>;

  constructor(
    /** where new bytes go */
    readonly writer: BlobStore,
    others: BlobStore[] = [],
  ) {
    this.stores = Object.fromEntries([...others, writer].map((s) => [s.location, s]));
  }

  /** Adds one use of these bytes, writing them when no asset had them yet. */
  async add(tx: Tx, hash: string, bytes: Buffer, contentType: string): Promise<BlobInfo> {
    if (!this.writer.transactional) await lockHash(tx, hash);
    const [row] = await tx
      .insert(assetBlobs)
      .values({ hash, size: bytes.length, contentType, location: this.writer.location, refCount: 1 })
      .onConflictDoUpdate({ target: assetBlobs.hash, set: { refCount: sql`${assetBlobs.refCount} + 1` } })
      .returning();
    // a new row counts 1; rows whose count reaches 0 are deleted, so 1 means "just made"
    if (row!.refCount === 1) await this.writer.put(tx, hash, bytes, contentType);
    return { hash, size: row!.size, contentType: row!.contentType, location: row!.location };
  }

  /** Drops one use; the last one removes the bytes. */
  async release(tx: Tx, hash: string): Promise<void> {
    const [row] = await tx
      .update(assetBlobs)
      .set({ refCount: sql`${assetBlobs.refCount} - 1` })
      .where(eq(assetBlobs.hash, hash))
      .returning({ refCount: assetBlobs.refCount, location: assetBlobs.location });
    if (!row || row.refCount > 0) return;
    const store = this.storeFor(row.location);
    if (store.transactional) await store.remove(tx, hash);
    await tx.delete(assetBlobs).where(eq(assetBlobs.hash, hash));
  }

  /**
   * Removes the objects of the object stores that no committed blob row uses (left by a last
   * release, or by an upload whose transaction failed). Answers how many it removed.
   */
  async sweep(db: Db): Promise<number> {
    let removed = 0;
    for (const store of Object.values(this.stores)) {
      if (store.transactional || !store.hashes) continue;
      let batch: string[] = [];
      const settle = async () => {
        // one query finds the hashes rows still use; only the others are checked one by one, locked
        const used = await db
          .select({ hash: assetBlobs.hash })
          .from(assetBlobs)
          .where(inArray(assetBlobs.hash, batch));
        const kept = new Set(used.map((r) => r.hash));
        for (const hash of batch)
          if (!kept.has(hash) && (await this.removeUnused(db, store, hash))) removed++;
        batch = [];
      };
      for await (const hash of store.hashes()) {
        batch.push(hash);
        if (batch.length === SWEEP_BATCH) await settle();
      }
      if (batch.length > 0) await settle();
    }
    return removed;
  }

  /** Under the hash's lock: removes the object unless a row (committed meanwhile) now uses it. */
  private async removeUnused(db: Db, store: BlobStore, hash: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      await lockHash(tx, hash);
      const [row] = await tx
        .select({ hash: assetBlobs.hash })
        .from(assetBlobs)
        .where(eq(assetBlobs.hash, hash))
        .limit(1);
      if (row) return false;
      await store.remove(tx, hash);
      return true;
    });
  }

  async read(db: Db, blob: Pick<BlobInfo, 'hash' | 'location'>): Promise<Buffer | null> {
    return this.storeFor(blob.location).get(db, blob.hash);
  }

  async close(): Promise<void> {
    for (const store of Object.values(this.stores)) await store.close?.();
  }

  private storeFor(location: TBlobLocation): BlobStore {
    const store = this.stores[location];
    if (!store) throw new Error(`asset bytes are in ${location}, which is not configured`);
    return store;
  }
}

/** Hashes a sweep looks up at once. */
const SWEEP_BATCH = 500;

/** Serialises the writers and the sweep of one hash until the transaction ends. */
const lockHash = (tx: Tx, hash: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`);

/** The database always (older blobs may be there), and S3 for new bytes when configured. */
export function blobsFor(config: AppConfig['assets']): Blobs {
  const database = databaseStore();
  return config.s3 ? new Blobs(s3Store(config.s3), [database]) : new Blobs(database);
}
