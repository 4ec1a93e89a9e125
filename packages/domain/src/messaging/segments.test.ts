import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gsmSeptets } from './charset';
import { measureMessage } from './encoding';
import { SEGMENT_SIZES, octetSegments, segmentEnds } from './segments';

const a = (n: number) => 'a'.repeat(n);
const zh = (n: number) => 'Ж'.repeat(n);
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';

const check = (text: string, segments: number, ends?: number[]) => {
  const measure = measureMessage(text);
  expect(measure.segments).toBe(segments);
  const cuts = segmentEnds(text, measure.segmentEncoding);
  expect(cuts).toHaveLength(segments);
  if (ends) expect(cuts).toEqual(ends);
};

describe('GSM-7 segments', () => {
  it('fit 160 septets in one SMS, then 153 per segment', () => {
    check(a(160), 1, [160]);
    check(a(161), 2, [153, 161]);
    check(a(306), 2, [153, 306]);
    check(a(307), 3, [153, 306, 307]);
    check(a(1600), 11);
  });

  it('count an extension character as two septets', () => {
    check(a(158) + '€', 1);
    check(a(159) + '€', 2);
  });

  it('never split an escape pair: the segment ends one septet early', () => {
    check(a(151) + '€' + a(153), 2, [152, 305]);
    check(a(152) + '€' + a(152), 3, [152, 304, 305]);
    check('€'.repeat(77), 1);
    check('€'.repeat(81), 2, [76, 81]);
    check('€'.repeat(800), 11);
  });
});

describe('UCS-2 segments', () => {
  it('fit 70 units in one SMS, then 67 per segment', () => {
    check(zh(70), 1, [70]);
    check(zh(71), 2, [67, 71]);
    check(zh(134), 2, [67, 134]);
    check(zh(135), 3, [67, 134, 135]);
  });

  it('never split a surrogate pair', () => {
    check(zh(66) + '😀' + zh(10), 2, [66, 78]);
  });

  it('never split a grapheme cluster', () => {
    check(zh(60) + FAMILY + zh(10), 2, [60, 81]);
    check(zh(65) + '👍🏽' + zh(10), 2, [65, 79]);
    check(zh(63) + '🇫🇷🇯🇵' + zh(10), 2, [67, 81]);
    check(zh(64) + '🇫🇷🇯🇵' + zh(10), 2, [64, 82]);
    check(zh(66) + 'e\u0301' + zh(10), 2, [66, 78]);
    check(zh(66) + '\u2764\uFE0F' + zh(10), 2, [66, 78]);
    check(zh(65) + '\u0915\u094D\u0937' + zh(10), 2, [65, 78]);
    check(zh(65) + '\u1100\u1161\u11A8' + zh(10), 2, [65, 78]);
  });

  it('may cut between CR and LF, as carriers reassemble them', () => {
    check(zh(66) + '\r\n' + zh(10), 2, [67, 78]);
  });

  it('cuts a cluster longer than a segment between code points', () => {
    check('e' + '\u0301'.repeat(80), 2, [67, 81]);
    check('\u{1F3F4}' + '\u{E0067}'.repeat(40), 2, [66, 82]);
  });
});

describe('8-bit segments', () => {
  it('fit 140 octets in one SMS, then 134 per segment', () => {
    expect(octetSegments(0)).toBe(0);
    expect(octetSegments(140)).toBe(1);
    expect(octetSegments(141)).toBe(2);
    expect(octetSegments(268)).toBe(2);
    expect(octetSegments(269)).toBe(3);
    expect(segmentEnds('á'.repeat(269), '8-bit')).toEqual([134, 268, 269]);
  });
});

describe('segment properties', () => {
  const units = fc.constantFrom(
    ...'aZ0 @€^{}[]~|\\\f\r\nÉçáЖ😀👍🏽\u200D\uFE0F\u0301क्ष🇫🇷\uD800'.match(/[\s\S]/gu)!,
    '\u{1F3FD}',
    '\u{E0067}',
  );
  const texts = fc.oneof(
    fc.string({ unit: units, maxLength: 400 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: fc.constantFrom(...'a€{}'), maxLength: 400 }),
  );

  it('the counts and the cut positions agree, and every segment fits its size', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const measure = measureMessage(text);
        const ends = segmentEnds(text, measure.segmentEncoding);
        expect(ends).toHaveLength(measure.segments);
        const { single, concatenated } = SEGMENT_SIZES[measure.segmentEncoding];
        const capacity = ends.length > 1 ? concatenated : single;
        let start = 0;
        for (const end of ends) {
          const piece = text.slice(start, end);
          const size =
            measure.segmentEncoding === 'GSM-7'
              ? [...piece].reduce((sum, ch) => sum + gsmSeptets(ch.charCodeAt(0)), 0)
              : piece.length;
          expect(size).toBeLessThanOrEqual(capacity);
          expect(end).toBeGreaterThan(start);
          start = end;
        }
        expect(start).toBe(text.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('never cut inside a grapheme cluster (Intl.Segmenter) except between CR and LF', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    fc.assert(
      fc.property(texts, (text) => {
        const measure = measureMessage(text);
        const boundaries = new Set([...segmenter.segment(text)].map((s) => s.index));
        for (const end of segmentEnds(text, measure.segmentEncoding).slice(0, -1)) {
          const crlf = text[end - 1] === '\r' && text[end] === '\n';
          // A cluster longer than a segment leaves no boundary to cut at.
          const longCluster = ![...boundaries].some(
            (b) => b < end && b > end - SEGMENT_SIZES['UCS-2'].concatenated,
          );
          expect(boundaries.has(end) || crlf || longCluster, `cut at ${end}`).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
