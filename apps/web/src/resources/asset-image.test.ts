import { describe, expect, it } from 'vitest';
import { assetImageSrc } from './asset-image';

describe('assetImageSrc', () => {
  it("is the public URL's file under the page's own /media/, whatever address PUBLIC_URL names", () => {
    for (const publicUrl of [
      'http://localhost:8080/media/0123abcd.png',
      'https://portal.example.com/media/0123abcd.png',
      // a PUBLIC_URL with a path (a proxy's prefix): the portal itself serves /media/
      'https://example.com/parley/media/0123abcd.png',
    ])
      expect(assetImageSrc({ publicUrl })).toBe('/media/0123abcd.png');
  });
});
