// Carrier segments: how many SMS a carrier bills. A message that fits one SMS (140 octets) has no
// header; a longer one is concatenated and each part carries a 6-octet user-data header, leaving
// 153 septets (GSM-7), 134 octets (8-bit) or 67 UTF-16 units (UCS-2) per segment.
import { isGraphemeBoundary, joinedFrom } from './grapheme';
import { gsmSeptets, isHighSurrogate, isLowSurrogate } from './charset';

export const SEGMENT_SIZES = {
  'GSM-7': { single: 160, concatenated: 153 },
  '8-bit': { single: 140, concatenated: 134 },
  'UCS-2': { single: 70, concatenated: 67 },
} as const;

export type CarrierEncoding = keyof typeof SEGMENT_SIZES;

/**
 * GSM-7 segments of a text of `septets` septets whose extension characters (two septets each) sit at
 * the UTF-16 indexes `ext[0..extCount)`. An escape pair never straddles two segments: a segment whose
 * last septet would be an escape ends one septet early.
 */
export function gsm7Segments(septets: number, ext: Uint32Array, extCount: number): number {
  if (septets === 0) return 0;
  const { single, concatenated } = SEGMENT_SIZES['GSM-7'];
  if (septets <= single) return 1;
  let start = 0;
  let count = 0;
  let j = 0;
  while (septets - start > concatenated) {
    let end = start + concatenated;
    // In GSM text every character is one UTF-16 unit, so the j-th extension character's escape
    // septet sits at its index plus the j extension characters before it.
    while (j < extCount && ext[j]! + j < end - 1) j++;
    if (j < extCount && ext[j]! + j === end - 1) end--;
    count++;
    start = end;
  }
  return count + 1;
}

/** 8-bit segments of `octets` octets (one per Latin-1 character). */
export function octetSegments(octets: number): number {
  if (octets === 0) return 0;
  const { single, concatenated } = SEGMENT_SIZES['8-bit'];
  return octets <= single ? 1 : Math.ceil(octets / concatenated);
}

/** UCS-2 segments of a text of `units` code units that may be cut anywhere (no cluster joins two). */
export function ucs2SegmentsAnywhere(units: number): number {
  if (units === 0) return 0;
  const { single, concatenated } = SEGMENT_SIZES['UCS-2'];
  return units <= single ? 1 : Math.ceil(units / concatenated);
}

/**
 * UCS-2 segments of a text: 67 UTF-16 units per segment once there is more than one, cut only where
 * a grapheme cluster ends, so a surrogate pair, an emoji sequence or a letter with its marks stays in
 * one segment. CR LF may be cut (carriers reassemble it; Twilio counts it as two characters). A
 * cluster longer than a whole segment is cut between code points, never inside a surrogate pair.
 */
export function ucs2Segments(text: string): number {
  const n = text.length;
  if (n === 0) return 0;
  const { single, concatenated } = SEGMENT_SIZES['UCS-2'];
  if (n <= single) return 1;
  let start = 0;
  let count = 0;
  while (n - start > concatenated) {
    start = lastCut(text, start, start + concatenated);
    count++;
  }
  return count + 1;
}

/** May a UCS-2 segment end at `p`: between grapheme clusters, or inside CR LF. */
export const isUcs2Cut = (text: string, p: number) =>
  isGraphemeBoundary(text, p) || (text.charCodeAt(p - 1) === 0x0d && text.charCodeAt(p) === 0x0a);

/** The last position in (start, end] where a segment may end. */
function lastCut(text: string, start: number, end: number): number {
  // A position that is no cut says how far back its cluster reaches: the search goes on from there.
  for (let p = end; p > start; p = Math.min(p - 1, joinedFrom)) if (isUcs2Cut(text, p)) return p;
  return isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end)) ? end - 1 : end;
}

/**
 * The UTF-16 index where each segment ends, for showing the cuts (the last is the text's length).
 * Slower than the counts above, which the analysis uses; segments.test.ts checks they agree.
 */
export function segmentEnds(text: string, encoding: CarrierEncoding): number[] {
  const n = text.length;
  if (n === 0) return [];
  const { single, concatenated } = SEGMENT_SIZES[encoding];
  const ends: number[] = [];
  if (encoding === 'UCS-2') {
    if (n <= single) return [n];
    for (let start = 0; n - start > concatenated;)
      ends.push((start = lastCut(text, start, start + concatenated)));
  } else if (encoding === '8-bit') {
    if (n <= single) return [n];
    for (let end = concatenated; end < n; end += concatenated) ends.push(end);
  } else {
    let septets = 0;
    for (let i = 0; i < n; i++) septets += gsmSeptets(text.charCodeAt(i)) || 1;
    if (septets <= single) return [n];
    let fill = 0;
    for (let i = 0; i < n; i++) {
      const width = gsmSeptets(text.charCodeAt(i)) || 1;
      if (fill + width > concatenated) {
        ends.push(i);
        fill = 0;
      }
      fill += width;
    }
  }
  ends.push(n);
  return ends;
}
