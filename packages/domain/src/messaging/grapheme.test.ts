import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGraphemeBoundary, joinedFrom, lowestRead, splitGraphemes } from './grapheme';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const reference = (text: string) => [...segmenter.segment(text)].map((s) => s.segment);

// Code points that take part in every UAX #29 rule: CR LF, controls, marks (Extend, SpacingMark),
// Prepend, Hangul jamo and syllables, ZWJ, variation selectors, skin tones, regional indicators,
// tags, Extended_Pictographic, Indic conjuncts (consonants and viramas of several scripts), lone
// surrogates, and plain letters.
const INTERESTING = [
  'a',
  'Z',
  ' ',
  '\r',
  '\n',
  '\t',
  '\u00AD',
  '\u0301',
  '\u0308',
  '\u0903',
  '\u093F',
  '\u0E33',
  '\u0E31',
  '\u0600',
  '\u0D4E',
  '\u{110BD}',
  '\u1100',
  '\u1161',
  '\u11A8',
  '\uAC00',
  '\uAC01',
  '\u200D',
  '\u200C',
  '\uFE0F',
  '\uFE0E',
  '\u{1F3FB}',
  '\u{1F3FD}',
  '\u{1F1EB}',
  '\u{1F1F7}',
  '\u{1F1EF}',
  '\u{E0067}',
  '\u{E007F}',
  '\u{1F3F4}',
  '\u{1F468}',
  '\u{1F469}',
  '\u2764',
  '\u2620',
  '\u{1F91D}',
  '\u{1F9D1}',
  '\u00A9',
  '\u0915',
  '\u0937',
  '\u094D',
  '\u0995',
  '\u09CD',
  '\u0B95',
  '\u0BCD',
  '\u0D15',
  '\u0D4D',
  '\u1000',
  '\u1039',
  '\u1780',
  '\u17D2',
  '\u{11013}',
  '\u{11046}',
  '\uD800',
  '\uDC00',
  'é',
  'Ж',
  '😀',
];

const interesting = fc.string({ unit: fc.constantFrom(...INTERESTING), maxLength: 12 });
const anyUtf16 = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 12,
});
const anyCodePoints = fc.string({ unit: 'binary', maxLength: 12 });

describe('grapheme boundaries', () => {
  it.each([
    ['interesting code points', interesting],
    ['any UTF-16 (lone surrogates too)', anyUtf16],
    ['any code points', anyCodePoints],
  ])('match Intl.Segmenter at every position: %s', (_name, strings) => {
    fc.assert(
      fc.property(strings, (text) => {
        expect(splitGraphemes(text)).toEqual(reference(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ['interesting code points', interesting],
    ['any code points', anyCodePoints],
  ])('where there is none, joinedFrom reaches back only over positions with none: %s', (_name, strings) => {
    fc.assert(
      fc.property(strings, (text) => {
        // the boundaries by Intl.Segmenter
        const boundaries = new Set([0]);
        let at = 0;
        for (const cluster of reference(text)) boundaries.add((at += cluster.length));
        for (let i = 1; i < text.length; i++) {
          if (isGraphemeBoundary(text, i)) continue;
          expect(joinedFrom).toBeLessThan(i);
          expect(joinedFrom).toBeGreaterThanOrEqual(lowestRead);
          for (let p = joinedFrom + 1; p <= i; p++) expect(boundaries.has(p)).toBe(false);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('reach back over a whole emoji sequence from its end', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(isGraphemeBoundary(family, 6)).toBe(false);
    expect(joinedFrom).toBe(3);
    // ZWJ, then a pictograph: back over the variation selector to the heart
    expect(isGraphemeBoundary('\u{1F469}\u200D\u2764\uFE0F\u200D\u{1F48B}', 6)).toBe(false);
    expect(joinedFrom).toBe(3);
    // before an Extend: back to the start of the code point before it
    expect(isGraphemeBoundary('\u{1F44D}\u{1F3FD}', 2)).toBe(false);
    expect(joinedFrom).toBe(0);
  });

  it('are at both ends of the text and never inside a surrogate pair', () => {
    expect(isGraphemeBoundary('ab', 0)).toBe(true);
    expect(isGraphemeBoundary('ab', 2)).toBe(true);
    expect(isGraphemeBoundary('😀', 1)).toBe(false);
  });

  it.each([
    ['e\u0301', 1, false],
    ['\r\n', 1, false],
    ['\n\r', 1, true],
    ['\u{1F44D}\u{1F3FD}', 2, false],
    ['\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}', 2, false],
    ['\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}', 4, true],
    ['\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}', 6, false],
    ['\u{1F468}\u200D\u{1F469}', 3, false],
    ['a\u200D\u{1F469}', 2, true],
    ['\u{1F3F4}\u200D\u2620\uFE0F', 3, false],
    ['\u0915\u094D\u0937', 2, false],
    ['\u0915\u0937', 1, true],
    ['\u1100\u1161\u11A8', 2, false],
    ['\u0600a', 1, false],
    ['\u2764\uFE0F', 1, false],
  ])('%j at %i: %s', (text, i, boundary) => {
    expect(isGraphemeBoundary(text, i)).toBe(boundary);
  });
});
