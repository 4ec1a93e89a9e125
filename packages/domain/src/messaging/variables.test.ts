import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  insertVariable,
  normalizeVariable,
  parseTemplate,
  serializeTemplate,
  updateVariableAt,
  variableAt,
} from './variables';

describe('parseTemplate', () => {
  it('splits text and variables with their positions', () => {
    const { tokens, variables, issues } = parseTemplate('Hi %FIRST_NAME|there%, order %ORDER_ID% is ready');
    expect(tokens).toEqual([
      { kind: 'text', start: 0, end: 3, text: 'Hi ' },
      { kind: 'variable', start: 3, end: 21, name: 'FIRST_NAME', defaultValue: 'there' },
      { kind: 'text', start: 21, end: 29, text: ', order ' },
      { kind: 'variable', start: 29, end: 39, name: 'ORDER_ID', defaultValue: undefined },
      { kind: 'text', start: 39, end: 48, text: ' is ready' },
    ]);
    expect(variables).toHaveLength(2);
    expect(issues).toEqual([]);
  });

  it('keeps an empty default apart from no default', () => {
    expect(parseTemplate('%A|%').variables[0]).toMatchObject({ name: 'A', defaultValue: '' });
    expect(parseTemplate('%A%').variables[0]).toMatchObject({ name: 'A', defaultValue: undefined });
  });

  it('takes a default up to the next %, bars and spaces included', () => {
    expect(parseTemplate('%A|x | y %').variables[0]).toMatchObject({ defaultValue: 'x | y ' });
  });

  it('reads contact attribute names as written, letters of any script included', () => {
    expect(
      parseTemplate('%firstName% %last.name% %zip-code% %prénom% %_x1%').variables.map((v) => v.name),
    ).toEqual(['firstName', 'last.name', 'zip-code', 'prénom', '_x1']);
  });

  it('treats a lone % as text and reports it', () => {
    const { tokens, variables, issues } = parseTemplate('Get 20% off, 10%-15% more');
    expect(variables).toEqual([]);
    expect(tokens).toEqual([{ kind: 'text', start: 0, end: 25, text: 'Get 20% off, 10%-15% more' }]);
    expect(issues).toEqual([
      { kind: 'lonePercent', start: 6, end: 7 },
      { kind: 'lonePercent', start: 15, end: 16 },
      { kind: 'lonePercent', start: 19, end: 20 },
    ]);
  });

  it('does not take a name that starts with a space or a digit', () => {
    expect(parseTemplate('50% off and 30% more').variables).toEqual([]);
    expect(parseTemplate('10%25%').variables).toEqual([]);
    expect(parseTemplate('%%').issues).toHaveLength(2);
  });

  it('reports an unclosed placeholder: a name and a bar with no closing %, or a name at the end', () => {
    expect(parseTemplate('Hi %NAME|friend, welcome').issues).toEqual([
      { kind: 'unclosedPlaceholder', start: 3, end: 24 },
    ]);
    expect(parseTemplate('Hi %NAME|friend\n%').issues[0]).toEqual({
      kind: 'unclosedPlaceholder',
      start: 3,
      end: 15,
    });
    expect(parseTemplate('Hi %NAME').issues).toEqual([{ kind: 'unclosedPlaceholder', start: 3, end: 8 }]);
  });

  it('reports a variable without a name, %|default%, as one issue with its closing %', () => {
    const { tokens, variables, issues } = parseTemplate('Hi %|friend%, 20%|off');
    expect(variables).toEqual([]);
    expect(tokens).toEqual([{ kind: 'text', start: 0, end: 21, text: 'Hi %|friend%, 20%|off' }]);
    expect(issues).toEqual([
      { kind: 'namelessVariable', start: 3, end: 12 },
      { kind: 'lonePercent', start: 16, end: 17 },
    ]);
    expect(parseTemplate('%|%').issues).toEqual([{ kind: 'namelessVariable', start: 0, end: 3 }]);
    // a line break ends a default, as it does after a name
    expect(parseTemplate('%|a\n%').issues.map((i) => i.kind)).toEqual(['lonePercent', 'lonePercent']);
  });

  it('reads left to right: a % that closes one placeholder does not open the next', () => {
    const { variables, issues } = parseTemplate('%A%B%C%');
    expect(variables.map((v) => v.name)).toEqual(['A', 'C']);
    expect(issues).toEqual([]);
    expect(parseTemplate('%A%B%').issues).toEqual([{ kind: 'lonePercent', start: 4, end: 5 }]);
  });

  it('gives no token for an empty text', () => {
    expect(parseTemplate('').tokens).toEqual([]);
  });
});

