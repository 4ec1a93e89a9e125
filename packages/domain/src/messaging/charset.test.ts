import UnicodeToGsm from 'sms-segments-calculator/dist/libs/UnicodeToGSM';
import { describe, expect, it } from 'vitest';
import {
  CLASS,
  EXT,
  GSM7_BASIC_CHARS,
  GSM7_EXTENSION_CHARS,
  GSM7_EXTENSION_PATTERN,
  GSM7_PATTERN,
  LATIN1_PATTERN,
  NOT_GSM,
  NOT_LATIN1,
  STICKY,
  gsmSeptets,
} from './charset';
import { bmpProps, joinsNeighbour } from './grapheme-props';
import { LOOKALIKES } from './lookalikes';

describe('GSM 03.38 character set', () => {
  it('has the 127 basic characters (escape excluded) and the 10 of the extension table', () => {
    expect([...GSM7_BASIC_CHARS]).toHaveLength(127);
    expect(new Set(GSM7_BASIC_CHARS).size).toBe(127);
    expect([...GSM7_EXTENSION_CHARS]).toEqual(['\f', '^', '{', '}', '\\', '[', ']', '~', '|', '€']);
  });

  it("is exactly the set of Twilio's calculator, with the same one- and two-septet characters", () => {
    const twilio = new Map(
      Object.entries(UnicodeToGsm).map(([code, septets]) => [Number(code), septets.length]),
    );
    const ours = new Map<number, number>();
    for (let c = 0; c < 0x10000; c++) if (gsmSeptets(c)) ours.set(c, gsmSeptets(c));
    expect(ours).toEqual(twilio);
  });

  it('patterns agree with the class table on every BMP code unit', () => {
    const disagree: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const f = CLASS[c]!;
      if (
        GSM7_PATTERN.test(ch) !== ((f & NOT_GSM) === 0) ||
        GSM7_EXTENSION_PATTERN.test(ch) !== ((f & EXT) !== 0) ||
        LATIN1_PATTERN.test(ch) !== ((f & NOT_LATIN1) === 0)
      ) {
        disagree.push(c);
      }
    }
    expect(disagree).toEqual([]);
  });

  it('marks as sticky exactly the units that can join a cluster with a neighbour, none of them GSM or Latin-1', () => {
    const wrong: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const sticky = (CLASS[c]! & STICKY) !== 0;
      const expected = (c >= 0xd800 && c <= 0xdfff) || joinsNeighbour(bmpProps(c));
      if (sticky !== expected || (sticky && (c < 0x100 || gsmSeptets(c) > 0))) wrong.push(c);
    }
    expect(wrong).toEqual([]);
    for (const joiner of ['\u0301', '\u200D', '\uFE0F', '\u093F', '\u1100'])
      expect(CLASS[joiner.charCodeAt(0)]! & STICKY).toBe(STICKY);
  });

  it('counts extension characters double and the rest once', () => {
    expect(gsmSeptets('a'.charCodeAt(0))).toBe(1);
    expect(gsmSeptets('€'.charCodeAt(0))).toBe(2);
    expect(gsmSeptets('\f'.charCodeAt(0))).toBe(2);
    expect(gsmSeptets('á'.charCodeAt(0))).toBe(0);
    expect(gsmSeptets('ç'.charCodeAt(0))).toBe(0);
    expect(gsmSeptets('Ç'.charCodeAt(0))).toBe(1);
  });
});

describe('look-alikes', () => {
  it('replace only characters outside GSM, always with GSM text', () => {
    for (const [code, replacement] of LOOKALIKES) {
      expect(gsmSeptets(code), String.fromCharCode(code)).toBe(0);
      expect(GSM7_PATTERN.test(replacement), `${code.toString(16)} -> ${replacement}`).toBe(true);
    }
  });

  it('cover the usual smart-encoding characters', () => {
    const expected: Record<string, string> = {
      '\u201C': '"',
      '\u201D': '"',
      '\u2018': "'",
      '\u2019': "'",
      '\u2013': '-',
      '\u2014': '-',
      '\u2026': '...',
      '\u00A0': ' ',
      '\u2009': ' ',
      '\u200B': '',
      '\uFF21': 'A',
      '\uFF5B': '{',
      '\u00BD': '1/2',
      '\t': ' ',
    };
    for (const [ch, replacement] of Object.entries(expected)) {
      expect(LOOKALIKES.get(ch.charCodeAt(0)), ch).toBe(replacement);
    }
  });
});
