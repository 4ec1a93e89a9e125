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
  put(tx: Tx, hash: string, bytes: Buffer, contentType: string): Promise<void>;
  /** the bytes, or null when they are not there */
  get(db: Db, hash: string): Promise<Buffer | null>;
  remove(tx: Tx, hash: string): Promise<void>;
  close?(): Promise<void>;
}
