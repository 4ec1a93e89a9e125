import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRecords, toCsv } from './csv-text';

const parse = (text: string) => Papa.parse<string[]>(text, { header: false }).data;

describe('CSV text', () => {
  it('quotes every field (RFC 4180), doubles quotes and separates records with CR LF', () => {
    expect(
      csvRecords([
        ['a', 'say "hi"', ''],
        ['1,2', 'x'],
      ]),
    ).toBe('"a","say ""hi""",""\r\n"1,2","x"');
  });

  it('neutralises formulas, a multi-line cell too, while phone numbers round-trip', () => {
    const cells = [
      '+1-1',
      '=HYPERLINK("http://evil.example","click")',
      '@SUM(A1:A9)',
      'note\n=1+1',
      '+15551234567',
      '-42',
      'plain, with a comma\nand a second line',
    ];
    const text = toCsv(
      ['value'],
      cells.map((cell) => [cell]),
    );
    const back = parse(text)
      .slice(1)
      .map((row) => row[0]);
    expect(back).toEqual([
      "'+1-1",
      `'=HYPERLINK("http://evil.example","click")`,
      "'@SUM(A1:A9)",
      "note\n'=1+1",
      '+15551234567',
      '-42',
      'plain, with a comma\nand a second line',
    ]);
    // and nothing a spreadsheet reads starts a formula: every field is quoted text or a number
    for (const cell of back) expect(cell).not.toMatch(/(^|[\r\n])[=+@\t-](?![\d.]+$)/);
  });

  it('guards the header line too', () => {
    expect(parse(toCsv(['=cmd()'], []))[0]).toEqual(["'=cmd()"]);
  });
});
