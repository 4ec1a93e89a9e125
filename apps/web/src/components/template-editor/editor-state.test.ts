import { EditorState } from '@codemirror/state';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import { OUR_MESSAGES, analyzeMessage } from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisField } from './analysis-field';
import { blamedAt, explainBlamed } from './blame-explain';
import { templateViewExtensions } from './editor-extensions';
import { stubRangeRects } from './jsdom-ranges';
import { replaceLookalikesIn } from './replace-lookalikes';
import { variableClick } from './variable-chips';

stubRangeRects();

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
});

function mount(doc: string, onClick = vi.fn()) {
  view = new EditorView({
    parent: document.body.appendChild(document.createElement('div')),
    state: EditorState.create({ doc, extensions: [templateViewExtensions({}), variableClick.of(onClick)] }),
  });
  return { view, onClick };
}

const key = (v: EditorView, k: string, init: KeyboardEventInit = {}) =>
  runScopeHandlers(v, new KeyboardEvent('keydown', { key: k, ...init }), 'editor');

describe('the blame explanation', () => {
  const long = `${'x'.repeat(150)} we’re`;

  it('says what one look-alike costs when it is the only one', () => {
    const a = analyzeMessage(long);
    const at = blamedAt(a, long.indexOf('’'))!;
    expect(explainBlamed(long, a, at)).toBe(
      "this ’ turns the message into Unicode: 3 segments instead of 1. Its GSM twin is '.",
    );
  });

  it('counts the others that force the same encoding, and a costless one says so', () => {
    const text = 'Ж and ’';
    const a = analyzeMessage(text);
    expect(explainBlamed(text, a, blamedAt(a, 6)!)).toBe(
      "this ’ and 1 other turn the message into Unicode: 1 segment either way. Its GSM twin is '.",
    );
  });

  it('a Latin-1 character in a Unicode message: others decide', () => {
    const text = 'fête Ж';
    const a = analyzeMessage(text);
    expect(explainBlamed(text, a, blamedAt(a, 1)!)).toBe(
      'this ê is not in GSM7 and needs Latin-1; other characters already make the message Unicode.',
    );
  });

  it('finds the one character under an index inside a run, emoji whole', () => {
    const text = 'ok 😀😀 ЖЖЖ';
    const a = analyzeMessage(text);
    expect(blamedAt(a, 5)).toEqual({ from: 5, to: 7, kind: 3 });
    expect(blamedAt(a, 4)).toEqual({ from: 3, to: 5, kind: 3 });
    expect(blamedAt(a, 9)).toEqual({ from: 9, to: 10, kind: 2 });
    expect(blamedAt(a, 0)).toBeNull();
  });
});

describe('the editor state', () => {
  it('replaces every look-alike in one undoable change and answers the saving', () => {
    const { view: v } = mount(`“Hi” — it’s ${'x'.repeat(130)}`);
    expect(replaceLookalikesIn(v)).toEqual({
      replaced: 4,
      segmentsBefore: 3,
      segmentsAfter: 1,
      savedParts: 2,
      savedSegments: 2,
    });
    expect(v.state.doc.toString()).toBe(`"Hi" - it's ${'x'.repeat(130)}`);
    expect(replaceLookalikesIn(v)).toBeNull();
  });

  it('Enter on a selected chip and Alt+Enter beside one open it; Enter elsewhere breaks the line', () => {
    const { view: v, onClick } = mount('Hi %NAME|Sam%!');
    v.dispatch({ selection: { anchor: 3, head: 13 } });
    expect(key(v, 'Enter')).toBe(true);
    expect(onClick).toHaveBeenLastCalledWith({ from: 3, to: 13, name: 'NAME', defaultValue: 'Sam' });
    v.dispatch({ selection: { anchor: 13 } });
    expect(key(v, 'Enter', { altKey: true })).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(v.state.selection.main).toMatchObject({ from: 3, to: 13 });
    v.dispatch({ selection: { anchor: 1 } });
    expect(key(v, 'Enter')).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(v.state.doc.toString()).toBe('H\ni %NAME|Sam%!');
  });

  it('analyses once per change and keeps the analysis when only the selection moves', () => {
    const { view: v } = mount('abc');
    const first = v.state.field(analysisField);
    v.dispatch({ selection: { anchor: 1 } });
    expect(v.state.field(analysisField)).toBe(first);
    v.dispatch({ changes: { from: 3, insert: '’' } });
    expect(v.state.field(analysisField).encoding).toBe('Unicode');
  });
});

