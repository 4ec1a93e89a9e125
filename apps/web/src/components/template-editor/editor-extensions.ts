// Everything the template editor's CodeMirror state is made of, in one list.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import type { Extension } from '@codemirror/state';
import { EditorView, highlightSpecialChars, keymap } from '@codemirror/view';
import type { AnalyzeOptions } from '@parley/domain';
import { analysisExtension } from './analysis-field';
import { blameMarks } from './blame-marks';
import { editorTheme } from './editor-theme';
import { noSpacesFilter } from './no-spaces';
import { variableChips } from './variable-chips';

/** The extensions without a view's concerns (the DOM-free part tests run on an EditorState). */
export const templateStateExtensions = (options: AnalyzeOptions | undefined): Extension => [
  analysisExtension(options),
  noSpacesFilter,
  variableChips,
  blameMarks,
];

export const templateViewExtensions = (options: AnalyzeOptions | undefined): Extension => [
  templateStateExtensions(options),
  history(),
  // The chips' keys first: Enter on a selected chip edits it rather than breaking the line.
  keymap.of([...defaultKeymap, ...historyKeymap]),
  EditorView.lineWrapping,
  // Invisible characters (no-break and other odd spaces, zero-width ones) shown, since they count.
  highlightSpecialChars({ addSpecialChars: /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/ }),
  editorTheme,
];
