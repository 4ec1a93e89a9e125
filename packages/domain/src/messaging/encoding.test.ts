import { describe, expect, it } from 'vitest';
import { ENCODING_LIMITS, MAX_PARTS, detectEncoding, measureMessage, partsFor } from './encoding';

const a = (n: number) => 'a'.repeat(n);

describe('encoding (doc 000 §4)', () => {
  it.each([
    ['', 'GSM7'],
    ['Hello @ £ $ ¥ è é ù ì ò Ç Ø ø Å å Δ _ Φ Γ Λ Ω Π Ψ Σ Θ Ξ Æ æ ß É ¤ ¡ Ä Ö Ñ Ü § ¿ ä ö ñ ü à\n\r', 'GSM7'],
    ['extension ^ { } \\ [ ] ~ | € and form feed \f', 'GSM7'],
    ['Latin-1 only: á', 'Latin-1'],
    ['ç is not in GSM (only Ç is)', 'Latin-1'],
    ['« guillemets » and a no-break\u00A0space', 'Latin-1'],
    ['á with € (not in ISO-8859-1)', 'Unicode'],
    ['á with Δ (GSM, not Latin-1)', 'Unicode'],
    ['Привет', 'Unicode'],
    ['curly “quotes”', 'Unicode'],
    ['emoji 😀', 'Unicode'],
    ['a lone high surrogate \uD83D here', 'Unidentified'],
    ['a lone low surrogate \uDE00 here', 'Unidentified'],
    ['reversed pair \uDE00\uD83D', 'Unidentified'],
    ['😀 and a lone \uD83D', 'Unidentified'],
  ])('%j is %s', (text, encoding) => {
    expect(detectEncoding(text)).toBe(encoding);
  });
});

describe('length', () => {
  it('counts septets for GSM7: an extension character counts two', () => {
    expect(measureMessage('abc').length).toBe(3);
    expect(measureMessage('a€b').length).toBe(4);
    expect(measureMessage('^{}\\[]~|€\f').length).toBe(20);
  });

  it('counts characters for Latin-1', () => {
    expect(measureMessage('áé{').length).toBe(3);
  });

  it('counts UTF-16 code units for Unicode: an emoji outside the BMP counts two', () => {
    expect(measureMessage('Жa').length).toBe(2);
    expect(measureMessage('😀').length).toBe(2);
    expect(measureMessage('👍🏽').length).toBe(4);
    expect(measureMessage('€Ж').length).toBe(2);
  });

  it('counts UTF-16 code units for Unidentified', () => {
    expect(measureMessage('a\uD800b')).toMatchObject({ encoding: 'Unidentified', length: 3 });
  });
});

describe('limits and parts (doc 000 §5, §9)', () => {
  it('are the spec numbers', () => {
    expect(ENCODING_LIMITS).toEqual({
      GSM7: { maxLength: 1600, perPart: 160 },
      'Latin-1': { maxLength: 1400, perPart: 140 },
      Unicode: { maxLength: 700, perPart: 70 },
      Unidentified: { maxLength: 700, perPart: 70 },
    });
    expect(MAX_PARTS).toBe(10);
    for (const { maxLength, perPart } of Object.values(ENCODING_LIMITS))
      expect(maxLength).toBe(MAX_PARTS * perPart);
  });

  it.each([
    ['GSM7', a(160), 1],
    ['GSM7', a(161), 2],
    ['GSM7', a(320), 2],
    ['GSM7', a(321), 3],
    ['GSM7', a(1600), 10],
    ['GSM7', a(1601), 11],
    ['GSM7', a(159) + '€', 2],
    ['GSM7', a(158) + '€', 1],
    ['GSM7', '€'.repeat(800), 10],
    ['GSM7', '€'.repeat(800) + 'a', 11],
    ['Latin-1', 'á' + a(139), 1],
    ['Latin-1', 'á' + a(140), 2],
    ['Latin-1', 'á' + a(1399), 10],
    ['Latin-1', 'á' + a(1400), 11],
    ['Unicode', 'Ж' + a(69), 1],
    ['Unicode', 'Ж' + a(70), 2],
    ['Unicode', '😀' + a(68), 1],
    ['Unicode', '😀' + a(69), 2],
    ['Unicode', 'Ж' + a(699), 10],
    ['Unicode', 'Ж' + a(700), 11],
    ['Unidentified', '\uD800' + a(69), 1],
    ['Unidentified', '\uD800' + a(70), 2],
    ['Unidentified', '\uD800' + a(699), 10],
    ['Unidentified', '\uD800' + a(700), 11],
  ])('%s %# has %i parts: length divided by the part size, rounded up', (encoding, text, parts) => {
    const measure = measureMessage(text);
    expect(measure.encoding).toBe(encoding);
    expect(measure.parts).toBe(parts);
    expect(partsFor(measure.encoding, measure.length)).toBe(parts);
  });

  it('gives no parts and no segments to an empty text', () => {
    expect(measureMessage('')).toEqual({
      encoding: 'GSM7',
      length: 0,
      parts: 0,
      segments: 0,
      segmentEncoding: 'GSM-7',
    });
  });
});

describe('carrier encoding of Latin-1', () => {
  it('is UCS-2 by default: 70 units in one SMS, 67 per segment after', () => {
    expect(measureMessage('á' + a(69))).toMatchObject({ segments: 1, segmentEncoding: 'UCS-2' });
    expect(measureMessage('á' + a(70))).toMatchObject({ segments: 2, segmentEncoding: 'UCS-2' });
    expect(measureMessage('á' + a(139))).toMatchObject({ parts: 1, segments: 3 });
  });

  it('is 8-bit on request: 140 octets in one SMS, 134 per segment after', () => {
    expect(measureMessage('á' + a(139), '8bit')).toMatchObject({ segments: 1, segmentEncoding: '8-bit' });
    expect(measureMessage('á' + a(140), '8bit')).toMatchObject({ segments: 2, segmentEncoding: '8-bit' });
    expect(measureMessage('á' + a(267), '8bit').segments).toBe(2);
    expect(measureMessage('á' + a(268), '8bit').segments).toBe(3);
  });

  it('does not change GSM7 or Unicode', () => {
    expect(measureMessage(a(161), '8bit').segmentEncoding).toBe('GSM-7');
    expect(measureMessage('Ж', '8bit').segmentEncoding).toBe('UCS-2');
  });
});
