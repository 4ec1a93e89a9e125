// The spec's encodings, lengths and parts (doc 000 §4, §5, §9), and the carrier segments beside them,
// from one pass over the UTF-16 code units with a class table.
import { NOT_GSM, NOT_LATIN1, STICKY } from './charset';
import { buffers, scan, scanned } from './scan';
import {
  type CarrierEncoding,
  gsm7Segments,
  octetSegments,
  ucs2Segments,
  ucs2SegmentsAnywhere,
} from './segments';

export type Encoding = 'GSM7' | 'Latin-1' | 'Unicode' | 'Unidentified';

/**
 * Doc 000 §5 and §9. `length` counts septets for GSM7 (an extension character counts two), characters
 * (one octet each) for Latin-1 and UTF-16 code units for Unicode and Unidentified (an emoji outside
 * the BMP counts two). Unidentified takes Unicode's 70 per part, as its 700 over 10 parts implies.
 */
export const ENCODING_LIMITS = {
  GSM7: { maxLength: 1600, perPart: 160 },
  'Latin-1': { maxLength: 1400, perPart: 140 },
  Unicode: { maxLength: 700, perPart: 70 },
  Unidentified: { maxLength: 700, perPart: 70 },
} as const satisfies Record<Encoding, { maxLength: number; perPart: number }>;

export const MAX_PARTS = 10;

/** How a carrier is sent Latin-1 text: as UCS-2 (the default: see docs/decisions.md) or 8-bit. */
export type Latin1Carrier = 'ucs2' | '8bit';

export interface MessageMeasure {
  readonly encoding: Encoding;
  /** In the encoding's unit: septets (GSM7), characters (Latin-1) or UTF-16 code units. */
  readonly length: number;
  /** The spec's parts: length divided by the part size, rounded up; 0 for an empty text. */
  readonly parts: number;
  /** SMS a carrier bills, with user-data headers once there is more than one. */
  readonly segments: number;
  readonly segmentEncoding: CarrierEncoding;
}

/** The spec's part count: plain division by the part size, rounded up (GSM7 161 septets: 2 parts). */
export const partsFor = (encoding: Encoding, length: number) =>
  Math.ceil(length / ENCODING_LIMITS[encoding].perPart);

/** The encoding of the last scan. */
export function scannedEncoding(): Encoding {
  if (scanned.unpaired > 0) return 'Unidentified';
  if ((scanned.flags & NOT_GSM) === 0) return 'GSM7';
  return (scanned.flags & NOT_LATIN1) === 0 ? 'Latin-1' : 'Unicode';
}

/** Encoding, length, parts and segments of the text the last scan read. */
export function measureScanned(text: string, latin1Carrier: Latin1Carrier): MessageMeasure {
  const encoding = scannedEncoding();
  if (encoding === 'GSM7') {
    const length = text.length + scanned.extCount;
    return {
      encoding,
      length,
      parts: partsFor(encoding, length),
      segments: gsm7Segments(length, buffers.ext, scanned.extCount),
      segmentEncoding: 'GSM-7',
    };
  }
  const length = text.length;
  const eightBit = encoding === 'Latin-1' && latin1Carrier === '8bit';
  return {
    encoding,
    length,
    parts: partsFor(encoding, length),
    segments: eightBit
      ? octetSegments(length)
      : scanned.flags & STICKY
        ? ucs2Segments(text)
        : ucs2SegmentsAnywhere(length),
    segmentEncoding: eightBit ? '8-bit' : 'UCS-2',
  };
}

/** Encoding, length, parts and carrier segments of a text. */
export function measureMessage(text: string, latin1Carrier: Latin1Carrier = 'ucs2'): MessageMeasure {
  scan(text);
  return measureScanned(text, latin1Carrier);
}

/** The spec's encoding of a text (doc 000 §4). */
export function detectEncoding(text: string): Encoding {
  scan(text);
  return scannedEncoding();
}
