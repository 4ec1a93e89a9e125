/**
 * The character sets of doc 001 §5 as predicates. The sets themselves live in messaging/charset.ts
 * (the message analysis reads them); this module only asks questions of a text with them.
 */
import { GSM7_BASIC_CHARS, GSM7_EXTENSION_CHARS, GSM7_PATTERN, LATIN1_PATTERN } from '../messaging/charset';
import { VALIDATION_MESSAGES } from './validation-messages';
import { text } from './text';

/**
 * Doc 001 §5's "wider set with accents": GSM 03.38 plus the accented Latin letters it lacks that
 * Latin-script languages write (Spanish, Portuguese, French, German, Italian …: á í ó ú â ê ô ã õ
 * ç ë ï Á É Í …). Ours: the spec lists no members. Text in this set is readable on any phone
 * once a gateway folds the accents, so it is what a template for such languages may contain.
 */
export const GSM7_ACCENTED_EXTRA_CHARS = 'áíóúâêîôûãõçëïÿÁÍÓÚÂÊÎÔÛÃÕËÏÈÌÒÙÀ';

const GSM7_WITH_ACCENTS: ReadonlySet<string> = new Set([
  ...GSM7_BASIC_CHARS,
  ...GSM7_EXTENSION_CHARS,
  ...GSM7_ACCENTED_EXTRA_CHARS,
]);

/** Text made only of GSM 03.38 characters (basic set and extension table). */
export const isGsm7 = (value: string): boolean => GSM7_PATTERN.test(value);

/** Text made only of GSM 03.38 characters and the accented letters above. */
export function isGsm7WithAccents(value: string): boolean {
  for (const ch of value) if (!GSM7_WITH_ACCENTS.has(ch)) return false;
  return true;
}

/**
 * The characters outside the GSM basic set that the extension table carries (~ € ^ { } \ [ ] |
 * and form feed), each once, in the order first met: each costs two septets.
 */
export function gsm7ExtensionCharsIn(value: string): string[] {
  return [...new Set([...value].filter((ch) => GSM7_EXTENSION_CHARS.includes(ch)))];
}

/** Text made only of ISO-8859-1 characters (U+0000–U+00FF). */
export const isLatin1 = (value: string): boolean => LATIN1_PATTERN.test(value);

/** The characters outside Latin-1, each once, in the order first met (whole code points). */
export function nonLatin1CharsIn(value: string): string[] {
  return [...new Set([...value].filter((ch) => ch.codePointAt(0)! > 0xff))];
}

/** A text field limited to GSM 03.38 (a sender name, a keyword). */
export const ZGsm7Text = text({ error: VALIDATION_MESSAGES.gsm7 }).refine(isGsm7, VALIDATION_MESSAGES.gsm7);
