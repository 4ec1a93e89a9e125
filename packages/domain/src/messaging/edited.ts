// Measures of texts made from the scanned one by a few edits (variables emptied or filled with their
// defaults, look-alikes replaced, CR LF made LF) without scanning them again: the edited text's
// counts are the scan's, less what each removed range held, plus what each inserted string holds.
// Only the ranges and the inserts are read, so the editor's extra figures cost little more than the
// text's own. Internal to the messaging module; analyze.property.test.ts checks it
// against measuring the edited text outright.
import { CLASS, EXT, NOT_GSM, NOT_LATIN1, STICKY, SURROGATE } from './charset';
import { type Latin1Carrier, type MessageMeasure, measureMessage, partsFor } from './encoding';
import { buffers, editedExtBuffer, scan, scanned } from './scan';
import { joinedFrom, lowestRead } from './grapheme';
import {
  SEGMENT_SIZES,
  gsm7Segments,
  isUcs2Cut,
  octetSegments,
  ucs2Segments,
  ucs2SegmentsAnywhere,
} from './segments';

/** Replace text[start, end) with `insert`. A list of edits is sorted and the ranges do not overlap. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly insert: string;
}

// What the last tally counted: code points outside GSM (an astral pair counts once), code points
// outside Latin-1 (GSM's Greek capitals and € among them), and GSM extension characters.
let tallyBlamed = 0;
let tallyOutside = 0;
let tallyExt = 0;
/** The class bits of everything tallied since the last measureEdited began. */
let tallyFlags = 0;

function tally(text: string, start: number, end: number): void {
  let blamed = 0;
  let outside = 0;
  let ext = 0;
  for (let i = start; i < end; i++) {
    const f = CLASS[text.charCodeAt(i)]!;
    if (f === 0) continue;
    tallyFlags |= f;
    if (f & NOT_LATIN1) outside++;
    if (f < NOT_GSM) {
      if (f & EXT) ext++;
      continue;
    }
    blamed++;
    if (f & SURROGATE) i++; // the scan found no unpaired surrogate, so this is a pair
  }
  tallyBlamed = blamed;
  tallyOutside = outside;
  tallyExt = ext;
}

/** The text with the edits applied. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = '';
  let last = 0;
  for (const { start, end, insert } of edits) {
    out += text.slice(last, start) + insert;
    last = end;
  }
  return out + text.slice(last);
}

// The counts of the text with the edited ranges taken out, before any insert: two edit lists over
// the same ranges (variables emptied and filled with defaults) take them out once.
let baseUnits = 0;
let baseBlamed = 0;
let baseOutside = 0;
let baseExt = 0;
let baseFlags = 0;

function removeRanges(text: string, edits: readonly Edit[]): void {
  let units = text.length;
  let blamed = scanned.blameCount;
  let outside = scanned.outsideLatin1 + scanned.gsmOutsideLatin1;
  let ext = scanned.extCount;
  tallyFlags = 0;
  for (const { start, end } of edits) {
    tally(text, start, end);
    blamed -= tallyBlamed;
    outside -= tallyOutside;
    ext -= tallyExt;
    units -= end - start;
  }
  baseUnits = units;
  baseBlamed = blamed;
  baseOutside = outside;
  baseExt = ext;
  baseFlags = tallyFlags;
}

/**
 * Encoding, length, parts and segments of `text` with `edits` applied. `text` must be the text the
 * last scan read. With an unpaired surrogate in it an edit could join two halves into a pair, so
 * that case (a text nobody types) measures the edited text outright.
 */
export function measureEdited(text: string, edits: readonly Edit[], carrier: Latin1Carrier): MessageMeasure {
  if (scanned.unpaired > 0) return measureOutright(text, edits, carrier);
  removeRanges(text, edits);
  return measureInserted(text, edits, carrier);
}

/** measureEdited of two edit lists with the same ranges and different inserts. */
export function measureEditedPair(
  text: string,
  first: readonly Edit[],
  second: readonly Edit[],
  carrier: Latin1Carrier,
): [MessageMeasure, MessageMeasure] {
  if (scanned.unpaired > 0)
    return [measureOutright(text, first, carrier), measureOutright(text, second, carrier)];
  removeRanges(text, first);
  return [measureInserted(text, first, carrier), measureInserted(text, second, carrier)];
}

function measureOutright(text: string, edits: readonly Edit[], carrier: Latin1Carrier): MessageMeasure {
  const measure = measureMessage(applyEdits(text, edits), carrier);
  scan(text); // the caller reads the text's own scan after this
  return measure;
}

/** The measure of the edited text, from the counts removeRanges left and the inserts. */
function measureInserted(text: string, edits: readonly Edit[], carrier: Latin1Carrier): MessageMeasure {
  let units = baseUnits;
  let blamed = baseBlamed;
  let outside = baseOutside;
  let ext = baseExt;
  tallyFlags = baseFlags;
  for (const { insert } of edits) {
    if (insert.length === 0) continue;
    tally(insert, 0, insert.length);
    blamed += tallyBlamed;
    outside += tallyOutside;
    ext += tallyExt;
    units += insert.length;
  }

  if (blamed === 0) {
    const length = units + ext;
    let segments: number;
    if (length <= SEGMENT_SIZES['GSM-7'].single) segments = length === 0 ? 0 : 1;
    else segments = gsm7Segments(length, editedExtIndexes(edits, ext), ext);
    return { encoding: 'GSM7', length, parts: partsFor('GSM7', length), segments, segmentEncoding: 'GSM-7' };
  }
  const encoding = outside === 0 ? 'Latin-1' : 'Unicode';
  if (encoding === 'Latin-1' && carrier === '8bit') {
    const segments = octetSegments(units);
    return { encoding, length: units, parts: partsFor(encoding, units), segments, segmentEncoding: '8-bit' };
  }
  // Removing text cannot make clusters; only the text's own and the inserts' can span two units.
  const sticky = (scanned.flags | tallyFlags) & STICKY;
  const segments =
    units <= SEGMENT_SIZES['UCS-2'].single
      ? 1
      : sticky
        ? editedUcs2Segments(text, edits, units)
        : ucs2SegmentsAnywhere(units);
  return { encoding, length: units, parts: partsFor(encoding, units), segments, segmentEncoding: 'UCS-2' };
}

