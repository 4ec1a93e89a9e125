// Measures of texts made from the scanned one by a few edits (variables emptied or filled with their
// defaults, look-alikes replaced, CR LF made LF) without scanning them again: the edited text's
// counts are the scan's, less what each removed range held, plus what each inserted string holds.
// Only the ranges and the inserts are read, so the editor's extra figures cost little more than the
// text's own. Internal to the messaging module; analyze.property.test.ts checks it
// against measuring the edited text outright.
import { CLASS, EXT, NOT_GSM, NOT_LATIN1, SURROGATE } from './charset';
import { type Latin1Carrier, type MessageMeasure, measureMessage, partsFor } from './encoding';
import { buffers, editedExtBuffer, scan, scanned } from './scan';
import { SEGMENT_SIZES, gsm7Segments, octetSegments, ucs2Segments } from './segments';

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

function tally(text: string, start: number, end: number): void {
  let blamed = 0;
  let outside = 0;
  let ext = 0;
  for (let i = start; i < end; i++) {
    const f = CLASS[text.charCodeAt(i)]!;
    if (f === 0) continue;
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

/**
 * Encoding, length, parts and segments of `text` with `edits` applied. `text` must be the text the
 * last scan read. With an unpaired surrogate in it an edit could join two halves into a pair, so
 * that case (a text nobody types) measures the edited text outright.
 */
export function measureEdited(text: string, edits: readonly Edit[], carrier: Latin1Carrier): MessageMeasure {
  if (scanned.unpaired > 0) {
    const measure = measureMessage(applyEdits(text, edits), carrier);
    scan(text); // the caller reads the text's own scan after this
    return measure;
  }
  let units = text.length;
  let blamed = scanned.blameCount;
  let outside = scanned.outsideLatin1 + scanned.gsmOutsideLatin1;
  let ext = scanned.extCount;
  for (const { start, end, insert } of edits) {
    tally(text, start, end);
    blamed -= tallyBlamed;
    outside -= tallyOutside;
    ext -= tallyExt;
    tally(insert, 0, insert.length);
    blamed += tallyBlamed;
    outside += tallyOutside;
    ext += tallyExt;
    units += insert.length - (end - start);
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
  // UCS-2 cuts fall only between grapheme clusters: past one segment, read them off the edited text.
  const segments = units <= SEGMENT_SIZES['UCS-2'].single ? 1 : ucs2Segments(applyEdits(text, edits));
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
