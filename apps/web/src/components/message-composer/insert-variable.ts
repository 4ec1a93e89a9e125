// Where a variable from the dialog goes, and with what spaces around it: the domain's
// insertVariable places it (never inside another placeholder, never between the halves of an
// emoji, refused when an open '%' before it would swallow it); this adds the spaces that keep it
// from running into the words around it, since 'Hi%NAME%' or '%NAME%%CODE%' is rarely meant.
import { Ok, insertVariable, type Result, type VariableError, type VariableInput } from '@parley/domain';
import type { TEditorSelection } from '@/components/template-editor/template-editor-api';

/** Replace [from, to) of the content with `insert`. */
export interface TInsertion {
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

/** After these (or at the start) a variable needs no space: a space, a line break, an opening bracket or quote. */
const OPENS = /[\s([{"'“‘«¿¡/]$/u;
/** Before these a variable needs a space: a letter, a digit, or another placeholder's '%'. */
const WORDLIKE = /^[\p{L}\p{N}%]/u;

/**
 * The variable for `input` at the selection (replacing it), or at the end of the content while the
 * user has not put the cursor in the editor; a space before it after a word or punctuation, and
 * after it before a word, unless spaces are blocked (the 'no spaces' option).
 */
export function variableInsertion(
  text: string,
  selection: TEditorSelection | null,
  input: VariableInput,
  noSpaces = false,
): Result<TInsertion, VariableError> {
  const from = selection?.from ?? text.length;
  const to = selection?.to ?? text.length;
  const rest = text.slice(0, from) + text.slice(to);
  const plain = insertVariable(rest, from, input);
  if (!plain.ok) return plain;
  const at = plain.value.start;
  const before = rest.slice(0, at);
  const after = rest.slice(at);
  const lead = !noSpaces && before !== '' && !OPENS.test(before) ? ' ' : '';
  const trail = !noSpaces && WORDLIKE.test(after) ? ' ' : '';
  let result = plain.value.text;
  if (lead || trail) {
    // checked again with its spaces: the domain's reading of the whole is what counts
    const spaced = insertVariable(before + lead + trail + after, at + lead.length, input);
    if (spaced.ok) result = spaced.value.text;
  }
  // `at` may be past `from` (it skipped to the end of a placeholder): what lay between is kept
  const changeTo = to + (at - from);
  return Ok({ from, to: changeTo, insert: result.slice(from, result.length - (text.length - changeTo)) });
}
