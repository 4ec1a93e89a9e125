// The one pass over a text's UTF-16 code units that everything else reads: a class table lookup per
// unit, nothing allocated. Internal to the messaging module.
import { CLASS, EXT, NOT_GSM, NOT_LATIN1, REPLACEABLE, SURROGATE, isLowSurrogate } from './charset';

// What the last scan found. The analysis is synchronous and reads these before it scans again, so
// module state costs nothing and saves an object per call.
export const scanned = {
  extCount: 0,
  flags: 0,
  blameCount: 0,
  outsideLatin1: 0,
  /** GSM characters outside Latin-1 (Greek capitals, €): they keep a text that leaves GSM out of Latin-1. */
  gsmOutsideLatin1: 0,
  replaceable: 0,
  unpaired: 0,
};

/** The class of a BMP character outside GSM and Latin-1 with no replacement (most of any other script). */
const BMP_LETTER = NOT_GSM | NOT_LATIN1;

// Blame kinds: why a code point is outside GSM 03.38.
export const KIND_LATIN1 = 1;
export const KIND_BMP = 2;
export const KIND_ASTRAL = 3;
export const KIND_UNPAIRED = 4;

// Scratch buffers, grown to the longest text seen: extension-character indexes for GSM-7 segments,
// the blamed code points with their kinds, the indexes of those with a replacement, and room for
// the extension indexes of an edited text (edited.ts).
export const buffers = {
  ext: new Uint32Array(2048),
  blame: new Uint32Array(2048),
  kinds: new Uint8Array(2048),
  replaceable: new Uint32Array(2048),
  editedExt: new Uint32Array(2048),
};

function ensureCapacity(n: number): void {
  if (n <= buffers.ext.length) return;
  const size = Math.max(n, buffers.ext.length * 2);
  buffers.ext = new Uint32Array(size);
  buffers.blame = new Uint32Array(size);
  buffers.kinds = new Uint8Array(size);
  buffers.replaceable = new Uint32Array(size);
}

/** Room for `n` extension indexes of an edited text. */
export function editedExtBuffer(n: number): Uint32Array {
  if (n > buffers.editedExt.length)
    buffers.editedExt = new Uint32Array(Math.max(n, buffers.editedExt.length * 2));
  return buffers.editedExt;
}

/** One pass over the code units: extension characters, and the code points outside GSM 03.38. */
export function scan(text: string): void {
  const n = text.length;
  ensureCapacity(n);
  const { ext, blame, kinds } = buffers;
  const repl = buffers.replaceable;
  let extCount = 0;
  let flags = 0;
  let blameCount = 0;
  let latin1Blamed = 0;
  let gsmOutsideLatin1 = 0;
  let replaceable = 0;
  let unpaired = 0;
  for (let i = 0; i < n; i++) {
    const f = CLASS[text.charCodeAt(i)]!;
    if (f === 0) continue;
    // The common case of a text in another script: a BMP letter outside Latin-1, nothing to replace.
    if (f === BMP_LETTER) {
      blame[blameCount] = i;
      kinds[blameCount++] = KIND_BMP;
      continue;
    }
    flags |= f;
    if (f < NOT_GSM) {
      if (f & EXT) ext[extCount++] = i;
      if (f & NOT_LATIN1) gsmOutsideLatin1++;
      continue;
    }
    blame[blameCount] = i;
    let kind = f & NOT_LATIN1 ? KIND_BMP : KIND_LATIN1;
    if (f & SURROGATE) {
      if (text.charCodeAt(i) < 0xdc00 && i + 1 < n && isLowSurrogate(text.charCodeAt(i + 1))) {
        kind = KIND_ASTRAL;
        i++;
      } else {
        kind = KIND_UNPAIRED;
        unpaired++;
        repl[replaceable++] = i;
      }
    }
    kinds[blameCount++] = kind;
    if (kind === KIND_LATIN1) latin1Blamed++;
    if (f & REPLACEABLE) repl[replaceable++] = i;
  }
  // The fast path above skips `flags`: what it blamed is outside GSM and Latin-1.
  if (blameCount > latin1Blamed) flags |= NOT_GSM | NOT_LATIN1;
  const outsideLatin1 = blameCount - latin1Blamed;
  scanned.extCount = extCount;
  scanned.flags = flags;
  scanned.blameCount = blameCount;
  scanned.outsideLatin1 = outsideLatin1;
  scanned.gsmOutsideLatin1 = gsmOutsideLatin1;
  scanned.replaceable = replaceable;
  scanned.unpaired = unpaired;
}
