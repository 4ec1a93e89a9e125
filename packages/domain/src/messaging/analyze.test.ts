import { describe, expect, it } from 'vitest';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { analyzeMessage } from './analyze';

const a = (n: number) => 'a'.repeat(n);
const keys = (text: string, noSpaces = false) => analyzeMessage(text, { noSpaces }).errors.map((e) => e.key);

describe('analyzeMessage: errors (doc 000 §5, §8)', () => {
  it("refuses empty content with 'Please enter template content.'", () => {
    const analysis = analyzeMessage('');
    expect(analysis.error).toEqual({ key: 'required', message: 'Please enter template content.' });
    expect(analysis.error?.message).toBe(MESSAGES.templateContentRequired);
    expect(keys(' \n\t ')).toEqual(['required']);
    expect(keys('.')).toEqual([]);
  });

  it.each([
    ['GSM7', a(1600), a(1601)],
    ['GSM7', '€'.repeat(800), '€'.repeat(799) + a(3)],
    ['Latin-1', 'á' + a(1399), 'á' + a(1400)],
    ['Unicode', 'Ж' + a(699), 'Ж' + a(700)],
    ['Unicode', '😀'.repeat(350), '😀'.repeat(350) + 'a'],
    ['Unidentified', '\uD800' + a(699), '\uD800' + a(700)],
  ])(
    "%s: at the limit passes, one over gives 'Maximum length for %s exceeded.'",
    (encoding, atLimit, over) => {
      const ok = analyzeMessage(atLimit);
      expect(ok).toMatchObject({ encoding, parts: 10, error: null, remaining: 0 });
      const bad = analyzeMessage(over);
      expect(bad).toMatchObject({ encoding, parts: 11 });
      expect(bad.error).toEqual({ key: 'maxLength', message: `Maximum length for ${encoding} exceeded.` });
      expect(bad.remaining).toBeLessThan(0);
    },
  );

  it('counts an extension character at a part boundary whole: 159 + € is 161 septets, 2 parts', () => {
    expect(analyzeMessage(a(159) + '€')).toMatchObject({ length: 161, parts: 2, segments: 2 });
    expect(analyzeMessage(a(158) + '€')).toMatchObject({ length: 160, parts: 1, segments: 1 });
    expect(analyzeMessage(a(1599) + '€').error?.key).toBe('maxLength');
  });

  it("refuses spaces only with the 'no spaces' option", () => {
    expect(keys('a b')).toEqual([]);
    expect(keys('a b', true)).toEqual(['noSpaces']);
    expect(analyzeMessage('a b', { noSpaces: true }).error?.message).toBe(OUR_MESSAGES.templateNoSpaces);
    expect(keys('a\u00A0b\tc\nd', true)).toEqual([]);
  });

  it('lists every error, the first in `error`', () => {
    expect(keys(' '.repeat(1601), true)).toEqual(['required', 'maxLength', 'noSpaces']);
  });
});

describe('analyzeMessage: result', () => {
  it('names encoding, length, parts, segments, limits and the carrier encoding', () => {
    expect(analyzeMessage(a(161))).toMatchObject({
      encoding: 'GSM7',
      length: 161,
      parts: 2,
      segments: 2,
      segmentEncoding: 'GSM-7',
      maxLength: 1600,
      perPart: 160,
      maxParts: 10,
      remaining: 1439,
      error: null,
    });
  });

  it('passes the Latin-1 carrier option through', () => {
    expect(analyzeMessage('á' + a(139), { latin1Carrier: '8bit' })).toMatchObject({
      segments: 1,
      segmentEncoding: '8-bit',
    });
    expect(analyzeMessage('á' + a(139))).toMatchObject({ segments: 3, segmentEncoding: 'UCS-2' });
  });

  it('gives the template tokens', () => {
    expect(analyzeMessage('Hi %NAME%').template.variables).toEqual([
      { kind: 'variable', start: 3, end: 9, name: 'NAME', defaultValue: undefined },
    ]);
  });
});

describe('analyzeMessage: rendered length', () => {
  it('is the text itself without variables', () => {
    const analysis = analyzeMessage('Hello');
    expect(analysis.rendered.minimum).toMatchObject({ length: 5 });
    expect(analysis.rendered.withDefaults).toMatchObject({ length: 5 });
  });

  it('ranges from every variable empty to every variable at its default', () => {
    const analysis = analyzeMessage('Hi %FIRST_NAME|there%, your code is %CODE%.');
    // 43 characters; the bar is a GSM extension character, two septets.
    expect(analysis.length).toBe(44);
    expect(analysis.rendered.minimum).toMatchObject({ encoding: 'GSM7', length: 19 });
    expect(analysis.rendered.withDefaults).toMatchObject({ encoding: 'GSM7', length: 24 });
  });

  it('measures the encoding of the filled text, which a default can change', () => {
    const analysis = analyzeMessage(a(150) + '%CITY|Zürich%');
    expect(analysis).toMatchObject({ encoding: 'GSM7', parts: 2 });
    expect(analysis.rendered.minimum).toMatchObject({ encoding: 'GSM7', length: 150, parts: 1 });
    expect(analysis.rendered.withDefaults).toMatchObject({ encoding: 'GSM7', length: 156, parts: 1 });
    const unicode = analyzeMessage(a(60) + '%CITY|Łódź%');
    expect(unicode.rendered.withDefaults).toMatchObject({ encoding: 'Unicode', length: 64, segments: 1 });
  });
});

describe('analyzeMessage: warnings', () => {
  it('warns when CR LF line breaks change the count, with the count once they are LF', () => {
    const text = a(79) + '\r\n' + a(79) + '\r\n';
    const analysis = analyzeMessage(text);
    expect(analysis).toMatchObject({ length: 162, parts: 2, segments: 2 });
    expect(analysis.warnings).toEqual([
      {
        kind: 'crlf',
        message: OUR_MESSAGES.templateCrlf,
        count: 2,
        withLf: { encoding: 'GSM7', length: 160, parts: 1, segments: 1, segmentEncoding: 'GSM-7' },
      },
    ]);
    expect(analyzeMessage('a\nb\rc').warnings).toEqual([]);
  });

  it('passes on the template issues with their messages', () => {
    expect(analyzeMessage('20% off for %NAME').warnings).toEqual([
      { kind: 'lonePercent', start: 2, end: 3, message: OUR_MESSAGES.templateLonePercent },
      { kind: 'unclosedPlaceholder', start: 12, end: 17, message: OUR_MESSAGES.templateUnclosedPlaceholder },
    ]);
  });

  it("refuses a variable without a name with the variable dialog's message, once however many", () => {
    const analysis = analyzeMessage('Hi %|friend% and %|you%');
    expect(analysis.errors).toEqual([{ key: 'variableName', message: OUR_MESSAGES.variableNameRequired }]);
    expect(analysis.error?.key).toBe('variableName');
    expect(analysis.warnings).toEqual([]);
  });
});
