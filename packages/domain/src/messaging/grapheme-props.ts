// Grapheme-break properties (UAX #29) of a code point, packed in one byte: the low nibble is the
// Grapheme_Cluster_Break class, bit 4 Extended_Pictographic, bits 5-6 Indic_Conjunct_Break.
import { GRAPHEME_RUNS } from './grapheme-data';

export const GCB = {
  Other: 0,
  CR: 1,
  LF: 2,
  Control: 3,
  Extend: 4,
  ZWJ: 5,
  RI: 6,
  Prepend: 7,
  SpacingMark: 8,
  L: 9,
  V: 10,
  T: 11,
  LV: 12,
  LVT: 13,
} as const;

export const GCB_MASK = 0x0f;
export const EXT_PICT = 0x10;
export const INCB_MASK = 0x60;
export const INCB_LINKER = 0x20;
export const INCB_CONSONANT = 0x40;
export const INCB_EXTEND = 0x60;

let bmp: Uint8Array | undefined;
/** Plane 1 (U+10000 to U+1FFFF), where emoji live, as a table: a segment cut lands among them often. */
let plane1: Uint8Array | undefined;
let astralStarts: Int32Array | undefined;
let astralEnds: Int32Array | undefined;
let astralValues: Uint8Array | undefined;

// Decoded once, when charset.ts builds its class table (about a millisecond).
function decode(): Uint8Array {
  const table = new Uint8Array(0x10000);
  const supplementary = new Uint8Array(0x10000);
  const starts: number[] = [];
  const ends: number[] = [];
  const values: number[] = [];
  let end = 0;
  for (const run of GRAPHEME_RUNS.split(',')) {
    const [gap, length, value] = run.split('.').map((part) => parseInt(part, 36)) as [number, number, number];
    const start = end + gap;
    end = start + length;
    if (start < 0x10000) table.fill(value, start, Math.min(end, 0x10000));
    if (start < 0x20000 && end > 0x10000)
      supplementary.fill(value, Math.max(start, 0x10000) - 0x10000, Math.min(end, 0x20000) - 0x10000);
    if (end > 0x10000) {
      starts.push(Math.max(start, 0x10000));
      ends.push(end);
      values.push(value);
    }
  }
  astralStarts = Int32Array.from(starts);
  astralEnds = Int32Array.from(ends);
  astralValues = Uint8Array.from(values);
  plane1 = supplementary;
  bmp = table;
  return table;
}

/** The BMP's property bytes, indexed by code unit (decoded on first use). */
export const bmpPropsTable = (): Uint8Array => bmp ?? decode();

/** Plane 1's property bytes, indexed by code point minus 0x10000. */
export function plane1PropsTable(): Uint8Array {
  if (!plane1) decode();
  return plane1!;
}

/** The packed property byte of a BMP code unit; a surrogate reads as an unpaired one (Other). */
export function bmpProps(unit: number): number {
  return (bmp ?? decode())[unit]!;
}

export function graphemeProps(cp: number): number {
  if (cp < 0x10000) return bmpProps(cp);
  if (!bmp) decode();
  if (cp < 0x20000) return plane1![cp - 0x10000]!;
  const starts = astralStarts!;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! > cp) hi = mid - 1;
    else if (astralEnds![mid]! <= cp) lo = mid + 1;
    else return astralValues![mid]!;
  }
  return 0;
}

/**
 * Can a code point with these properties join the one before it (or, a Prepend, the one after)?
 * A text with none of them and no surrogate breaks between every two code units, but CR LF.
 */
export function joinsNeighbour(props: number): boolean {
  const gcb = props & GCB_MASK;
  return gcb === GCB.Extend || gcb === GCB.ZWJ || gcb === GCB.Prepend || gcb >= GCB.SpacingMark;
}