describe('serializeTemplate', () => {
  it('is the inverse of parseTemplate on any text', () => {
    const alphabet = fc.constantFrom(...'%|AZaz_.-09 \n\réЖ😀'.match(/[\s\S]/gu)!, '\uD800');
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: alphabet, maxLength: 60 }), fc.string({ unit: 'binary' })),
        (text) => {
          const { tokens } = parseTemplate(text);
          expect(serializeTemplate(tokens)).toBe(text);
          let at = 0;
          for (const token of tokens) {
            expect(token.start).toBe(at);
            at = token.end;
          }
          expect(at).toBe(text.length);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('normalizeVariable (doc 000 §5)', () => {
  it('names a contact variable by its attribute and needs one', () => {
    expect(normalizeVariable({ kind: 'contact', attribute: 'firstName' })).toEqual({
      ok: true,
      value: '%firstName%',
    });
    expect(normalizeVariable({ kind: 'contact', attribute: '' })).toEqual({
      ok: false,
      error: 'contactAttributeRequired',
    });
  });

  it('upper-cases and trims a custom name, and refuses an empty one', () => {
    expect(normalizeVariable({ kind: 'custom', name: '  order_id ' })).toEqual({
      ok: true,
      value: '%ORDER_ID%',
    });
    expect(normalizeVariable({ kind: 'custom', name: '   ' })).toEqual({
      ok: false,
      error: 'variableNameRequired',
    });
  });

  it('trims the default and leaves it out when empty', () => {
    expect(normalizeVariable({ kind: 'custom', name: 'n', defaultValue: '  friend  ' })).toEqual({
      ok: true,
      value: '%N|friend%',
    });
    expect(normalizeVariable({ kind: 'custom', name: 'n', defaultValue: '   ' })).toEqual({
      ok: true,
      value: '%N%',
    });
  });

  it('refuses what would not read back as the same variable', () => {
    expect(normalizeVariable({ kind: 'custom', name: 'my var' }).ok).toBe(false);
    expect(normalizeVariable({ kind: 'custom', name: '1ST' })).toEqual({
      ok: false,
      error: 'variableNameInvalid',
    });
    expect(normalizeVariable({ kind: 'custom', name: 'A|B' })).toEqual({
      ok: false,
      error: 'variableNameInvalid',
    });
    expect(normalizeVariable({ kind: 'custom', name: 'N', defaultValue: '100%' })).toEqual({
      ok: false,
      error: 'variableDefaultInvalid',
    });
    expect(normalizeVariable({ kind: 'custom', name: 'N', defaultValue: 'a\nb' }).ok).toBe(false);
  });
});

describe('insertVariable', () => {
  it('inserts at the position and returns where the placeholder sits', () => {
    expect(insertVariable('Hi !', 3, { kind: 'custom', name: 'name', defaultValue: 'there' })).toEqual({
      ok: true,
      value: { text: 'Hi %NAME|there%!', start: 3, end: 15 },
    });
  });

  it('clamps the position to the text', () => {
    expect(insertVariable('ab', 99, { kind: 'custom', name: 'x' })).toMatchObject({
      value: { text: 'ab%X%' },
    });
    expect(insertVariable('ab', -4, { kind: 'custom', name: 'x' })).toMatchObject({
      value: { text: '%X%ab' },
    });
  });

  it('inserts after a placeholder when the position falls inside one', () => {
    expect(insertVariable('a%B%c', 2, { kind: 'custom', name: 'x' })).toMatchObject({
      value: { text: 'a%B%%X%c' },
    });
  });

  it('does not split a surrogate pair', () => {
    expect(insertVariable('😀', 1, { kind: 'custom', name: 'x' })).toMatchObject({
      value: { text: '😀%X%' },
    });
  });

  it('refuses when an unclosed % before it would swallow the new placeholder', () => {
    expect(insertVariable('Hi %FIRST ', 9, { kind: 'custom', name: 'x' })).toEqual({
      ok: false,
      error: 'variablePercentConflict',
    });
    expect(insertVariable('Hi %FIRST ', 10, { kind: 'custom', name: 'x' }).ok).toBe(true);
  });

  it('passes on the input errors', () => {
    expect(insertVariable('a', 0, { kind: 'custom', name: '' })).toEqual({
      ok: false,
      error: 'variableNameRequired',
    });
  });

  it('always yields a variable that reads back, or an error', () => {
    const alphabet = fc.constantFrom(...'%|AZaz_ \n'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit: alphabet, maxLength: 30 }),
        fc.nat(40),
        fc.string({ maxLength: 8 }),
        (text, at, name) => {
          const result = insertVariable(text, at, { kind: 'custom', name });
          if (!result.ok) return;
          const { variables } = parseTemplate(result.value.text);
          expect(variables.some((v) => v.start === result.value.start && v.end === result.value.end)).toBe(
            true,
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('variableAt and updateVariableAt', () => {
  const text = 'Hi %FIRST|there%, %LAST%!';

  it('finds the variable under the caret, at its edges too', () => {
    expect(variableAt(text, 2)).toBeUndefined();
    expect(variableAt(text, 3)).toMatchObject({ name: 'FIRST' });
    expect(variableAt(text, 10)).toMatchObject({ name: 'FIRST' });
    expect(variableAt(text, 16)).toMatchObject({ name: 'FIRST' });
    expect(variableAt(text, 17)).toBeUndefined();
    expect(variableAt('%A%%B%', 3)).toMatchObject({ name: 'B' });
  });

  it('updates the variable in place', () => {
    expect(
      updateVariableAt(text, 5, { kind: 'contact', attribute: 'firstName', defaultValue: 'friend' }),
    ).toEqual({
      ok: true,
      value: { text: 'Hi %firstName|friend%, %LAST%!', start: 3, end: 21 },
    });
  });

  it('refuses where there is no variable', () => {
    expect(updateVariableAt(text, 0, { kind: 'custom', name: 'x' })).toEqual({
      ok: false,
      error: 'noVariableAtPosition',
    });
  });
});
