// The characters that force a wider encoding, marked where they are, and in GSM7 those that count
// two (the extension characters € [ ] { } ~ | ^ \); the '%' the parser could not
// read as a variable, and a variable without a name (%|default%, an error), marked too. Hover or the caret on one explains it in a tooltip, and the caret
// reaching one has the explanation said to screen readers (they do not see tooltips).
import { EditorState, StateField, type Extension, type Range } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  hoverTooltip,
  showTooltip,
  type DecorationSet,
  type Tooltip,
} from '@codemirror/view';
import { OUR_MESSAGES, type MessageAnalysis } from '@parley/domain';
import { analysisField } from './analysis-field';
import { blamedAt, explainBlamed, explainExtended, extendedIndexes, isExtendedAt } from './blame-explain';

const latin1Mark = Decoration.mark({ class: 'cm-blame cm-blame-latin1' });
const wideMark = Decoration.mark({ class: 'cm-blame cm-blame-wide' });
const extendedMark = Decoration.mark({ class: 'cm-blame cm-blame-extended' });

function marks(state: EditorState): DecorationSet {
  const analysis = state.field(analysisField);
  const { runs } = analysis.blame;
  const ranges: Range<Decoration>[] = [];
  for (let r = 0; r < runs.length; r += 3) {
    ranges.push((runs[r + 2] === 1 ? latin1Mark : wideMark).range(runs[r]!, runs[r + 1]!));
  }
  // in GSM7, the characters that count two (none is blamed then: the two kinds never meet); the
  // analysis counts each twice, so a GSM7 length equal to the text's means there is none
  if (analysis.encoding === 'GSM7' && analysis.length !== state.doc.length) {
    for (const at of extendedIndexes(state.doc.toString(), analysis))
      ranges.push(extendedMark.range(at, at + 1));
  }
  for (const issue of templateIssues(analysis)) {
    if (issue.end <= issue.start) continue;
    ranges.push(
      Decoration.mark({ class: 'cm-template-issue', attributes: { title: issue.message } }).range(
        issue.start,
        issue.end,
      ),
    );
  }
  return Decoration.set(ranges, true);
}

interface TIssueSpan {
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

/**
 * The template's issues where they are, with what they say: the warnings ('%' sent as typed), and
 * the nameless variables, which the analysis reports as one error with no place (so it is not
 * said once per variable): marked the same, each with the error's message.
 */
function* templateIssues(analysis: MessageAnalysis): Generator<TIssueSpan> {
  for (const w of analysis.warnings) if (w.kind !== 'crlf') yield w;
  for (const issue of analysis.template.issues) {
    if (issue.kind === 'namelessVariable')
      yield { start: issue.start, end: issue.end, message: OUR_MESSAGES.variableNameRequired };
  }
}

const marksField = StateField.define<DecorationSet>({
  create: marks,
  update: (value, tr) => (tr.docChanged ? marks(tr.state) : value),
  provide: (field) => EditorView.decorations.from(field),
});

/** What is explained at a UTF-16 index: a blamed character or a template issue. */
function explanationAt(
  state: EditorState,
  index: number,
): { from: number; to: number; text: () => string } | null {
  const analysis: MessageAnalysis = state.field(analysisField);
  const blamed = blamedAt(analysis, index);
  if (blamed) {
    return {
      from: blamed.from,
      to: blamed.to,
      text: () => explainBlamed(state.doc.toString(), analysis, blamed),
    };
  }
  if (isExtendedAt(analysis, state.sliceDoc(index, index + 1).charCodeAt(0), index)) {
    return { from: index, to: index + 1, text: () => explainExtended(state.doc.toString(), analysis, index) };
  }
  for (const issue of templateIssues(analysis)) {
    if (issue.start <= index && index < issue.end) {
      return { from: issue.start, to: issue.end, text: () => issue.message };
    }
  }
  return null;
}

function tooltipFor(found: { from: number; to: number; text: () => string }): Tooltip {
  return {
    pos: found.from,
    end: found.to,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'cm-blame-tooltip';
      dom.setAttribute('role', 'tooltip');
      dom.textContent = found.text();
      return { dom };
    },
  };
}

const hover = hoverTooltip((view, pos, side) => {
  const found = explanationAt(view.state, side < 0 ? pos - 1 : pos);
  return found && tooltipFor(found);
});

/** What a caret at `head` explains: the character after it, else the one before it. */
function explanationNear(state: EditorState, head: number) {
  return explanationAt(state, head) ?? (head > 0 ? explanationAt(state, head - 1) : null);
}

/** The caret next to a highlighted character explains it too, once it got there by moving (not typing). */
function caretTooltip(state: EditorState): Tooltip | null {
  const { main } = state.selection;
  if (!main.empty) return null;
  const found = explanationNear(state, main.head);
  return found && tooltipFor(found);
}

/**
 * The caret tooltip's text, for screen readers: CodeMirror's announcement (a visually hidden
 * polite live region), added to the move that brings the caret to a highlighted character — once
 * per character, not again while the caret stays beside it. A move does not change the text, so
 * the start state's analysis is the new state's.
 */
const announceCaret = EditorState.transactionExtender.of((tr) => {
  if (tr.docChanged || !tr.selection || !tr.selection.main.empty) return null;
  const found = explanationNear(tr.startState, tr.selection.main.head);
  if (!found) return null;
  const was = tr.startState.selection.main;
  const before = was.empty ? explanationNear(tr.startState, was.head) : null;
  if (before && before.from === found.from) return null;
  return { effects: EditorView.announce.of(found.text()) };
});

const caretField = StateField.define<Tooltip | null>({
  create: () => null,
  update(value, tr) {
    if (tr.docChanged) return null;
    if (!tr.selection) return value;
    return caretTooltip(tr.state);
  },
  provide: (field) => showTooltip.from(field),
});

export const blameMarks: Extension = [marksField, hover, caretField, announceCaret];
