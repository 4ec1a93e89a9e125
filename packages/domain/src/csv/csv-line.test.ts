import { describe, expect, it } from 'vitest';
import { CSV_RECORD_END, csvLine } from './csv-line';

describe('csvLine', () => {
  it('quotes every field, doubles quotes and ends with CRLF', () => {
    expect(csvLine(['a', 'say "hi"', ''])).toBe(`"a","say ""hi""",""${CSV_RECORD_END}`);
  });

  it('keeps line breaks inside a quoted field', () => {
    expect(csvLine(['one\ntwo'])).toBe('"one\ntwo"\r\n');
  });

  it('neutralises a formula and leaves a phone number alone', () => {
    expect(csvLine(['=SUM(A1)', '+14155550100', 'a\n@cmd'])).toBe(
      `"'=SUM(A1)","+14155550100","a\n'@cmd"\r\n`,
    );
  });
});
