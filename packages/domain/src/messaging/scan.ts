// The one pass over a text's UTF-16 code units that everything else reads: a class table lookup per
// unit, nothing allocated. Internal to the messaging module.
import { CLASS, EXT, NOT_GSM, NOT_LATIN1, REPLACEABLE, STICKY, SURROGATE, isLowSurrogate } from './charset';

// What the last scan found. The analysis is synchronous and reads these before it scans again, so
// module state costs nothing and saves an object per call.
export const scanned = {
  extCount: 0,
  flags: 0,
  blameCount: 0,
  /** Runs the blamed code points make (buffers.runs holds three numbers per run). */
  runs: 0,
  outsideLatin1: 0,
  /** GSM characters outside Latin-1 (Greek capitals, €): they keep a text that leaves GSM out of Latin-1. */
  gsmOutsideLatin1: 0,
  replaceable: 0,
  unpaired: 0,
};

/**
 * The class of a BMP character outside GSM and Latin-1 with no replacement (most of any other
 * script), with or without STICKY (a combining mark, a vowel sign).
 */
const BMP_WORD = NOT_GSM | NOT_LATIN1 | STICKY;

// Blame kinds: why a code point is outside GSM 03.38.
export const KIND_LATIN1 = 1;
export const KIND_BMP = 2;
export const KIND_ASTRAL = 3;
export const KIND_UNPAIRED = 4;

/** A packed array of small integers (not a holey one, which V8 reads and copies more slowly). */
function zeros(n: number): number[] {
  return Array.from({ length: n }, () => 0);
}

// Scratch buffers, grown to the longest text seen: extension-character indexes for GSM-7 segments,
// the blamed code points as runs, the indexes of those with a replacement, and room for the
// extension indexes of an edited text (edited.ts).
export const buffers = {
  ext: new Uint32Array(2048),
  /**
   * Runs of blamed code points of one kind: [start, end, kind] each (see Blame in blame.ts). A plain
   * array of small integers: the result copies it, and V8 copies those far faster than a typed array
   * (whose copy over 64 bytes is allocated outside the heap).
   */
  runs: zeros(3 * 2048),
  replaceable: new Uint32Array(2048),
  editedExt: new Uint32Array(2048),
};

function ensureCapacity(n: number): void {
  if (n <= buffers.ext.length) return;
  const size = Math.max(n, buffers.ext.length * 2);
  buffers.ext = new Uint32Array(size);
  buffers.runs = zeros(3 * size);
  buffers.replaceable = new Uint32Array(size);
}

/** Room for `n` extension indexes of an edited text. */
export function editedExtBuffer(n: number): Uint32Array {
  if (n > buffers.editedExt.length)
    buffers.editedExt = new Uint32Array(Math.max(n, buffers.editedExt.length * 2));
  return buffers.editedExt;
}

/**
 * One pass over the code units: extension characters, the code points outside GSM 03.38 (as runs, so
 * a text in another script costs a store per word, not per letter), and in `flags` the classes seen:
 * whether there is a CR (so CR LF is looked for only then) or a unit that joins a grapheme cluster
 * (so UCS-2 cuts are checked only then).
 */
export function scan(text: string): void {
  const n = text.length;
  ensureCapacity(n);
  const { ext, runs } = buffers;
  const repl = buffers.replaceable;
  let extCount = 0;
  let flags = 0;
  let blameCount = 0;
  let latin1Blamed = 0;
  let gsmOutsideLatin1 = 0;
  let replaceable = 0;
  let unpaired = 0;
  // The open run: runs[r - 3 .. r) when r > 0, which the next blamed code point extends when it
  // starts where the run ends and has its kind.
  let r = 0;
  let runEnd = -1;
  let runKind = 0;
  for (let i = 0; i < n; i++) {
    // The common case, GSM basic and Latin-1, in a loop of its own that keeps nothing else live.
    let f = CLASS[text.charCodeAt(i)]!;
    while (f === 0 && ++i < n) f = CLASS[text.charCodeAt(i)]!;
    if (f === 0) break;
    // The common case of a text in another script: a word of BMP letters outside Latin-1 (with its
    // marks), nothing to replace. Read to its end here, where the loop is as tight as the one above.
    if ((f | STICKY) === BMP_WORD) {
      const start = i;
      let seen = f;
      let g = 0;
      while (++i < n && ((g = CLASS[text.charCodeAt(i)]!) | STICKY) === BMP_WORD) seen |= g;
      flags |= seen;
      blameCount += i - start;
      if (start === runEnd && runKind === KIND_BMP) runs[r - 2] = i;
      else {
        runs[r++] = start;
        runs[r++] = i;
        runs[r++] = runKind = KIND_BMP;
      }
      runEnd = i--;
      continue;
    }
    flags |= f;
    if (f < NOT_GSM) {
      if (f & EXT) ext[extCount++] = i;
      if (f & NOT_LATIN1) gsmOutsideLatin1++;
      continue;
    }
    const start = i;
    let kind = f & NOT_LATIN1 ? KIND_BMP : KIND_LATIN1;
    if (f & SURROGATE) {
      // Emoji: the pairs in a row (a skin tone, a flag) read here as one run.
      let c = text.charCodeAt(i);
      while (c < 0xdc00 && i + 1 < n && isLowSurrogate(text.charCodeAt(i + 1))) {
        blameCount++;
        i += 2;
        c = i < n ? text.charCodeAt(i) : 0;
        if (c < 0xd800) break;
      }
      if (i > start) {
        if (start === runEnd && runKind === KIND_ASTRAL) runs[r - 2] = i;
        else {
          runs[r++] = start;
          runs[r++] = i;
          runs[r++] = runKind = KIND_ASTRAL;
        }
        runEnd = i--;
        continue;
      }
      kind = KIND_UNPAIRED;
      unpaired++;
      repl[replaceable++] = i;
    }
    blameCount++;
    if (kind === KIND_LATIN1) latin1Blamed++;
    if (f & REPLACEABLE) repl[replaceable++] = i;
    if (start === runEnd && runKind === kind) runs[r - 2] = i + 1;
    else {
      runs[r++] = start;
      runs[r++] = i + 1;
      runs[r++] = runKind = kind;
    }
    runEnd = i + 1;
  }
  const outsideLatin1 = blameCount - latin1Blamed;
  scanned.extCount = extCount;
  scanned.flags = flags;
  scanned.blameCount = blameCount;
  scanned.runs = r / 3;
  scanned.outsideLatin1 = outsideLatin1;
  scanned.gsmOutsideLatin1 = gsmOutsideLatin1;
  scanned.replaceable = replaceable;
  scanned.unpaired = unpaired;
}
