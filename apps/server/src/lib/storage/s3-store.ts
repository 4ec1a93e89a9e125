import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ERROR_CODES, OUR_MESSAGES } from '@parley/domain';
import type { S3Config } from '../../config';
import { HttpError } from '../errors';
import type { BlobStore } from './blob-store';

const PREFIX = 'blobs/';
const keyOf = (hash: string) => `${PREFIX}${hash}`;

/** The store down or refusing: 503 like a database outage, never a 500 with its text. */
const unavailable = (err: unknown) =>
  Object.assign(new HttpError(503, ERROR_CODES.unavailable, OUR_MESSAGES.unavailable), { cause: err });
const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    throw err instanceof HttpError ? err : unavailable(err);
  }
};

/**
 * Bytes in an S3-compatible object store. Path-style addressing works with MinIO, Ceph, R2 and
 * local servers; checksums only when required, because the SDK's default aws-chunked uploads
 * with trailing checksums are refused by several S3-compatible servers (s3rver among them).
 */
export function s3Store(config: S3Config): BlobStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const Bucket = config.bucket;
  return {
    location: 's3',
    transactional: false,
    async put(_tx, hash, bytes, contentType) {
      await guarded(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(hash),
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
        ),
      );
    },
    async get(_db, hash) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(hash) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw unavailable(err);
      }
    },
    async remove(_tx, hash) {
      await guarded(() => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(hash) })));
    },
    async *hashes() {
      let ContinuationToken: string | undefined;
      do {
        const page = await guarded(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken })),
        );
        for (const object of page.Contents ?? [])
          if (object.Key?.startsWith(PREFIX)) yield object.Key.slice(PREFIX.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
