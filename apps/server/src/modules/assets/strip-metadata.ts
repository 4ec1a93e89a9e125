import type { TImageMime, TImagePart, TImageStructure } from '@parley/domain';

/**
 * What an image carries beside its picture (a camera's make and serial, GPS coordinates, the
 * editing software, dates, comments) is dropped at upload, since the public URL is fetched by
 * carriers and recipients (docs/decisions.md). Whole pieces of the file are dropped, the pixels
 * are never re-encoded; what rendering needs stays.
 */
export function stripMetadata(bytes: Buffer, mime: TImageMime, structure: TImageStructure): Buffer {
  const kept: Buffer[] = [];
  for (const part of structure.parts) {
    const replacement = KEEP[mime](bytes, part);
    if (replacement === true) kept.push(bytes.subarray(part.start, part.end));
    else if (replacement) kept.push(replacement);
  }
  return Buffer.concat(kept);
}

/** true: keep the piece as it is; false: drop it; a Buffer: put this in its place. */
type TKeep = (b: Buffer, part: TImagePart) => boolean | Buffer;

/** Text, international text, compressed text, EXIF and the last-modified time. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** The loop count of an animation, under its two names: the only application data a GIF renders. */
const GIF_LOOPING = new Set(['app:NETSCAPE2.0', 'app:ANIMEXTS1.0']);

const startsWith = (b: Buffer, at: number, end: number, text: string) =>
  end - at >= text.length && b.toString('latin1', at, at + text.length) === text;

const KEEP: Record<TImageMime, TKeep> = {
  'image/png': (_b, part) => !PNG_METADATA.has(part.kind),
  // comments (FE) and application data but the loop count; graphic control and plain text stay
  'image/gif': (_b, part) =>
    part.kind === 'ext:FE' ? false : part.kind.startsWith('app:') ? GIF_LOOPING.has(part.kind) : true,
  'image/jpeg': (b, part) => {
    const payload = part.at + 4;
    switch (part.kind) {
      case 'FFE0': // JFIF (and its extension): density and the colour space's reading
      case 'FFEE': // Adobe: how the components are to be transformed to colour
        return true;
      case 'FFE2': // the ICC colour profile; FlashPix and multi-picture indexes go
        return startsWith(b, payload, part.end, 'ICC_PROFILE\0');
      case 'FFE1': {
        // EXIF (and XMP, under the same marker): only the orientation is kept, as a phone's
        // portrait photo would otherwise show on its side
        if (!startsWith(b, payload, part.end, 'Exif\0\0')) return false;
        const orientation = exifOrientation(b, payload + 6, part.end);
        return orientation !== null && orientation !== 1 ? orientationOnly(orientation) : false;
      }
      case 'FFFE': // comment
        return false;
    }
    // the other application segments (APP3–APP13 with IPTC in APP13, APP15) carry no rendering
    return !/^FFE[0-9A-F]$/.test(part.kind);
  },
};

/** The EXIF orientation tag (0x0112) of IFD0, 1–8, or null when absent or unreadable. */
export function exifOrientation(b: Buffer, tiff: number, end: number): number | null {
  if (tiff + 8 > end) return null;
  const order = b.toString('latin1', tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  if (u16(tiff + 2) !== 42) return null;
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (u16(entry) !== 0x0112) continue;
    const value = u16(entry + 8); // a SHORT, left-justified in the value field
    return u16(entry + 2) === 3 && value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else (big-endian TIFF, one IFD entry). */
export function orientationOnly(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  // next IFD offset 0: no thumbnail
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}
