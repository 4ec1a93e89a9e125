import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent-parley' };
const s3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'parley-assets',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('asset configuration (config.ts)', () => {
  it('keeps bytes in the database and builds URLs on the address the server listens on unless told otherwise', () => {
    // the start banner prints this same address (lib/start-banner.ts)
    expect(loadConfig({ ...base, PORT: '9090' }).assets).toEqual({
      publicUrl: 'http://127.0.0.1:9090',
      s3: null,
      quotaBytes: 100_000_000,
      uploadsPerMinute: 20,
    });
    expect(loadConfig({ ...base, PORT: '9090', HOST: 'localhost' }).assets.publicUrl).toBe(
      'http://localhost:9090',
    );
    expect(loadConfig({ ...base, PORT: '9090', HOST: '0.0.0.0' }).assets.publicUrl).toBe(
      'http://localhost:9090',
    );
    expect(loadConfig({ ...base, PORT: '9090', HOST: '::1' }).assets.publicUrl).toBe('http://[::1]:9090');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://portal.example.com/' }).assets.publicUrl).toBe(
      'https://portal.example.com',
    );
  });

  it('uses an S3-compatible store when all its settings are given', () => {
    expect(loadConfig({ ...base, ...s3 }).assets.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'parley-assets',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('takes the quota and the upload rate from ASSET_QUOTA_BYTES and ASSET_UPLOADS_PER_MINUTE', () => {
    expect(
      loadConfig({ ...base, ASSET_QUOTA_BYTES: '5000000', ASSET_UPLOADS_PER_MINUTE: '3' }).assets,
    ).toMatchObject({ quotaBytes: 5_000_000, uploadsPerMinute: 3 });
    expect(() => loadConfig({ ...base, ASSET_QUOTA_BYTES: '0' })).toThrow(/ASSET_QUOTA_BYTES/);
    expect(() => loadConfig({ ...base, ASSET_UPLOADS_PER_MINUTE: 'many' })).toThrow(
      /ASSET_UPLOADS_PER_MINUTE/,
    );
  });

  it('refuses to start with some S3 settings but not all, or a bucket name too short', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: 'abc' })).toThrow(
      /S3_ACCESS_KEY_ID: required with the other S3_ settings/,
    );
    expect(() => loadConfig({ ...base, ...s3, S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET must be at least 3/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
