// Character sets of doc 001 §5: GSM 03.38 (basic set and extension table) and ISO-8859-1, and the
// per-code-unit class table the analysis reads instead of testing sets or regexes per character.
import { bmpProps, joinsNeighbour } from './grapheme-props';
import { LOOKALIKES } from './lookalikes';

/** GSM 03.38 basic character set in table order, without the escape (0x1B). */
export const GSM7_BASIC_CHARS =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** GSM 03.38 extension table: each is sent as escape + character, two septets. */
export const GSM7_EXTENSION_CHARS = '\f^{}\\[]~|€';

/** Text made only of GSM 03.38 characters (basic set or extension table). */
export const GSM7_PATTERN =
  /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà\f^{}\\[\]~|€]*$/;

/** A character outside the GSM basic set that the extension table carries (counted double). */
export const GSM7_EXTENSION_PATTERN = /[\f^{}\\[\]~|€]/;

/** Text made only of ISO-8859-1 characters (U+0000 to U+00FF). */
// eslint-disable-next-line no-control-regex -- Latin-1 starts at U+0000: control characters belong to the set
export const LATIN1_PATTERN = /^[\u0000-\u00FF]*$/;

// Class bits per UTF-16 code unit. Zero is the common case (GSM basic and Latin-1), so the hot loop
// skips it with one comparison; GSM characters only ever carry CR, EXT and NOT_LATIN1, below NOT_GSM.
// CR is marked so the analysis looks for CR LF pairs only in a text that has a CR.
export const CR = 1;
export const EXT = 2;
export const NOT_LATIN1 = 4;
export const NOT_GSM = 8;
export const SURROGATE = 16;
export const REPLACEABLE = 32;
/** Joins a grapheme cluster with its neighbour (a mark, ZWJ, a Hangul jamo) or is a surrogate. */
export const STICKY = 64;

export const CLASS = buildClassTable();

function buildClassTable(): Uint8Array {
  const table = new Uint8Array(0x10000);
  table.fill(NOT_GSM | NOT_LATIN1, 0x100);
  table.fill(NOT_GSM, 0, 0x100);
  table.fill(NOT_GSM | NOT_LATIN1 | SURROGATE | STICKY, 0xd800, 0xe000);
  for (let c = 0x100; c < 0xd800; c++) if (joinsNeighbour(bmpProps(c))) table[c] = table[c]! | STICKY;
  for (let c = 0xe000; c < 0x10000; c++) if (joinsNeighbour(bmpProps(c))) table[c] = table[c]! | STICKY;
  for (const ch of GSM7_BASIC_CHARS) {
    const c = ch.charCodeAt(0);
    table[c] = c < 0x100 ? 0 : NOT_LATIN1;
  }
  for (const ch of GSM7_EXTENSION_CHARS) {
    const c = ch.charCodeAt(0);
    table[c] = c < 0x100 ? EXT : EXT | NOT_LATIN1;
  }
  for (const c of LOOKALIKES.keys()) table[c] = table[c]! | REPLACEABLE;
  table[0x0d] = CR;
  return table;
}

/** Septets a GSM character takes (1 or 2), or 0 when GSM 03.38 cannot carry it. */
export function gsmSeptets(codeUnit: number): 0 | 1 | 2 {
  const f = CLASS[codeUnit]!;
  if (f & NOT_GSM) return 0;
  return f & EXT ? 2 : 1;
}

export const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
export const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
