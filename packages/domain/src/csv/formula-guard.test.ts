import { describe, expect, it } from 'vitest';
import { isFormulaRisk, neutraliseFormula } from './formula-guard';

describe('the CSV formula guard', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['+1-1', "'+1-1"],
    ['-2+3', "'-2+3"],
    ['\tX', "'\tX"],
    ['\rX', "'\rX"],
    ['-', "'-"],
    ['+', "'+"],
  ])('neutralises a cell starting like a formula: %j', (cell, safe) => {
    expect(isFormulaRisk(cell)).toBe(true);
    expect(neutraliseFormula(cell)).toBe(safe);
  });

  it('neutralises every line of a multi-line cell that starts like a formula', () => {
    expect(neutraliseFormula('note\n=1+1')).toBe("note\n'=1+1");
    expect(neutraliseFormula('note\r\n@SUM(A1)')).toBe("note\r\n'@SUM(A1)");
    expect(neutraliseFormula('note\r-1-1')).toBe("note\r'-1-1");
    expect(neutraliseFormula('=a\n=b')).toBe("'=a\n'=b");
    expect(isFormulaRisk('line\n=cmd')).toBe(true);
  });

  it('leaves plain numbers as they are: E.164 phones and signed amounts read as themselves', () => {
    for (const cell of ['+15551234567', '+442071838750', '-5', '-999999999', '+0.5', '12.50', '.5'])
      expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('leaves ordinary text alone, including a formula sign that is not at a line start', () => {
    for (const cell of ['', 'Hook 1', 'a=b', 'x@y.example', 'line one\nline two', 'a\r\nb', '1+1'])
      expect(neutraliseFormula(cell)).toBe(cell);
  });
});
