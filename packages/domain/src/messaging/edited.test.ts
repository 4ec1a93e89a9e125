import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Edit, applyEdits, measureEdited } from './edited';
import { measureMessage } from './encoding';
import { scan } from './scan';

// Code points and sequences whose grapheme rules look back: flags (regional indicators in pairs),
// ZWJ emoji, skin tones, combining marks, Indic conjuncts, CR LF; and plain letters between them.
const piece = fc.constantFrom(
  ...'aZ0 .é€{~\r\nЖ“…😀👍🏽🇫🇷🇩\u200D\uFE0F\u0301क्षि👨‍👩‍👧'.match(/[\s\S]/gu)!,
  'hello ',
  'Привет ',
);
const pieces = (min: number, max: number) =>
  fc.array(piece, { minLength: min, maxLength: max }).map((p) => p.join(''));

/** A text and sorted, non-overlapping edits at code point boundaries (never inside a surrogate pair). */
const edited = fc
  .tuple(
    fc.array(piece, { minLength: 20, maxLength: 400 }),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 4 }), pieces(0, 6)), { maxLength: 12 }),
  )
  .map(([parts, raw]) => {
    const bounds = [0];
    for (const p of parts) bounds.push(bounds.at(-1)! + p.length);
    const text = parts.join('');
    const edits: Edit[] = [];
    let last = 0;
    for (const [at, span, insert] of raw.sort((x, y) => x[0] - y[0])) {
      const i = at % bounds.length;
      const start = bounds[i]!;
      const end = bounds[Math.min(i + span, bounds.length - 1)]!;
      if (start < last) continue;
      edits.push({ start, end, insert });
      last = end;
    }
    return { text, edits };
  });

describe('measureEdited', () => {
  it('measures an edited text as measuring it outright does, without building it', () => {
    fc.assert(
      fc.property(edited, fc.constantFrom('ucs2' as const, '8bit' as const), ({ text, edits }, carrier) => {
        scan(text);
        expect(measureEdited(text, edits, carrier)).toEqual(measureMessage(applyEdits(text, edits), carrier));
      }),
      { numRuns: 2000 },
    );
  });
});
