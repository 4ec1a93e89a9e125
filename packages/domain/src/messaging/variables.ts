// The template variable language of doc 000 §3 and §5: %NAME% or %NAME|default%.
//
// A placeholder is '%', a name, optionally '|' and a default, then '%'. A name starts with a letter or
// '_' and goes on with letters, digits, '_', '.' or '-'; a default runs to the next '%' and holds no
// line break. Anything else that starts with '%' is text, sent as typed ('20% off' is common), and
// reported as an issue so the editor can point at it: a '%' + name + '|' that never closes is an
// unclosed placeholder, any other '%' a lone percent.
import { type Result, Err, Ok } from '../api/result';

export interface TextToken {
  readonly kind: 'text';
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface VariableToken {
  readonly kind: 'variable';
  readonly start: number;
  readonly end: number;
  readonly name: string;
  /** undefined when the placeholder has no bar; '' for %NAME|%. */
  readonly defaultValue: string | undefined;
}

export type TemplateToken = TextToken | VariableToken;

export interface TemplateIssue {
  /**
   * lonePercent and unclosedPlaceholder are warnings (such a '%' is sent as typed); a
   * namelessVariable, `%|default%`, is an error: it reads as a variable but fills in nothing.
   */
  readonly kind: 'lonePercent' | 'unclosedPlaceholder' | 'namelessVariable';
  readonly start: number;
  readonly end: number;
}

export interface ParsedTemplate {
  readonly tokens: readonly TemplateToken[];
  readonly variables: readonly VariableToken[];
  readonly issues: readonly TemplateIssue[];
}

const NAME = /[\p{L}_][\p{L}\p{N}_.-]*/uy;
const WHOLE_NAME = /^[\p{L}_][\p{L}\p{N}_.-]*$/u;
const DEFAULT = /[^%\r\n]*/y;
const PERCENT = 0x25;
const BAR = 0x7c;

const NO_ISSUES: readonly TemplateIssue[] = Object.freeze([]);
const NO_VARIABLES: readonly VariableToken[] = Object.freeze([]);

/** Text and variable tokens covering the whole text, in order, with the '%' that start no variable. */
export function parseTemplate(text: string): ParsedTemplate {
  let percent = text.indexOf('%');
  if (percent === -1) {
    const tokens: TemplateToken[] = text ? [{ kind: 'text', start: 0, end: text.length, text }] : [];
    return { tokens, variables: NO_VARIABLES, issues: NO_ISSUES };
  }
  const tokens: TemplateToken[] = [];
  const variables: VariableToken[] = [];
  let issues: TemplateIssue[] | undefined;
  let textStart = 0;
  while (percent !== -1) {
    const found = matchPlaceholder(text, percent);
    if (found.kind === 'variable') {
      if (percent > textStart) {
        tokens.push({ kind: 'text', start: textStart, end: percent, text: text.slice(textStart, percent) });
      }
      tokens.push(found);
      variables.push(found);
      textStart = found.end;
      percent = text.indexOf('%', found.end);
    } else {
      (issues ??= []).push(found);
      // a nameless variable's closing '%' is part of it, not a lone '%' of its own
      percent = text.indexOf('%', found.kind === 'namelessVariable' ? found.end : percent + 1);
    }
  }
  if (textStart < text.length) {
    tokens.push({ kind: 'text', start: textStart, end: text.length, text: text.slice(textStart) });
  }
  return { tokens, variables, issues: issues ?? NO_ISSUES };
}

/** The variable name starting at `from`: ASCII read directly, anything else through the Unicode regex. */
function nameAt(text: string, from: number): string | undefined {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const letter = ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f;
    if (letter || (i > from && ((c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d))) continue;
    if (c >= 0x80) break;
    return i > from ? text.slice(from, i) : undefined;
  }
  if (i === text.length) return i > from ? text.slice(from, i) : undefined;
  NAME.lastIndex = from;
  return NAME.exec(text)?.[0];
}

function matchPlaceholder(text: string, start: number): VariableToken | TemplateIssue {
  const name = nameAt(text, start + 1);
  if (name === undefined) {
    if (text.charCodeAt(start + 1) === BAR) {
      DEFAULT.lastIndex = start + 2;
      const close = start + 2 + DEFAULT.exec(text)![0].length;
      if (text.charCodeAt(close) === PERCENT) return { kind: 'namelessVariable', start, end: close + 1 };
    }
    return { kind: 'lonePercent', start, end: start + 1 };
  }
  const afterName = start + 1 + name.length;
  const next = text.charCodeAt(afterName);
  if (next === PERCENT) return { kind: 'variable', start, end: afterName + 1, name, defaultValue: undefined };
  if (next === BAR) {
    DEFAULT.lastIndex = afterName + 1;
    const defaultValue = DEFAULT.exec(text)![0];
    const close = afterName + 1 + defaultValue.length;
    if (text.charCodeAt(close) === PERCENT)
      return { kind: 'variable', start, end: close + 1, name, defaultValue };
    return { kind: 'unclosedPlaceholder', start, end: close };
  }
  if (afterName === text.length) return { kind: 'unclosedPlaceholder', start, end: afterName };
  return { kind: 'lonePercent', start, end: start + 1 };
}

/** The placeholder text of a variable. */
export const formatVariable = (name: string, defaultValue?: string) =>
  defaultValue === undefined ? `%${name}%` : `%${name}|${defaultValue}%`;

/** The text of a list of tokens: parseTemplate's inverse. */
export function serializeTemplate(tokens: readonly TemplateToken[]): string {
  let out = '';
  for (const token of tokens)
    out += token.kind === 'text' ? token.text : formatVariable(token.name, token.defaultValue);
  return out;
}

/** The variable the caret at `cursor` is in or touches (the one starting there when two meet). */
export function variableAt(text: string, cursor: number): VariableToken | undefined {
  const { variables } = parseTemplate(text);
  return (
    variables.find((v) => v.start <= cursor && cursor < v.end) ?? variables.find((v) => v.end === cursor)
  );
}

/** What the insert and update dialogs submit (doc 000 §5). */
export type VariableInput =
  | { readonly kind: 'contact'; readonly attribute: string; readonly defaultValue?: string }
  | { readonly kind: 'custom'; readonly name: string; readonly defaultValue?: string };

export type VariableError =
  | 'contactAttributeRequired'
  | 'variableNameRequired'
  | 'variableNameInvalid'
  | 'variableDefaultInvalid'
  | 'variablePercentConflict'
  | 'noVariableAtPosition';

export interface VariableEdit {
  readonly text: string;
  /** Where the placeholder now sits, and where the caret goes (just after it). */
  readonly start: number;
  readonly end: number;
}

/**
 * The placeholder for an input: a contact variable is named by its attribute, a custom one by its
 * name trimmed and upper-cased; a default is trimmed and left out when empty.
 */
export function normalizeVariable(input: VariableInput): Result<string, VariableError> {
  const name = input.kind === 'contact' ? input.attribute.trim() : input.name.trim().toUpperCase();
  if (!name) return Err(input.kind === 'contact' ? 'contactAttributeRequired' : 'variableNameRequired');
  if (!WHOLE_NAME.test(name)) return Err('variableNameInvalid');
  const defaultValue = input.defaultValue?.trim() || undefined;
  if (defaultValue !== undefined && /[%\r\n]/.test(defaultValue)) return Err('variableDefaultInvalid');
  return Ok(formatVariable(name, defaultValue));
}

/** Inserts a variable at `position`; inside an existing placeholder it goes after that placeholder. */
export function insertVariable(
  text: string,
  position: number,
  input: VariableInput,
): Result<VariableEdit, VariableError> {
  const placeholder = normalizeVariable(input);
  if (!placeholder.ok) return placeholder;
  let at = Math.max(0, Math.min(position, text.length));
  const inside = parseTemplate(text).variables.find((v) => v.start < at && at < v.end);
  if (inside) at = inside.end;
  else if (isSplitPair(text, at)) at++;
  return place(text, at, at, placeholder.value);
}

/** Replaces the variable at `position` (see variableAt) in place. */
export function updateVariableAt(
  text: string,
  position: number,
  input: VariableInput,
): Result<VariableEdit, VariableError> {
  const placeholder = normalizeVariable(input);
  if (!placeholder.ok) return placeholder;
  const target = variableAt(text, position);
  if (!target) return Err('noVariableAtPosition');
  return place(text, target.start, target.end, placeholder.value);
}

/**
 * Writes the placeholder over [from, to) and checks it reads back as one variable: a '%' left open
 * before it ('Hi %NAME' then '%X%') would otherwise swallow its opening '%' and change both.
 */
function place(
  text: string,
  from: number,
  to: number,
  placeholder: string,
): Result<VariableEdit, VariableError> {
  const next = text.slice(0, from) + placeholder + text.slice(to);
  const end = from + placeholder.length;
  const ok = parseTemplate(next).variables.some((v) => v.start === from && v.end === end);
  return ok ? Ok({ text: next, start: from, end }) : Err('variablePercentConflict');
}

const isSplitPair = (text: string, at: number) => {
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
};
