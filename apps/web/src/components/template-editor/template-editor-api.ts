import type { AnalyzeOptions, MessageAnalysis } from '@parley/domain';

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
  readonly label: string;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly error?: string | null;
}

/** What a composer can do to the editor (through a ref). */
export interface TTemplateEditorHandle {
  focus(): void;
  /** Inserts text (an emoji, a formatted variable) at the cursor, replacing any selection. */
  insertText(text: string): void;
  /** Replaces the placeholder at [from, to) with another (Update in the variable dialog). */
  replaceRange(from: number, to: number, text: string): void;
  /** Replaces every look-alike with its GSM equivalent; answers what it saved. */
  replaceLookalikes(): { savedParts: number; savedSegments: number } | null;
}
