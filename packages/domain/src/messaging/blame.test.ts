import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze';
import { applyReplacements, describeBlame } from './blame';

const a = (n: number) => 'a'.repeat(n);

describe('blame', () => {
  it('is empty for GSM7 text', () => {
    const { blame } = analyzeMessage('Hello € [world]');
    expect(blame.count).toBe(0);
    expect(blame.runs).toHaveLength(0);
    expect(blame.repair).toBeNull();
  });

  it('lists the code points outside GSM with their positions and whether Latin-1 has them', () => {
    const text = 'Olá “Ж” 😀!';
    const { blame } = analyzeMessage(text);
    expect(blame.count).toBe(5);
    // á; “Ж” as one run of BMP characters; the emoji (two code units)
    expect([...blame.runs]).toEqual([2, 3, 1, 4, 7, 2, 8, 10, 3]);
    expect(blame.outsideLatin1).toBe(4);
    expect(describeBlame(text, blame)).toEqual([
      { index: 2, character: 'á', codePoint: 0xe1, inLatin1: true, replacement: undefined },
      { index: 4, character: '“', codePoint: 0x201c, inLatin1: false, replacement: '"' },
      { index: 5, character: 'Ж', codePoint: 0x416, inLatin1: false, replacement: undefined },
      { index: 6, character: '”', codePoint: 0x201d, inLatin1: false, replacement: '"' },
      { index: 8, character: '😀', codePoint: 0x1f600, inLatin1: false, replacement: undefined },
    ]);
    expect(describeBlame(text, blame, 2)).toHaveLength(2);
  });

  it('gives a word of another script, or adjacent emoji, one run of one kind', () => {
    const cyrillic = analyzeMessage('Привет, мир').blame;
    expect(cyrillic.count).toBe(9);
    expect([...cyrillic.runs]).toEqual([0, 6, 2, 8, 11, 2]);
    const thumbs = analyzeMessage('👍🏽ok').blame;
    expect(thumbs.count).toBe(2);
    expect([...thumbs.runs]).toEqual([0, 4, 3]);
    // a change of kind starts a new run even without a gap
    expect([...analyzeMessage('ЖЖ😀Жñ').blame.runs]).toEqual([0, 2, 2, 2, 4, 3, 4, 5, 2]);
    expect(describeBlame('ЖЖ😀Жñ', analyzeMessage('ЖЖ😀Жñ').blame).map((c) => c.index)).toEqual([0, 1, 2, 4]);
  });

  it('names what keeps a Latin-1 text out of GSM7', () => {
    const { encoding, blame } = analyzeMessage('Café « ok »');
    expect(encoding).toBe('Latin-1');
    expect([...blame.runs]).toEqual([5, 6, 1, 10, 11, 1]);
    expect(blame.outsideLatin1).toBe(0);
  });

  it('blames an unpaired surrogate, whose repair is to drop it', () => {
    const text = 'ab\uD83Dc';
    const { encoding, blame } = analyzeMessage(text);
    expect(encoding).toBe('Unidentified');
    expect(describeBlame(text, blame)).toEqual([
      { index: 2, character: '\uD83D', codePoint: 0xd83d, inLatin1: false, replacement: '' },
    ]);
    expect(blame.repair).toMatchObject({ encoding: 'GSM7', length: 3 });
  });
});

describe('repair', () => {
  it('replaces the look-alikes and says what that saves', () => {
    const text = '“Hi” — it’s… ' + a(150);
    const analysis = analyzeMessage(text);
    expect(analysis).toMatchObject({ encoding: 'Unicode', length: 163, parts: 3, segments: 3 });
    expect(analysis.blame.replaceable).toBe(5);
    expect(analysis.blame.repair).toEqual({
      encoding: 'GSM7',
      length: 165,
      parts: 2,
      segments: 2,
      segmentEncoding: 'GSM-7',
      savedParts: 1,
      savedSegments: 1,
    });
    expect(applyReplacements(text)).toBe(`"Hi" - it's... ${a(150)}`);
  });

  it('reports a cost as a negative saving when the text stays Unicode', () => {
    const text = 'Ж' + '…'.repeat(69);
    const { blame } = analyzeMessage(text);
    expect(blame.repair).toMatchObject({
      encoding: 'Unicode',
      length: 208,
      savedParts: -2,
      savedSegments: -3,
    });
  });

  it('turns a Latin-1 text with only look-alikes into GSM7', () => {
    const { blame } = analyzeMessage('50\u00A0€ «net»');
    expect(blame.repair).toMatchObject({ encoding: 'GSM7', savedParts: 0, savedSegments: 0 });
  });

  it('leaves a text without look-alikes as it is', () => {
    expect(applyReplacements('Привет')).toBe('Привет');
    expect(analyzeMessage('Привет').blame.repair).toBeNull();
  });
});
