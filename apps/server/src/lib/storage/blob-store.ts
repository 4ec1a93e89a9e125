import type { Db, Tx } from '../../db/client';

/** Where a blob's bytes are: its row says so, so blobs stay readable after the store changes. */
export type TBlobLocation = 'database' | 's3';

/**
 * The small storage interface of issue 14: bytes by content hash. The database store writes in
 * the caller's transaction; an object store ignores it. Keys are hashes the server computed,
 * never a name a user chose, so no name can reach a path.
 */
export interface BlobStore {
  readonly location: TBlobLocation;
  /**
   * Writes and removals follow the caller's transaction (the database). An object store's do not:
   * its bytes are never removed inside a transaction that may still fail, and `hashes` lets a
   * sweep find the objects no committed row uses (Blobs.sweep).
   */
  readonly transactional: boolean;
  /** every hash the store holds (object stores only) */
  hashes?(): AsyncIterable<string>;
  put(tx: Tx, hash: string, bytes: Buffer, contentType: string): Promise<void>;
  /** the bytes, or null when they are not there */
  get(db: Db, hash: string): Promise<Buffer | null>;
  remove(tx: Tx, hash: string): Promise<void>;
  close?(): Promise<void>;
}
