import { VALIDATION_MESSAGES } from './validation-messages';
import { text } from './text';

/** Doc 001 §5: "A text is valid JSON if it parses." An empty text does not parse. */
export function isValidJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** The text as typed, refused with 'Must be valid JSON.' unless it parses. */
export const ZJsonText = text({ error: VALIDATION_MESSAGES.json }).refine(
  isValidJson,
  VALIDATION_MESSAGES.json,
);
