import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze';
import { GSM7_EXTENSION_PATTERN, GSM7_PATTERN, LATIN1_PATTERN } from './charset';
import { applyReplacements, describeBlame } from './blame';
import { ENCODING_LIMITS, MAX_PARTS, measureMessage } from './encoding';
import { SEGMENT_SIZES, ucs2Segments } from './segments';

const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EXTENSION = new RegExp(GSM7_EXTENSION_PATTERN.source, 'g');

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const smsUnit = fc.constantFrom(
  ...'aZ0 %|.€{}[]~^\\\f\r\nÉçá«\u00A0“”—…ЖΔ😀👍🏽🇫🇷\u200D\uFE0F\u0301क्ष'.match(/[\s\S]/gu)!,
  '\uD800',
  '%NAME%',
  '%CITY|Zürich%',
  '%X|€~%',
  '%E|😀 ok%',
);
const texts = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ unit: smsUnit, maxLength: 200 }),
  fc.string({ unit: smsUnit, minLength: 600, maxLength: 1800 }),
  fc.string({ unit: fc.constantFrom('a', '€', ' '), minLength: 790, maxLength: 1610 }),
);

describe('analyzeMessage on any string', () => {
  it('never throws, and its encoding and length follow the definitions', () => {
    fc.assert(
      fc.property(
        texts,
        fc.boolean(),
        fc.constantFrom('ucs2' as const, '8bit' as const),
        (text, noSpaces, latin1Carrier) => {
          const analysis = analyzeMessage(text, { noSpaces, latin1Carrier });
          const expected = UNPAIRED.test(text)
            ? 'Unidentified'
            : GSM7_PATTERN.test(text)
              ? 'GSM7'
              : LATIN1_PATTERN.test(text)
                ? 'Latin-1'
                : 'Unicode';
          expect(analysis.encoding).toBe(expected);
          const extension = expected === 'GSM7' ? (text.match(EXTENSION)?.length ?? 0) : 0;
          expect(analysis.length).toBe(text.length + extension);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never gives more parts than the limit allows without the maxLength error', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const analysis = analyzeMessage(text);
        const { maxLength, perPart } = ENCODING_LIMITS[analysis.encoding];
        expect(analysis.parts).toBe(Math.ceil(analysis.length / perPart));
        const over = analysis.errors.some((e) => e.key === 'maxLength');
        expect(over).toBe(analysis.length > maxLength);
        expect(over).toBe(analysis.parts > MAX_PARTS);
        if (analysis.error === null) expect(analysis.parts).toBeLessThanOrEqual(MAX_PARTS);
      }),
      { numRuns: 3000 },
    );
  });

  it('bills at least as many segments as parts, and enough to carry the text', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const analysis = analyzeMessage(text);
        const { single, concatenated } = SEGMENT_SIZES[analysis.segmentEncoding];
        expect(analysis.segments).toBeGreaterThanOrEqual(analysis.parts);
        const capacity = analysis.segments > 1 ? concatenated : single;
        expect(analysis.segments * capacity).toBeGreaterThanOrEqual(analysis.length);
        if (analysis.length > 0) expect(analysis.segments).toBeGreaterThan(0);
        // a text without clusters is counted without cut checks: the count is the checked one
        if (analysis.segmentEncoding === 'UCS-2') expect(analysis.segments).toBe(ucs2Segments(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('repairs to a text that is never worse in encoding, and blames only what is outside GSM', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const { blame, encoding } = analyzeMessage(text);
        const blamed = describeBlame(text, blame);
        expect(blamed).toHaveLength(blame.count);
        // Blamed: exactly the characters outside GSM. What is left between them is all GSM.
        let rest = '';
        let last = 0;
        const wrong = blamed.filter(({ index, character }) => !text.startsWith(character, index));
        for (const b of blamed) {
          if (GSM7_PATTERN.test(b.character)) wrong.push(b);
          rest += text.slice(last, b.index);
          last = b.index + b.character.length;
        }
        rest += text.slice(last);
        expect(wrong).toEqual([]);
        expect(GSM7_PATTERN.test(rest)).toBe(true);
        expect(blame.count === 0).toBe(encoding === 'GSM7');
        if (blame.repair && encoding !== 'Unidentified') {
          const rank = { GSM7: 0, 'Latin-1': 1, Unicode: 2, Unidentified: 3 };
          expect(rank[blame.repair.encoding]).toBeLessThanOrEqual(rank[encoding]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  // The editor's extra figures are counted from the scan and the edits (edited.ts); each must equal
  // what measuring the edited text outright gives, whatever the text and the carrier.
  it('measures the repaired, rendered and LF texts as measuring them outright does', () => {
    fc.assert(
      fc.property(texts, fc.constantFrom('ucs2' as const, '8bit' as const), (text, latin1Carrier) => {
        const { blame, template, rendered, warnings } = analyzeMessage(text, { latin1Carrier });
        if (blame.repair) {
          const repaired = measureMessage(applyReplacements(text), latin1Carrier);
          expect(blame.repair).toMatchObject(repaired);
        }
        let minimum = '';
        let withDefaults = '';
        for (const token of template.tokens) {
          minimum += token.kind === 'text' ? token.text : '';
          withDefaults += token.kind === 'text' ? token.text : (token.defaultValue ?? '');
        }
        expect(rendered.minimum).toEqual(measureMessage(minimum, latin1Carrier));
        expect(rendered.withDefaults).toEqual(measureMessage(withDefaults, latin1Carrier));
        const crlf = warnings.find((w) => w.kind === 'crlf');
        if (crlf?.kind === 'crlf') {
          expect(crlf.withLf).toEqual(measureMessage(text.replaceAll('\r\n', '\n'), latin1Carrier));
        }
      }),
      { numRuns: 3000 },
    );
  });
});