describe('the blame explanation for screen readers', () => {
  const text = `${'x'.repeat(150)} we’re ok`;
  const quote = text.indexOf('’');
  const said = (v: EditorView) => v.dom.querySelector('.cm-announced')?.textContent ?? '';
  const announced = (v: EditorView, head: number) =>
    v.state
      .update({ selection: { anchor: head } })
      .effects.filter((e) => e.is(EditorView.announce))
      .map((e) => e.value as string);

  it('is announced when the caret reaches a highlighted character, in a polite live region', () => {
    const { view } = mount(text);
    const region = view.dom.querySelector('.cm-announced');
    expect(region).toHaveAttribute('aria-live', 'polite');
    view.dispatch({ selection: { anchor: quote } });
    expect(said(view)).toBe(
      "this ’ turns the message into Unicode: 3 segments instead of 1. Its GSM twin is '.",
    );
  });

  it('is said once per character, not again while the caret stays beside it, nor elsewhere', () => {
    const { view } = mount(text);
    expect(announced(view, quote + 1)).toHaveLength(1); // just after it
    view.dispatch({ selection: { anchor: quote } });
    expect(announced(view, quote + 1)).toEqual([]);
    expect(announced(view, 3)).toEqual([]);
  });

  it('is not said while typing', () => {
    const { view } = mount(text);
    const tr = view.state.update({
      changes: { from: quote, insert: 'a' },
      selection: { anchor: quote + 1 },
      userEvent: 'input.type',
    });
    expect(tr.effects.some((e) => e.is(EditorView.announce))).toBe(false);
  });

  it('says a nameless variable needs a name when the caret reaches it, as its tooltip does', () => {
    const { view } = mount('Hi %|friend%!');
    expect(announced(view, 5)).toEqual([OUR_MESSAGES.variableNameRequired]);
    view.dispatch({ selection: { anchor: 5 } });
    expect(view.dom.querySelector('.cm-blame-tooltip')).toHaveTextContent(OUR_MESSAGES.variableNameRequired);
    // not again while the caret stays on it (12 is just after its closing '%'), nor past it
    expect(announced(view, 12)).toEqual([]);
    expect(announced(view, 13)).toEqual([]);
  });
});

describe('GSM extension characters, which count two in GSM7', () => {
  const announced = (v: EditorView, head: number) =>
    v.state
      .update({ selection: { anchor: head } })
      .effects.filter((e) => e.is(EditorView.announce))
      .map((e) => e.value as string);
  const marked = (v: EditorView) =>
    [...v.dom.querySelectorAll('.cm-blame-extended')].map((m) => m.textContent);

  it('are marked where they stand, a placeholder’s bar aside, and explained with what they cost', () => {
    // 159 characters, 163 septets (the placeholder's '|' counts two as well, but is not sent)
    const text = `${'x'.repeat(145)} 5€ {go} %C|A%`;
    const { view } = mount(text);
    expect(analyzeMessage(text).encoding).toBe('GSM7');
    expect(marked(view)).toEqual(['€', '{', '}']);
    const euro = text.indexOf('€');
    const said = announced(view, euro);
    expect(said).toEqual([
      'this € counts as 2 characters in GSM7: it is sent as an escape code and the character. The 3 such characters here cost 2 segments instead of 1.',
    ]);
    view.dispatch({ selection: { anchor: euro } });
    expect(view.dom.querySelector('.cm-blame-tooltip')).toHaveTextContent(said[0]!);
  });

  it('say only why when they cost no segment, and are not marked once the message is Unicode', () => {
    const { view } = mount('Price: 5€');
    expect(marked(view)).toEqual(['€']);
    expect(announced(view, 8)).toEqual([
      'this € counts as 2 characters in GSM7: it is sent as an escape code and the character.',
    ]);
    view.dispatch({ changes: { from: 0, insert: '“' } });
    expect(marked(view)).toEqual([]);
  });
});
