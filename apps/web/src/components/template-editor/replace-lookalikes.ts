// The one repair action: every look-alike becomes its GSM twin, as one undoable change.
import type { ChangeSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { describeBlame } from '@parley/domain';
import { analysisField } from './analysis-field';

export interface TReplaceResult {
  readonly replaced: number;
  readonly segmentsBefore: number;
  readonly segmentsAfter: number;
  readonly savedParts: number;
  readonly savedSegments: number;
}

export function replaceLookalikesIn(view: EditorView): TReplaceResult | null {
  const analysis = view.state.field(analysisField);
  const { repair } = analysis.blame;
  if (!repair) return null;
  const text = view.state.doc.toString();
  const changes: ChangeSpec[] = [];
  for (const c of describeBlame(text, analysis.blame)) {
    if (c.replacement !== undefined) {
      changes.push({ from: c.index, to: c.index + c.character.length, insert: c.replacement });
    }
  }
  if (changes.length === 0) return null;
  view.dispatch({ changes, userEvent: 'input.replace' });
  return {
    replaced: changes.length,
    segmentsBefore: analysis.segments,
    segmentsAfter: repair.segments,
    savedParts: repair.savedParts,
    savedSegments: repair.savedSegments,
  };
}
