// What one highlighted character costs: worked out when it is hovered or reached, never per keystroke.
import {
  blameExplanation,
  describeBlame,
  extendedCharacterExplanation,
  measureMessage,
  type Encoding,
  type MessageAnalysis,
} from '@parley/domain';

// The kinds of blame.runs (see Blame in packages/domain): 1 Latin-1, 2 BMP, 3 astral, 4 unpaired.
const FORCES: Record<number, Encoding> = { 1: 'Latin-1', 2: 'Unicode', 3: 'Unicode', 4: 'Unidentified' };
const RANK: Record<Encoding, number> = { GSM7: 0, 'Latin-1': 1, Unicode: 2, Unidentified: 3 };

export interface BlamedAt {
  /** UTF-16 [from, to) of the one character */
  readonly from: number;
  readonly to: number;
  readonly kind: number;
}

/** The blamed character covering the UTF-16 index `index`, if any (binary search over the runs). */
export function blamedAt(analysis: MessageAnalysis, index: number): BlamedAt | null {
  const { runs } = analysis.blame;
  let lo = 0;
  let hi = runs.length / 3 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const start = runs[3 * mid]!;
    const end = runs[3 * mid + 1]!;
    if (index < start) hi = mid - 1;
    else if (index >= end) lo = mid + 1;
    else {
      const kind = runs[3 * mid + 2]!;
      const width = kind === 3 ? 2 : 1;
      const from = start + Math.floor((index - start) / width) * width;
      return { from, to: from + width, kind };
    }
  }
  return null;
}

/** 'this ’ turns the message into Unicode: 3 segments instead of 1' and the like. */
export function explainBlamed(text: string, analysis: MessageAnalysis, at: BlamedAt): string {
  const forces = FORCES[at.kind] ?? 'Unicode';
  const characters = describeBlame(text, analysis.blame);
  // The characters that force at least what this one forces: without all of them, the encoding drops.
  const group = characters.filter((c) => RANK[FORCES[kindOf(c, text)] ?? 'Unicode'] >= RANK[forces]);
  let without = '';
  let last = 0;
  for (const c of group) {
    without += text.slice(last, c.index) + (c.replacement ?? '');
    last = c.index + c.character.length;
  }
  without += text.slice(last);
  const self = characters.find((c) => c.index === at.from);
  return blameExplanation({
    character: text.slice(at.from, at.to),
    encoding: analysis.encoding,
    forces,
    others: Math.max(0, group.length - 1),
    segments: analysis.segments,
    instead: measureMessage(without).segments,
    replacement: self?.replacement,
  });
}

function kindOf(c: { inLatin1: boolean; codePoint: number }, _text: string): number {
  if (c.inLatin1) return 1;
  if (c.codePoint >= 0xd800 && c.codePoint <= 0xdfff) return 4;
  return c.codePoint > 0xffff ? 3 : 2;
}

/** GSM 03.38's extension characters, each sent as an escape code and itself (two septets). */
const EXTENDED = /[\f^{}\\[\]~|€]/g;
const isExtended = (code: number) =>
  code === 0x0c ||
  code === 0x5e ||
  code === 0x7b ||
  code === 0x7d ||
  code === 0x5c ||
  code === 0x5b ||
  code === 0x5d ||
  code === 0x7e ||
  code === 0x7c ||
  code === 0x20ac;

const inVariable = (analysis: MessageAnalysis, index: number) =>
  analysis.template.variables.some((v) => v.start <= index && index < v.end);

/**
 * Where the GSM extension characters are, outside placeholders (a chip hides its '|'), when the
 * message is GSM7 and holds some: only then do they count two (Latin-1 and Unicode count them one).
 */
export function extendedIndexes(text: string, analysis: MessageAnalysis): number[] {
  // the analysis counts each one twice: a length equal to the text's means there is none
  if (analysis.encoding !== 'GSM7' || analysis.length === text.length) return [];
  const out: number[] = [];
  for (const m of text.matchAll(EXTENDED)) if (!inVariable(analysis, m.index)) out.push(m.index);
  return out;
}

/** Whether the character `code` at `index` is a GSM extension character that counts two here. */
export const isExtendedAt = (analysis: MessageAnalysis, code: number, index: number) =>
  analysis.encoding === 'GSM7' && isExtended(code) && !inVariable(analysis, index);

/** 'this € counts as 2 characters in GSM7 … 3 segments instead of 2.' */
export function explainExtended(text: string, analysis: MessageAnalysis, index: number): string {
  const indexes = extendedIndexes(text, analysis);
  let single = '';
  let last = 0;
  for (const i of indexes) {
    single += text.slice(last, i) + 'x';
    last = i + 1;
  }
  single += text.slice(last);
  return extendedCharacterExplanation({
    character: text.charAt(index),
    count: indexes.length,
    segments: analysis.segments,
    instead: measureMessage(single).segments,
  });
}
