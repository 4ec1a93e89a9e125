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
  /** How many code points are outside GSM 03.38 (an emoji counts one). */
  readonly count: number;
  /**
   * Where they are, as runs of adjacent code points of one kind: run k covers the UTF-16 indexes
   * [runs[3k], runs[3k + 1]) and runs[3k + 2] is its kind: 1 inside Latin-1, 2 outside Latin-1 in the
   * BMP, 3 outside the BMP, 4 an unpaired surrogate. A text in another script is a run per word, not
   * an entry per letter; describeBlame lists the characters one by one.
   */
  readonly runs: readonly number[];
  /** How many of them are outside Latin-1 too: what keeps the text out of Latin-1. */
  readonly outsideLatin1: number;
  /** How many of them have a GSM replacement (an unpaired surrogate's is to drop it). */
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

export const NO_BLAME: Blame = Object.freeze({
  count: 0,
  runs: Object.freeze([]),
  outsideLatin1: 0,
  replaceable: 0,
  repair: null,
});

/** The blame of the text the last scan read, measured as `measure`. */
export function blameScanned(text: string, measure: MessageMeasure, latin1Carrier: Latin1Carrier): Blame {
  const count = scanned.blameCount;
  if (count === 0) return NO_BLAME;
  const runs = buffers.runs.slice(0, 3 * scanned.runs);
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
  return { count, runs, outsideLatin1, replaceable, repair };
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
  const { runs } = blame;
  for (let r = 0; r < runs.length && out.length < limit; r += 3) {
    const kind = runs[r + 2]!;
    const width = kind === KIND_ASTRAL ? 2 : 1;
    for (let index = runs[r]!; index < runs[r + 1]! && out.length < limit; index += width) {
      const codePoint = kind === KIND_ASTRAL ? text.codePointAt(index)! : text.charCodeAt(index);
      out.push({
        index,
        character: String.fromCodePoint(codePoint),
        codePoint,
        inLatin1: kind === KIND_LATIN1,
        replacement: replacementOf(text, index, kind),
      });
    }
  }
  return out;
}
