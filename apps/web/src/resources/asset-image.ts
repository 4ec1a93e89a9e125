import { ASSET_PATHS, type TAsset } from '@parley/domain';

/**
 * Where the portal shows an asset's image itself: the public URL's file under the portal's own
 * `/media/`, at whatever address the page was opened. The public URL starts with PUBLIC_URL, the
 * address carriers fetch from, which need not be the one in the address bar (127.0.0.1 against
 * localhost, a LAN name, a proxy): the CSP's `img-src 'self'` rightly blocks any other origin.
 */
export function assetImageSrc(asset: Pick<TAsset, 'publicUrl'>): string {
  const file = asset.publicUrl.slice(asset.publicUrl.lastIndexOf('/') + 1);
  return `${ASSET_PATHS.publicPrefix}${file}`;
}
