// A template rendered as it will be sent (issue 15): each %NAME|default% becomes the contact's
// value when one is given, else its default, else nothing — what the carrier receives when the
// contact has no such attribute. Text, lone '%' and unclosed placeholders included, is sent as typed.
import { type ParsedTemplate, parseTemplate } from './variables';

/** A contact's values by variable name (the attribute, or a custom variable's name). */
export type TemplateValues = Readonly<Record<string, string | undefined>>;

const NO_VALUES: TemplateValues = Object.freeze({});

/** The text of already parsed tokens with their variables filled (the analysis holds them parsed). */
export function renderParsedTemplate(parsed: ParsedTemplate, values: TemplateValues = NO_VALUES): string {
  let out = '';
  for (const token of parsed.tokens) {
    if (token.kind === 'text') out += token.text;
    else out += values[token.name] ?? token.defaultValue ?? '';
  }
  return out;
}

/** The message a template sends: variables filled with `values`, else with their defaults. */
export const renderTemplate = (text: string, values: TemplateValues = NO_VALUES): string =>
  renderParsedTemplate(parseTemplate(text), values);