/** Where the extension characters of the edited GSM text sit: the scan's, shifted, and the inserts'. */
function editedExtIndexes(edits: readonly Edit[], count: number): Uint32Array {
  const out = editedExtBuffer(count);
  const ext = buffers.ext;
  const extCount = scanned.extCount;
  let j = 0;
  let k = 0;
  let shift = 0;
  for (const { start, end, insert } of edits) {
    while (j < extCount && ext[j]! < start) out[k++] = ext[j++]! + shift;
    while (j < extCount && ext[j]! < end) j++;
    for (let i = 0; i < insert.length; i++) {
      if (CLASS[insert.charCodeAt(i)]! & EXT) out[k++] = start + shift + i;
    }
    shift += insert.length - (end - start);
  }
  while (j < extCount) out[k++] = ext[j++]! + shift;
  return out;
}

// The edited text as pieces, in order: stretches of the text (source -1) and inserts (source j is
// edits[j].insert), each with where it starts in the edited text and in its source.
let pieceAt = new Int32Array(64);
let pieceSource = new Int32Array(64);
let pieceFrom = new Int32Array(64);
let pieceCount = 0;

function buildPieces(text: string, edits: readonly Edit[]): void {
  if (2 * edits.length + 1 > pieceAt.length) {
    const size = 2 * (2 * edits.length + 1);
    pieceAt = new Int32Array(size);
    pieceSource = new Int32Array(size);
    pieceFrom = new Int32Array(size);
  }
  let k = 0;
  let at = 0;
  let last = 0;
  const push = (source: number, from: number, length: number) => {
    if (length === 0) return;
    pieceAt[k] = at;
    pieceSource[k] = source;
    pieceFrom[k++] = from;
    at += length;
  };
  for (let j = 0; j < edits.length; j++) {
    const { start, end, insert } = edits[j]!;
    push(-1, last, start - last);
    push(j, 0, insert.length);
    last = end;
  }
  push(-1, last, text.length - last);
  pieceCount = k;
}

/** The edited text from `from` to `to`, built from the pieces: a few units around a cut. */
function editedSlice(text: string, edits: readonly Edit[], units: number, from: number, to: number): string {
  let out = '';
  for (let k = 0; k < pieceCount; k++) {
    const start = pieceAt[k]!;
    const end = k + 1 < pieceCount ? pieceAt[k + 1]! : units;
    if (end <= from || start >= to) continue;
    const source = pieceSource[k]! < 0 ? text : edits[pieceSource[k]!]!.insert;
    const offset = pieceFrom[k]! - start;
    out += source.slice(Math.max(start, from) + offset, Math.min(end, to) + offset);
  }
  return out;
}

/**
 * UCS-2 segments of the edited text without building it: building and flattening a long text costs
 * more than all its cut checks. A check is asked of the text itself when the position lies in an
 * unedited stretch and the check read nothing outside it (grapheme.ts says what it read), else of a
 * few units built around the position; when even those do not settle it, of the whole edited text.
 */
function editedUcs2Segments(text: string, edits: readonly Edit[], units: number): number {
  buildPieces(text, edits);
  const { concatenated } = SEGMENT_SIZES['UCS-2'];
  let start = 0;
  let count = 0;
  let k = 0;
  while (units - start > concatenated) {
    let cut = -1;
    // p goes back to where the cluster at a position that is no cut begins (joinedFrom), not by one
    for (let p = start + concatenated, next = p - 1; p > start; p = Math.min(p - 1, next)) {
      // the piece holding p - 1, the unit before the cut
      while (k + 1 < pieceCount && pieceAt[k + 1]! <= p - 1) k++;
      while (pieceAt[k]! > p - 1) k--;
      let answer: boolean | undefined;
      if (pieceSource[k]! < 0) {
        const from = pieceFrom[k]!;
        const q = from + (p - pieceAt[k]!);
        const to = from + ((k + 1 < pieceCount ? pieceAt[k + 1]! : units) - pieceAt[k]!);
        if (q + 1 < to) {
          const result = isUcs2Cut(text, q);
          if (lowestRead > from + 1 || from === 0) {
            answer = result;
            next = p - (q - joinedFrom);
          }
        }
      }
      if (answer === undefined) {
        const from = Math.max(0, p - 32);
        const window = editedSlice(text, edits, units, from, Math.min(units, p + 2));
        const result = isUcs2Cut(window, p - from);
        if (lowestRead > 1 || from === 0) {
          answer = result;
          next = from + joinedFrom;
        } else return ucs2Segments(applyEdits(text, edits));
      }
      if (answer) {
        cut = p;
        break;
      }
    }
    // a cluster longer than a segment: rare enough to measure the edited text outright
    if (cut === -1) return ucs2Segments(applyEdits(text, edits));
    start = cut;
    count++;
  }
  return count + 1;
}
