// Variables as chips: each `%NAME|default%` is drawn as one badge the caret steps over and Backspace
// removes whole (atomic ranges), while the document keeps the placeholder text as typed.
import { Facet, StateField, type EditorState, type Extension, type Range } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, keymap, type DecorationSet } from '@codemirror/view';
import {
  TEMPLATE_EDITOR_TEXTS,
  contactAttributeFor,
  customVariableNote,
  variableChipName,
  type TContactAttribute,
  type TVariableReading,
  type VariableToken,
} from '@parley/domain';
import type { TPlacedVariable } from './template-editor-api';
import { analysisField } from './analysis-field';

/** Who hears about a chip's click (or Enter on it): the composer, to open the variable dialog. */
export const variableClick = Facet.define<(variable: TPlacedVariable) => void>();

/**
 * The account's contact attributes, which say whether a chip reads one (`%FIRSTNAME%` reads
 * firstname) or is a custom variable, marked as such; null (the default) while they are unknown.
 */
export const chipAttributes = Facet.define<
  readonly TContactAttribute[] | null,
  readonly TContactAttribute[] | null
>({ combine: (values) => values[values.length - 1] ?? null });

function readingOf(name: string, attributes: readonly TContactAttribute[] | null): TVariableReading {
  if (attributes === null) return null;
  const attribute = contactAttributeFor(name, attributes);
  return attribute ? { kind: 'contact', label: attribute.label } : { kind: 'custom' };
}

const placed = (v: VariableToken): TPlacedVariable => ({
  from: v.start,
  to: v.end,
  name: v.name,
  defaultValue: v.defaultValue,
});

class ChipWidget extends WidgetType {
  constructor(
    readonly name: string,
    readonly defaultValue: string | undefined,
    readonly selected: boolean,
    readonly reading: TVariableReading,
  ) {
    super();
  }

  override eq(other: ChipWidget) {
    return (
      other.name === this.name &&
      other.defaultValue === this.defaultValue &&
      other.selected === this.selected &&
      other.reading?.kind === this.reading?.kind &&
      (other.reading?.kind !== 'contact' ||
        this.reading?.kind !== 'contact' ||
        other.reading.label === this.reading.label)
    );
  }

  toDOM(view: EditorView): HTMLElement {
    const chip = document.createElement('span');
    const custom = this.reading?.kind === 'custom';
    chip.className = `cm-variable-chip${this.selected ? ' cm-variable-chip-selected' : ''}${custom ? ' cm-variable-chip-custom' : ''}`;
    chip.setAttribute('role', 'img');
    const name = variableChipName(this.name, this.defaultValue, this.reading);
    chip.setAttribute('aria-label', name);
    const note = custom ? ` ${customVariableNote(this.defaultValue)}` : '';
    chip.title = `${name}.${note} ${TEMPLATE_EDITOR_TEXTS.editVariableHint}.`;
    chip.dataset.variable = this.name;
    if (this.reading) chip.dataset.reading = this.reading.kind;
    const label = chip.appendChild(document.createElement('span'));
    label.className = 'cm-variable-name';
    label.textContent = this.name;
    if (this.defaultValue) {
      const fallback = chip.appendChild(document.createElement('span'));
      fallback.className = 'cm-variable-default';
      fallback.textContent = this.defaultValue;
    }
    chip.addEventListener('mousedown', (event) => {
      if (event.button !== 0) return;
      event.preventDefault();
      const at = view.posAtDOM(chip);
      const variable = view.state.field(analysisField).template.variables.find((v) => v.start === at);
      if (!variable) return;
      // Selected first, so the caret is back on this chip when the dialog returns focus.
      view.dispatch({ selection: { anchor: variable.start, head: variable.end } });
      view.focus();
      openVariable(view.state, variable);
    });
    return chip;
  }

  override ignoreEvent() {
    return true;
  }
}

function openVariable(state: EditorState, variable: VariableToken) {
  for (const handler of state.facet(variableClick)) handler(placed(variable));
}

function chipDecorations(state: EditorState): DecorationSet {
  const { variables } = state.field(analysisField).template;
  if (variables.length === 0) return Decoration.none;
  const { from, to } = state.selection.main;
  const attributes = state.facet(chipAttributes);
  const ranges: Range<Decoration>[] = [];
  for (const v of variables) {
    const selected = from <= v.start && v.end <= to && from !== to;
    const widget = new ChipWidget(v.name, v.defaultValue, selected, readingOf(v.name, attributes));
    ranges.push(Decoration.replace({ widget }).range(v.start, v.end));
  }
  return Decoration.set(ranges);
}

const chipField = StateField.define<DecorationSet>({
  create: chipDecorations,
  update(value, tr) {
    if (
      !tr.docChanged &&
      !tr.selection &&
      tr.state.field(analysisField) === tr.startState.field(analysisField) &&
      tr.state.facet(chipAttributes) === tr.startState.facet(chipAttributes)
    )
      return value;
    return chipDecorations(tr.state);
  },
  provide: (field) => [
    EditorView.decorations.from(field),
    EditorView.atomicRanges.of((view) => view.state.field(field)),
  ],
});

/** Where the chips are drawn, as [from, to) pairs (for tests: they must be the parsed variables). */
export function chipRanges(state: EditorState): [number, number][] {
  const out: [number, number][] = [];
  state.field(chipField).between(0, state.doc.length, (from, to) => {
    out.push([from, to]);
  });
  return out;
}

/** The variable the selection is exactly (a chip selected with Shift+arrow or by a click). */
export function selectedVariable(state: EditorState): VariableToken | undefined {
  const { from, to } = state.selection.main;
  if (from === to) return undefined;
  return state.field(analysisField).template.variables.find((v) => v.start === from && v.end === to);
}

/** The variable the caret is in or touches (the one after it first). */
export function variableNearCaret(state: EditorState): VariableToken | undefined {
  const selected = selectedVariable(state);
  if (selected) return selected;
  const { head } = state.selection.main;
  const { variables } = state.field(analysisField).template;
  return variables.find((v) => v.start === head) ?? variables.find((v) => v.start < head && head <= v.end);
}

const openSelected = (view: EditorView) => {
  const variable = selectedVariable(view.state);
  if (!variable || view.state.facet(variableClick).length === 0) return false;
  openVariable(view.state, variable);
  return true;
};

const openNear = (view: EditorView) => {
  const variable = variableNearCaret(view.state);
  if (!variable || view.state.facet(variableClick).length === 0) return false;
  view.dispatch({ selection: { anchor: variable.start, head: variable.end } });
  openVariable(view.state, variable);
  return true;
};

export const variableChips: Extension = [
  chipField,
  keymap.of([
    { key: 'Enter', run: openSelected },
    { key: 'Space', run: openSelected },
    { key: 'Alt-Enter', run: openNear },
  ]),
];
