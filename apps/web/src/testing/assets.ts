import type { TAsset } from '@parley/domain';

/** An asset as GET /v3/assets answers it: number `n` gives its id and public URL. */
export const testAsset = (n: number, name: string, size: number): TAsset => ({
  id: `AS${String(n).repeat(32).slice(0, 32)}`,
  name,
  description: '',
  size,
  type: 'mms-image',
  contentType: 'image/png',
  publicUrl: `https://portal.example/media/token${n}.png`,
  created: '2026-11-01T09:00:00.000Z',
  modificationDate: '2026-11-01T09:00:00.000Z',
});
