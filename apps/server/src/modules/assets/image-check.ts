import { fileTypeFromBuffer } from 'file-type';
import { checkImageBytes, isSupportedImageMime, type TImageCheck, type TImageMime } from '@parley/domain';
import { stripMetadata } from './strip-metadata';

export type TImageVerdict =
  | {
      ok: true;
      mime: TImageMime;
      width: number;
      height: number;
      /** what is stored and served: the upload without its metadata */
      bytes: Buffer;
    }
  | Exclude<TImageCheck, { ok: true }>;

/**
 * The type from the bytes (file-type's magic numbers, never the name or the Content-Type), then
 * the domain's check, the browser's too: the format walked to its end marker (anything after it
 * is refused, so "a PNG with a script appended" is refused whatever the script says) and its
 * dimensions from the headers, within the carriers' limits (docs/decisions.md). A good image
 * comes back without its metadata.
 */
export async function inspectImage(bytes: Buffer): Promise<TImageVerdict> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isSupportedImageMime(found.mime)) return { ok: false, reason: 'unsupported' };
  const check = checkImageBytes(bytes, found.mime);
  if (!check.ok) return check;
  return {
    ok: true,
    mime: check.mime,
    width: check.width,
    height: check.height,
    bytes: stripMetadata(bytes, check.mime, check.structure),
  };
}
