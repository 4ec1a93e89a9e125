// Derives the grapheme-break properties of every code point from the runtime's own Intl.Segmenter,
// so grapheme-data.ts matches the segmenter our property tests compare against. Not used at run time:
// grapheme-data.test.ts re-derives and compares, and regenerates the file's text when Unicode moves on.
import { GCB, INCB_CONSONANT, INCB_EXTEND, INCB_LINKER, EXT_PICT } from './grapheme-props';

const KA = '\u0915';
const VIRAMA = '\u094D';
const GRIN = '\u{1F600}';
const ZWJ = '\u200D';

/** Planes where Unicode assigns grapheme-relevant properties; the others hold only letters and private use. */
export const DERIVED_PLANES = [0, 1, 14] as const;

/** Probes per segmenter call: its iterator slows down quadratically on long inputs. */
const BATCH = 256;

/**
 * How many graphemes `build(x)` makes, for each code point of `cps`. Joining the probes with LF keeps
 * them independent (GB4/GB5 break on both sides of LF), so one segmenter call does a whole batch.
 */
function graphemeCounts(segmenter: Intl.Segmenter, cps: readonly number[], build: (x: string) => string) {
  const out = new Uint8Array(cps.length);
  for (let b = 0; b < cps.length; b += BATCH) {
    const probes: string[] = [];
    for (let k = b; k < Math.min(b + BATCH, cps.length); k++)
      probes.push(build(String.fromCodePoint(cps[k]!)));
    let index = b;
    let count = 0;
    for (const { segment } of segmenter.segment(probes.join('\n') + '\n')) {
      if (segment === '\n') {
        out[index++] = count;
        count = 0;
      } else count++;
    }
  }
  return out;
}

/** The packed property byte (GCB | EXT_PICT | InCB) of each code point of [from, to). */
export function deriveProperties(from: number, to: number): Uint8Array {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const out = new Uint8Array(to - from);
  const all: number[] = [];
  for (let cp = from; cp < to; cp++) {
    if (cp === 13) out[cp - from] = GCB.CR;
    else if (cp === 10) out[cp - from] = GCB.LF;
    else if (cp === 0x200d) out[cp - from] = GCB.ZWJ | INCB_EXTEND;
    else all.push(cp);
  }
  const count = (cps: readonly number[], build: (x: string) => string) => {
    const counts = graphemeCounts(segmenter, cps, build);
    return (k: number) => counts[k]!;
  };
  const select = (cps: readonly number[], keep: (k: number) => boolean) => cps.filter((_, k) => keep(k));

  // The first probes split the code points into the few that join something and the many that do not.
  const left = count(all, (x) => 'a' + x);
  const right = count(all, (x) => x + 'a');
  const mark = count(all, (x) => x + '\u0301');
  const pict = count(all, (x) => GRIN + ZWJ + x);
  const hangul = count(all, (x) => '\u1100' + x + '\u11A8');
  const consonant = count(all, (x) => KA + VIRAMA + x);

  const joinsLeft = select(all, (k) => left(k) === 1);
  const extendish = count(joinsLeft, (x) => GRIN + x + ZWJ + GRIN);
  const linker = count(joinsLeft, (x) => KA + x + KA);
  const conjunct = count(joinsLeft, (x) => KA + VIRAMA + x + KA);
  joinsLeft.forEach((cp, k) => {
    let value = extendish(k) === 1 ? GCB.Extend : GCB.SpacingMark;
    if (linker(k) === 1) value |= INCB_LINKER;
    else if (conjunct(k) === 1) value |= INCB_EXTEND;
    out[cp - from] = value;
  });

  const jamo = select(all, (k) => left(k) !== 1 && right(k) !== 1 && hangul(k) < 3);
  const afterV = count(jamo, (x) => '\u1161' + x);
  const afterT = count(jamo, (x) => '\u11A8' + x);
  const beforeL = count(jamo, (x) => x + '\u1100');
  const beforeV = count(jamo, (x) => x + '\u1161');
  jamo.forEach((cp, k) => {
    if (beforeL(k) === 1) out[cp - from] = GCB.L;
    else if (afterV(k) === 1 && beforeV(k) === 1) out[cp - from] = GCB.V;
    else if (afterT(k) === 1) out[cp - from] = GCB.T;
    else if (beforeV(k) === 1) out[cp - from] = GCB.LV;
    else out[cp - from] = GCB.LVT;
  });

  const ri = count(all, (x) => (x.length === 2 ? '\u{1F1E6}' + x : 'aa'));
  all.forEach((cp, k) => {
    const i = cp - from;
    if (left(k) === 1 || (right(k) !== 1 && hangul(k) < 3)) return;
    let value: number = GCB.Other;
    if (ri(k) === 1) value = GCB.RI;
    else if (right(k) === 1) value = GCB.Prepend;
    else if (mark(k) !== 1) value = GCB.Control;
    if (pict(k) === 1) value |= EXT_PICT;
    if (consonant(k) === 1) value |= INCB_CONSONANT;
    out[i] = value;
  });
  return out;
}

/** Non-zero runs as [start, end, value] triples over the derived planes, merged across plane edges. */
export function deriveRuns(): number[] {
  const runs: number[] = [];
  for (const plane of DERIVED_PLANES) {
    const from = plane * 0x10000;
    const props = deriveProperties(from, from + 0x10000);
    for (let i = 0; i < props.length; i++) {
      const value = props[i]!;
      if (value === 0) continue;
      const cp = from + i;
      const last = runs.length - 3;
      if (last >= 0 && runs[last + 1] === cp && runs[last + 2] === value) runs[last + 1] = cp + 1;
      else runs.push(cp, cp + 1, value);
    }
  }
  return runs;
}

/** The text of grapheme-data.ts: runs as base-36 deltas, a few kilobytes instead of a 1.1M table. */
export function renderGraphemeData(runs: number[]): string {
  const parts: string[] = [];
  let previousEnd = 0;
  for (let r = 0; r < runs.length; r += 3) {
    const start = runs[r]!;
    const end = runs[r + 1]!;
    const value = runs[r + 2]!;
    parts.push(`${(start - previousEnd).toString(36)}.${(end - start).toString(36)}.${value.toString(36)}`);
    previousEnd = end;
  }
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    if (line.length + part.length + 1 > 100) {
      lines.push(line);
      line = '';
    }
    line += (line ? ',' : '') + part;
  }
  if (line) lines.push(line);
  return [
    '// Generated by grapheme-derive.ts from Intl.Segmenter; grapheme-data.test.ts checks it. Do not edit.',
    '// Runs of code points with a non-zero property byte (see grapheme-props.ts), each',
    '// "gap.length.value" in base 36, the gap counted from the end of the previous run.',
    'export const GRAPHEME_RUNS =',
    lines.map((l, i) => `  '${l}${i < lines.length - 1 ? ',' : ''}'`).join(' +\n') + ';',
    '',
  ].join('\n');
}
