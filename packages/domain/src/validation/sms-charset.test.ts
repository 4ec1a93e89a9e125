import { describe, expect, it } from 'vitest';
import { GSM7_BASIC_CHARS } from '../messaging/charset';
import {
  GSM7_ACCENTED_EXTRA_CHARS,
  ZGsm7Text,
  gsm7ExtensionCharsIn,
  isGsm7,
  isGsm7WithAccents,
  isLatin1,
  nonLatin1CharsIn,
} from './sms-charset';
import { VALIDATION_MESSAGES } from './validation-messages';

describe('GSM-7 sets (doc 001 §5)', () => {
  it('GSM 03.38 with its extension table', () => {
    expect(isGsm7('Hello @ £5, see you à 9!')).toBe(true);
    expect(isGsm7('ΔΦΓ {braces} [x] ~ | € ^ \\')).toBe(true);
    expect(isGsm7('')).toBe(true);
    expect(isGsm7('café')).toBe(true);
    expect(isGsm7('señor Ä')).toBe(true);
    expect(isGsm7('á')).toBe(false);
    expect(isGsm7('“quoted”')).toBe(false);
    expect(isGsm7('😀')).toBe(false);
  });

  it('finds the characters outside the basic set: ~ € ^ { } \\ [ ] |', () => {
    expect(gsm7ExtensionCharsIn('~€^{}\\[]|')).toEqual(['~', '€', '^', '{', '}', '\\', '[', ']', '|']);
    expect(gsm7ExtensionCharsIn('a [b] [c]')).toEqual(['[', ']']);
    expect(gsm7ExtensionCharsIn('plain text')).toEqual([]);
  });

  it('the wider set takes the accents GSM lacks, and nothing beyond Latin letters', () => {
    for (const ch of GSM7_ACCENTED_EXTRA_CHARS) {
      expect(GSM7_BASIC_CHARS.includes(ch), ch).toBe(false);
      expect(isGsm7WithAccents(ch), ch).toBe(true);
    }
    expect(isGsm7WithAccents('Olá, você está aí? Ça va, où êtes-vous ~ €')).toBe(true);
    expect(isGsm7WithAccents('Łódź')).toBe(false);
    expect(isGsm7WithAccents('😀')).toBe(false);
    expect(isGsm7WithAccents('“x”')).toBe(false);
  });

  it('refuses a non-GSM text with our message', () => {
    expect(ZGsm7Text.safeParse('á').error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.gsm7);
    expect(ZGsm7Text.parse('OK {1}')).toBe('OK {1}');
  });
});

describe('Latin-1 detection (doc 001 §5)', () => {
  it('Latin-1 up to U+00FF, not from U+0100', () => {
    expect(isLatin1('ÿ café ©')).toBe(true);
    expect(isLatin1('\u00ff')).toBe(true);
    expect(isLatin1('\u0100')).toBe(false);
    expect(isLatin1('€')).toBe(false);
  });
  it('lists the characters outside it, emoji whole', () => {
    expect(nonLatin1CharsIn('a€b😀€')).toEqual(['€', '😀']);
    expect(nonLatin1CharsIn('café')).toEqual([]);
  });
});
