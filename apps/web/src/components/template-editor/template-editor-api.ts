import type { AnalyzeOptions, MessageAnalysis, TContactAttribute } from '@parley/domain';

/**
 * The contract between the template editor (this folder) and what composes it (the variable
 * dialog, the emoji picker, the composer, the /templates pages). The editor's document is the
 * template text itself, `%NAME|default%` placeholders included: what is typed is what is saved.
 */

/** A placeholder in the text, located: [from, to) in UTF-16 indexes of the content. */
export interface TPlacedVariable {
  readonly from: number;
  readonly to: number;
  readonly name: string;
  readonly defaultValue: string | undefined;
}

export interface TTemplateEditorProps {
  /** The content (controlled: the editor calls onChange on every change and shows what it is given). */
  readonly value: string;
  readonly onChange: (content: string) => void;
  /** Analysed on every change; the composer shows the counters and the preview from it. */
  readonly onAnalysis?: (analysis: MessageAnalysis) => void;
  readonly options?: AnalyzeOptions;
  /** A click (or Enter) on a variable chip: the composer opens the variable dialog to edit it. */
  readonly onVariableClick?: (variable: TPlacedVariable) => void;
  /**
   * The account's contact attributes: chips that read one and chips that are custom variables are
   * told apart (marked, and named so). Left out, or while loading, chips are drawn alike.
   */
  readonly attributes?: readonly TContactAttribute[] | undefined;
  /** The editor lost the focus (the composer shows 'Please enter template content.' from then on). */
  readonly onBlur?: () => void;
  readonly label: string;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly error?: string | null;
}

/** The main selection, in UTF-16 indexes of the content; from === to for a caret. */
export interface TEditorSelection {
  readonly from: number;
  readonly to: number;
}

/**
 * What a composer can do to the editor (through a ref). Until the user has put the cursor in the
 * editor (clicked, tabbed or been sent there), the place to insert is the end of the text — where
 * a user who opens a template and picks an emoji expects it — not the start, where CodeMirror's
 * selection sits by default.
 */
export interface TTemplateEditorHandle {
  /** Focuses the editor; the first time, with the caret at the end of the text. */
  focus(): void;
  /** Where the user's cursor is, or null while they have not put it in the editor yet. */
  getSelection(): TEditorSelection | null;
  /** Inserts text (an emoji) at the cursor, replacing any selection; at the end before any focus. */
  insertText(text: string): void;
  /**
   * Replaces [from, to) with `text`, the caret after it (a variable inserted with its spaces, or
   * a placeholder updated by the variable dialog).
   */
  replaceRange(from: number, to: number, text: string): void;
  /** Replaces every look-alike with its GSM equivalent; answers what it saved. */
  replaceLookalikes(): { savedParts: number; savedSegments: number } | null;
}
