import { deleteCharBackward } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { formatVariable, parseTemplate, serializeTemplate } from '@parley/domain';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { templateViewExtensions } from './editor-extensions';
import { stubRangeRects } from './jsdom-ranges';
import { chipRanges } from './variable-chips';

stubRangeRects();

type TOp =
  | { kind: 'type'; at: number; text: string }
  | { kind: 'variable'; at: number; name: string; defaultValue: string | undefined }
  | { kind: 'edit'; which: number; name: string; defaultValue: string | undefined }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'backspace'; at: number };

const pieces = fc.constantFrom(
  'a',
  'Z',
  '7',
  ' ',
  '%',
  '|',
  '’',
  '“',
  '—',
  '€',
  'é',
  'Ж',
  '😀',
  '👍🏽',
  '\n',
  'ok ',
  '%NAME%',
  '%X|a b%',
);
const typed = fc.array(pieces, { minLength: 1, maxLength: 4 }).map((a) => a.join(''));
const names = fc.constantFrom('NAME', 'FIRST_NAME', 'city', 'X1', 'Ünï');
const defaults = fc.option(fc.constantFrom('', 'Sam', 'a b', '😀', 'Zürich', '’'), { nil: undefined });
const position = fc.nat({ max: 400 });

const ops: fc.Arbitrary<TOp> = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), at: position, text: typed }),
  fc.record({ kind: fc.constant('variable' as const), at: position, name: names, defaultValue: defaults }),
  fc.record({
    kind: fc.constant('edit' as const),
    which: fc.nat({ max: 9 }),
    name: names,
    defaultValue: defaults,
  }),
  fc.record({ kind: fc.constant('delete' as const), at: position, length: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('backspace' as const), at: position }),
);

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
});

const isPlainLetter = (c: number) =>
  (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);

/** Applies one operation to the editor (through transactions and commands) and to the model string. */
function apply(v: EditorView, model: string, op: TOp, noSpaces: boolean): string {
  const strip = (s: string) => (noSpaces ? s.replaceAll(' ', '') : s);
  const clamp = (at: number) => Math.min(at, model.length);
  switch (op.kind) {
    case 'type': {
      const at = clamp(op.at);
      v.dispatch({ selection: { anchor: at } });
      v.dispatch(v.state.replaceSelection(op.text), { userEvent: 'input.type' });
      return model.slice(0, at) + strip(op.text) + model.slice(at);
    }
    case 'variable': {
      const at = clamp(op.at);
      const text = formatVariable(op.name, op.defaultValue);
      v.dispatch({ selection: { anchor: at } });
      v.dispatch(v.state.replaceSelection(text), { userEvent: 'input' });
      return model.slice(0, at) + strip(text) + model.slice(at);
    }
    case 'edit': {
      const { variables } = parseTemplate(model);
      const target = variables[op.which % Math.max(1, variables.length)];
      if (!target) return model;
      const text = formatVariable(op.name, op.defaultValue);
      v.dispatch({ changes: { from: target.start, to: target.end, insert: text }, userEvent: 'input' });
      return model.slice(0, target.start) + strip(text) + model.slice(target.end);
    }
    case 'delete': {
      const at = clamp(op.at);
      const to = Math.min(model.length, at + op.length);
      v.dispatch({ changes: { from: at, to }, userEvent: 'delete' });
      return model.slice(0, at) + model.slice(to);
    }
    case 'backspace': {
      const at = clamp(op.at);
      const chip = parseTemplate(model).variables.find((x) => x.end === at);
      const inside = parseTemplate(model).variables.some((x) => x.start < at && at < x.end);
      if (inside || (!chip && !(at > 0 && isPlainLetter(model.charCodeAt(at - 1))))) return model;
      v.dispatch({ selection: { anchor: at } });
      deleteCharBackward(v);
      // Backspace after a chip takes the whole placeholder; after a letter, that letter.
      return chip ? model.slice(0, chip.start) + model.slice(at) : model.slice(0, at - 1) + model.slice(at);
    }
  }
}

describe('the template editor under random editing', () => {
  it('holds exactly the expected text; chips are the parsed variables; parse and serialise round-trip', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.array(ops, { maxLength: 25 }),
        fc.boolean(),
        (start, list, noSpaces) => {
          view?.destroy();
          const parent = document.body.appendChild(document.createElement('div'));
          view = new EditorView({
            parent,
            state: EditorState.create({ doc: start, extensions: templateViewExtensions({ noSpaces }) }),
          });
          let model = start;
          for (const op of list) {
            model = apply(view, model, op, noSpaces);
            const doc = view.state.doc.toString();
            expect(doc).toBe(model);
            const parsed = parseTemplate(doc);
            expect(serializeTemplate(parsed.tokens)).toBe(doc);
            expect(chipRanges(view.state)).toEqual(parsed.variables.map((x) => [x.start, x.end]));
          }
          parent.remove();
        },
      ),
      { numRuns: 150 },
    );
  });
});
