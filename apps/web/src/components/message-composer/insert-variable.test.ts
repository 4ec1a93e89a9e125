import { describe, expect, it } from 'vitest';
import { variableInsertion } from './insert-variable';

const X = { kind: 'custom', name: 'x' } as const;

/** The content after the insertion, and where the caret lands (after what was inserted). */
function apply(text: string, selection: { from: number; to: number } | null, noSpaces = false) {
  const result = variableInsertion(text, selection, X, noSpaces);
  if (!result.ok) return result;
  const { from, to, insert } = result.value;
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

describe('variableInsertion', () => {
  it('goes to the end of the text while the user has not put the cursor anywhere', () => {
    expect(apply('Hi %NAME%', null)).toEqual({ text: 'Hi %NAME% %X%', caret: 13 });
    expect(apply('', null)).toEqual({ text: '%X%', caret: 3 });
    expect(apply('Hi ', null)).toEqual({ text: 'Hi %X%', caret: 6 });
  });

  it('puts a space between it and the word or variable before it', () => {
    expect(apply('Hi', { from: 2, to: 2 })).toMatchObject({ text: 'Hi %X%' });
    expect(apply('Hi %NAME%', { from: 9, to: 9 })).toMatchObject({ text: 'Hi %NAME% %X%' });
    expect(apply('Code:', { from: 5, to: 5 })).toMatchObject({ text: 'Code: %X%' });
  });

  it('needs none at the start, after a space, a line break or an opening bracket', () => {
    expect(apply('Hi', { from: 0, to: 0 })).toMatchObject({ text: '%X% Hi' });
    expect(apply('Hi ', { from: 3, to: 3 })).toMatchObject({ text: 'Hi %X%' });
    expect(apply('Hi\n', { from: 3, to: 3 })).toMatchObject({ text: 'Hi\n%X%' });
    expect(apply('(', { from: 1, to: 1 })).toMatchObject({ text: '(%X%' });
  });

  it('puts a space after it before a word, none before punctuation', () => {
    expect(apply('Hi there', { from: 3, to: 3 })).toEqual({ text: 'Hi %X% there', caret: 7 });
    expect(apply('Hi, bye', { from: 2, to: 2 })).toMatchObject({ text: 'Hi %X%, bye' });
    expect(apply('Hi !', { from: 3, to: 3 })).toMatchObject({ text: 'Hi %X%!' });
  });

  it('adds no space with the no-spaces option', () => {
    expect(apply('Hithere', { from: 2, to: 2 }, true)).toMatchObject({ text: 'Hi%X%there' });
  });

  it('replaces the selection', () => {
    expect(apply('Hi NAME, bye', { from: 3, to: 7 })).toEqual({ text: 'Hi %X%, bye', caret: 6 });
  });

  it('goes after a placeholder the caret is inside, spaced from it', () => {
    expect(apply('a %B% c', { from: 3, to: 3 })).toMatchObject({ text: 'a %B% %X% c' });
  });

  it('passes on what the domain refuses', () => {
    expect(variableInsertion('Hi', null, { kind: 'custom', name: ' ' })).toEqual({
      ok: false,
      error: 'variableNameRequired',
    });
  });
});
