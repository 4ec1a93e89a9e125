// analyzeMessage: everything the template editor shows on each change, and what the server checks
// before it stores a template (doc 000 §4, §5, §8, §9).
import { MESSAGES, OUR_MESSAGES, templateMaxLengthMessage } from '../validation/messages';
import { type Blame, blameScanned } from './blame';
import { type Edit, measureEdited, measureEditedPair } from './edited';
import {
  ENCODING_LIMITS,
  type Encoding,
  type Latin1Carrier,
  MAX_PARTS,
  type MessageMeasure,
  measureScanned,
} from './encoding';
import { CR } from './charset';
import { scan, scanned } from './scan';
import { type ParsedTemplate, type TemplateIssue, parseTemplate } from './variables';

export interface AnalyzeOptions {
  /** The editor's 'no spaces' option: the space character (U+0020) is refused. */
  readonly noSpaces?: boolean;
  /** How carriers are sent Latin-1 text; UCS-2 unless the route is known to take 8-bit. */
  readonly latin1Carrier?: Latin1Carrier;
}

export type MessageErrorKey = 'required' | 'maxLength' | 'noSpaces' | 'variableName';

export interface MessageError {
  readonly key: MessageErrorKey;
  readonly message: string;
}

export type MessageWarning =
  | {
      readonly kind: 'crlf';
      readonly message: string;
      /** How many CR LF pairs, and the measure once each is a single LF. */
      readonly count: number;
      readonly withLf: MessageMeasure;
    }
  | (TemplateIssue & { readonly message: string });

/** The length once variables are filled: all empty (the least it can be) and all at their defaults. */
export interface RenderedLength {
  readonly minimum: MessageMeasure;
  readonly withDefaults: MessageMeasure;
}

export interface MessageAnalysis extends MessageMeasure {
  readonly maxLength: number;
  readonly perPart: number;
  readonly maxParts: number;
  /** maxLength minus length; negative when over. */
  readonly remaining: number;
  /** The first of `errors`, or null when the content can be saved. */
  readonly error: MessageError | null;
  readonly errors: readonly MessageError[];
  readonly blame: Blame;
  readonly template: ParsedTemplate;
  readonly rendered: RenderedLength;
  readonly warnings: readonly MessageWarning[];
}

const NONE: readonly never[] = Object.freeze([]);

// The errors as constants: an over-long text is analysed on every keystroke until it is shortened.
const errorOf = (key: MessageErrorKey, message: string): MessageError => Object.freeze({ key, message });
const REQUIRED = errorOf('required', MESSAGES.templateContentRequired);
const NO_SPACES = errorOf('noSpaces', OUR_MESSAGES.templateNoSpaces);
// the variable dialog's message: a variable needs a name however it was written
const NAMELESS = errorOf('variableName', OUR_MESSAGES.variableNameRequired);
const TOO_LONG: Record<Encoding, MessageError> = {
  GSM7: errorOf('maxLength', templateMaxLengthMessage('GSM7')),
  'Latin-1': errorOf('maxLength', templateMaxLengthMessage('Latin-1')),
  Unicode: errorOf('maxLength', templateMaxLengthMessage('Unicode')),
  Unidentified: errorOf('maxLength', templateMaxLengthMessage('Unidentified')),
};
const HAS_CONTENT = /\S/;

export function analyzeMessage(text: string, options: AnalyzeOptions = {}): MessageAnalysis {
  const carrier = options.latin1Carrier ?? 'ucs2';
  scan(text);
  const measure = measureScanned(text, carrier);
  const blame = blameScanned(text, measure, carrier);
  const template = parseTemplate(text);
  const rendered: RenderedLength =
    template.variables.length === 0
      ? { minimum: measure, withDefaults: measure }
      : renderedLength(text, template, carrier);
  const { maxLength, perPart } = ENCODING_LIMITS[measure.encoding];

  let errors: MessageError[] | undefined;
  if (!HAS_CONTENT.test(text)) (errors ??= []).push(REQUIRED);
  if (measure.length > maxLength) (errors ??= []).push(TOO_LONG[measure.encoding]);
  if (options.noSpaces && text.includes(' ')) (errors ??= []).push(NO_SPACES);

  let warnings: MessageWarning[] | undefined;
  for (const issue of template.issues) {
    if (issue.kind === 'namelessVariable') {
      if (errors?.includes(NAMELESS) !== true) (errors ??= []).push(NAMELESS);
      continue;
    }
    const message =
      issue.kind === 'lonePercent'
        ? OUR_MESSAGES.templateLonePercent
        : OUR_MESSAGES.templateUnclosedPlaceholder;
    // Written out: an object spread here took longer than the rest of the analysis (V8's slow path).
    (warnings ??= []).push({ kind: issue.kind, start: issue.start, end: issue.end, message });
  }
  // The scan saw whether there is a CR: most texts have none, and then none is looked for.
  const crlf = scanned.flags & CR ? text.indexOf('\r\n') : -1;
  if (crlf !== -1) (warnings ??= []).push(crlfWarning(text, crlf, carrier));

  // Properties written out: spreading `measure` here took ten times as long as the whole analysis.
  return {
    encoding: measure.encoding,
    length: measure.length,
    parts: measure.parts,
    segments: measure.segments,
    segmentEncoding: measure.segmentEncoding,
    maxLength,
    perPart,
    maxParts: MAX_PARTS,
    remaining: maxLength - measure.length,
    error: errors?.[0] ?? null,
    errors: errors ?? NONE,
    blame,
    template,
    rendered,
    warnings: warnings ?? NONE,
  };
}

function renderedLength(text: string, template: ParsedTemplate, carrier: Latin1Carrier): RenderedLength {
  const emptied: Edit[] = [];
  const filled: Edit[] = [];
  for (const { start, end, defaultValue } of template.variables) {
    emptied.push({ start, end, insert: '' });
    filled.push({ start, end, insert: defaultValue ?? '' });
  }
  const [minimum, withDefaults] = measureEditedPair(text, emptied, filled, carrier);
  return { minimum, withDefaults };
}

function crlfWarning(text: string, first: number, carrier: Latin1Carrier): MessageWarning {
  const edits: Edit[] = [];
  for (let at = first; at !== -1; at = text.indexOf('\r\n', at + 2)) {
    edits.push({ start: at, end: at + 2, insert: '\n' });
  }
  return {
    kind: 'crlf',
    message: OUR_MESSAGES.templateCrlf,
    count: edits.length,
    withLf: measureEdited(text, edits, carrier),
  };
}
