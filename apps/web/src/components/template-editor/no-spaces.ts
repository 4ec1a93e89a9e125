// Doc 000 §5: the 'no spaces' option blocks the space key. A filter on transactions, so a space is
// refused however it comes: typed, pasted, dropped or inserted through the handle.
import {
  ChangeSet,
  EditorState,
  Transaction,
  type ChangeSpec,
  type TransactionSpec,
} from '@codemirror/state';
import { analyzeOptions, externalSync } from './analysis-field';

const SPACE = / /g;

export const noSpacesFilter = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged || tr.annotation(externalSync) || !tr.startState.facet(analyzeOptions).noSpaces)
    return tr;
  let hasSpace = false;
  tr.changes.iterChanges((_fa, _ta, _fb, _tb, inserted) => {
    if (!hasSpace && inserted.toString().includes(' ')) hasSpace = true;
  });
  if (!hasSpace) return tr;
  const specs: ChangeSpec[] = [];
  tr.changes.iterChanges((from, to, _fb, _tb, inserted) => {
    specs.push({ from, to, insert: inserted.toString().replace(SPACE, '') });
  });
  const changes = ChangeSet.of(specs, tr.startState.doc.length);
  // The caret goes after what was inserted, as it would have after the unfiltered text.
  const spec: TransactionSpec = {
    changes,
    selection: tr.startState.selection.map(changes, 1),
    scrollIntoView: tr.scrollIntoView,
  };
  const event = tr.annotation(Transaction.userEvent);
  return event ? { ...spec, userEvent: event } : spec;
});
