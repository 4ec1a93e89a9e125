// Extended grapheme cluster boundaries (UAX #29) at one position, for segment cuts: the analysis
// asks a handful of times per message, so running Intl.Segmenter over the whole text would cost
// more than everything else together. grapheme.test.ts checks this against Intl.Segmenter.
import { CLASS, CR, STICKY, isHighSurrogate, isLowSurrogate } from './charset';
import {
  EXT_PICT,
  GCB,
  GCB_MASK,
  INCB_CONSONANT,
  INCB_EXTEND,
  INCB_LINKER,
  INCB_MASK,
  bmpPropsTable,
  graphemeProps,
  plane1PropsTable,
} from './grapheme-props';

/**
 * The lowest index the last isGraphemeBoundary call read (the highest is one past its position).
 * Whoever asks about a stretch of a longer text, as edited.ts does for a text it never builds, knows
 * the answer holds for the longer text when the reads stayed inside the stretch.
 */
export let lowestRead = 0;

/**
 * Where the cluster joined at the last position isGraphemeBoundary answered false to reaches back
 * to: there is no boundary in (joinedFrom, i] either. A search for the previous cut goes on from
 * there instead of asking again at every unit of a long emoji sequence (a family is eleven units).
 */
export let joinedFrom = 0;

/** The code point that ends just before `end` (a surrogate pair read whole, a lone surrogate alone). */
function codePointBefore(text: string, end: number): number {
  const c = text.charCodeAt(end - 1);
  if (end - 1 < lowestRead) lowestRead = end - 1;
  if (isLowSurrogate(c) && end >= 2) {
    if (end - 2 < lowestRead) lowestRead = end - 2;
    const h = text.charCodeAt(end - 2);
    if (isHighSurrogate(h)) return ((h - 0xd800) << 10) + (c - 0xdc00) + 0x10000;
  }
  return c;
}

const width = (cp: number) => (cp >= 0x10000 ? 2 : 1);

// The tables read directly: a cut next to an emoji is checked often in emoji-heavy texts.
const BMP_PROPS = bmpPropsTable();
const PLANE1_PROPS = plane1PropsTable();

/** The properties of the astral code point with these surrogates. */
function pairProps(high: number, low: number): number {
  const cp = ((high - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
  return cp < 0x20000 ? PLANE1_PROPS[cp - 0x10000]! : graphemeProps(cp);
}

/** Is there a grapheme cluster boundary between text[i - 1] and text[i]? Both ends of the text are. */
export function isGraphemeBoundary(text: string, i: number): boolean {
  lowestRead = i - 1;
  if (i <= 0 || i >= text.length) return true;
  const a0 = text.charCodeAt(i - 1);
  const b0 = text.charCodeAt(i);
  // Most pairs: neither can join a cluster (charset.ts marks those, and surrogates, STICKY), and
  // neither is the CR of a CR LF.
  if (((CLASS[a0]! | CLASS[b0]!) & (STICKY | CR)) === 0) return true;
  // The properties of the code points on each side, surrogate pairs decoded here (no calls: this
  // runs at every cut beside an emoji). A lone surrogate reads as itself.
  let pb: number;
  if ((b0 & 0xfc00) === 0xdc00) {
    if ((a0 & 0xfc00) === 0xd800) {
      joinedFrom = i - 1; // inside a pair
      return false;
    }
    pb = BMP_PROPS[b0]!;
  } else if ((b0 & 0xfc00) === 0xd800) {
    const b1 = text.charCodeAt(i + 1);
    pb = (b1 & 0xfc00) === 0xdc00 ? pairProps(b0, b1) : BMP_PROPS[b0]!;
  } else pb = BMP_PROPS[b0]!;
  let pa: number;
  // where the code point before i starts
  let aStart = i - 1;
  if ((a0 & 0xfc00) === 0xdc00 && i >= 2) {
    lowestRead = i - 2;
    const a1 = text.charCodeAt(i - 2);
    if ((a1 & 0xfc00) === 0xd800) {
      pa = pairProps(a1, a0);
      aStart = i - 2;
    } else pa = BMP_PROPS[a0]!;
  } else pa = BMP_PROPS[a0]!;
  if ((pa | pb) === 0) return true;
  joinedFrom = aStart; // what a rule below that joins i joins at least

  const ga = pa & GCB_MASK;
  const gb = pb & GCB_MASK;
  if (ga === GCB.CR && gb === GCB.LF) return false; // GB3
  if (ga === GCB.CR || ga === GCB.LF || ga === GCB.Control) return true; // GB4
  if (gb === GCB.CR || gb === GCB.LF || gb === GCB.Control) return true; // GB5
  if (ga === GCB.L && (gb === GCB.L || gb === GCB.V || gb === GCB.LV || gb === GCB.LVT)) return false; // GB6
  if ((ga === GCB.LV || ga === GCB.V) && (gb === GCB.V || gb === GCB.T)) return false; // GB7
  if ((ga === GCB.LVT || ga === GCB.T) && gb === GCB.T) return false; // GB8
  if (gb === GCB.Extend || gb === GCB.ZWJ || gb === GCB.SpacingMark) return false; // GB9, GB9a
  if (ga === GCB.Prepend) return false; // GB9b
  if ((pb & INCB_MASK) === INCB_CONSONANT && joinsConjunct(text, i)) return false; // GB9c
  if (ga === GCB.ZWJ && pb & EXT_PICT && continuesPictographic(text, i - 1)) return false; // GB11
  if (ga === GCB.RI && gb === GCB.RI) return regionalIndicatorsBefore(text, i) % 2 === 0; // GB12, GB13
  return true; // GB999
}

/** GB9c: Consonant [Extend Linker]* Linker [Extend Linker]* before i. */
function joinsConjunct(text: string, i: number): boolean {
  let linker = false;
  for (let end = i; end > 0;) {
    const cp = codePointBefore(text, end);
    const incb = graphemeProps(cp) & INCB_MASK;
    if (incb === INCB_LINKER) linker = true;
    else if (incb === INCB_CONSONANT) {
      if (linker) joinedFrom = end - width(cp);
      return linker;
    } else if (incb !== INCB_EXTEND) return false;
    end -= width(cp);
  }
  return false;
}

/** GB11: ExtPict Extend* before the ZWJ that ends at zwjEnd. */
function continuesPictographic(text: string, zwjEnd: number): boolean {
  for (let end = zwjEnd; end > 0;) {
    const cp = codePointBefore(text, end);
    const p = graphemeProps(cp);
    if (p & EXT_PICT) {
      joinedFrom = end - width(cp);
      return true;
    }
    if ((p & GCB_MASK) !== GCB.Extend) return false;
    end -= width(cp);
  }
  return false;
}

/** How many regional indicators run back from i (each a surrogate pair). */
function regionalIndicatorsBefore(text: string, i: number): number {
  let count = 0;
  for (let end = i; end >= 2; end -= 2) {
    const cp = codePointBefore(text, end);
    if (cp < 0x10000 || (graphemeProps(cp) & GCB_MASK) !== GCB.RI) break;
    count++;
  }
  return count;
}

/** Grapheme clusters of a text, by the same rules: for tests and for the few callers that need them. */
export function splitGraphemes(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || isGraphemeBoundary(text, i)) {
      out.push(text.slice(start, i));
      start = i;
    }
  }
  return out;
}
