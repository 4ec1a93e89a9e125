// Blame and repair: which characters keep a text out of GSM7 (or Latin-1), where they are, which have
// a GSM look-alike, and what replacing all of those would save.
import { type Edit, applyEdits, measureEdited } from './edited';
import { type Latin1Carrier, type MessageMeasure } from './encoding';
import { KIND_ASTRAL, KIND_LATIN1, buffers, scan, scanned } from './scan';
import { LOOKALIKES } from './lookalikes';

export interface Repair extends MessageMeasure {
  /** Parts and segments the replacements save; negative when they cost ('…' becomes three characters). */
  readonly savedParts: number;
  readonly savedSegments: number;
}

export interface Blame {
  /** UTF-16 index of each code point outside GSM 03.38, in text order. */
  readonly positions: Uint32Array;
  /** Per position: 1 inside Latin-1, 2 outside Latin-1 in the BMP, 3 outside the BMP, 4 unpaired surrogate. */
  readonly kinds: Uint8Array;
  /** How many of the positions are outside Latin-1 too: what keeps the text out of Latin-1. */
  readonly outsideLatin1: number;
  /** How many of the positions have a GSM replacement (an unpaired surrogate's is to drop it). */
  readonly replaceable: number;
  /** The text with every replacement applied, measured; null when nothing is replaceable. */
  readonly repair: Repair | null;
}

export interface BlamedCharacter {
  readonly index: number;
  readonly character: string;
  readonly codePoint: number;
  readonly inLatin1: boolean;
  /** The GSM text that replaces it ('' drops it), or undefined when it has none. */
  readonly replacement: string | undefined;
}

const NO_POSITIONS = new Uint32Array(0);
const NO_KINDS = new Uint8Array(0);
export const NO_BLAME: Blame = Object.freeze({
  positions: NO_POSITIONS,
  kinds: NO_KINDS,
  outsideLatin1: 0,
  replaceable: 0,
  repair: null,
});

/** The blame of the text the last scan read, measured as `measure`. */
export function blameScanned(text: string, measure: MessageMeasure, latin1Carrier: Latin1Carrier): Blame {
  const count = scanned.blameCount;
  if (count === 0) return NO_BLAME;
  const positions = buffers.blame.slice(0, count);
  const kinds = buffers.kinds.slice(0, count);
  const { outsideLatin1, replaceable } = scanned;
  let repair: Repair | null = null;
  if (replaceable > 0) {
    const repaired = measureEdited(text, replacementEdits(text), latin1Carrier);
    // Properties written out: an object spread here costs more than the whole scan (V8 takes a slow path).
    repair = {
      encoding: repaired.encoding,
      length: repaired.length,
      parts: repaired.parts,
      segments: repaired.segments,
      segmentEncoding: repaired.segmentEncoding,
      savedParts: measure.parts - repaired.parts,
      savedSegments: measure.segments - repaired.segments,
    };
  }
  return { positions, kinds, outsideLatin1, replaceable, repair };
}

/** One edit per character with a replacement, from the last scan. */
function replacementEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  const at = buffers.replaceable;
  for (let k = 0; k < scanned.replaceable; k++) {
    const index = at[k]!;
    edits.push({ start: index, end: index + 1, insert: replacementOfUnit(text.charCodeAt(index))! });
  }
  return edits;
}

/** The GSM replacement of a BMP code unit; a surrogate here is unpaired, and its repair is to drop it. */
const replacementOfUnit = (c: number): string | undefined =>
  c >= 0xd800 && c <= 0xdfff ? '' : LOOKALIKES.get(c);

function replacementOf(text: string, index: number, kind: number): string | undefined {
  return kind === KIND_ASTRAL ? undefined : replacementOfUnit(text.charCodeAt(index));
}

/** The text with every look-alike replaced by its GSM twin and unpaired surrogates dropped. */
export function applyReplacements(text: string): string {
  scan(text);
  if (scanned.replaceable === 0) return text;
  return applyEdits(text, replacementEdits(text));
}

/** The blamed characters as objects, for display; `limit` caps how many (a Cyrillic text blames all). */
export function describeBlame(text: string, blame: Blame, limit = Infinity): BlamedCharacter[] {
  const out: BlamedCharacter[] = [];
  const count = Math.min(blame.positions.length, limit);
  for (let k = 0; k < count; k++) {
    const index = blame.positions[k]!;
    const kind = blame.kinds[k]!;
    const codePoint = kind === KIND_ASTRAL ? text.codePointAt(index)! : text.charCodeAt(index);
    out.push({
      index,
      character: String.fromCodePoint(codePoint),
      codePoint,
      inLatin1: kind === KIND_LATIN1,
      replacement: replacementOf(text, index, kind),
    });
  }
  return out;
}
