// Look-alikes with a GSM 03.38 replacement: what word processors and phones type in place of the
// plain character (curly quotes, dashes, ellipsis, special spaces) and what copy-paste drags in
// (fullwidth forms, invisible characters). Letters with accents are not here: replacing them
// changes the words, which is the writer's choice, not a repair.

const GROUPS: readonly (readonly [replacement: string, characters: string])[] = [
  ['"', '\u00AB\u00BB\u201C\u201D\u201E\u201F\u2033\u2036\u02BA\u02EE\u275D\u275E\u301D\u301E\u301F\uFF02'],
  [
    "'",
    '\u2018\u2019\u201A\u201B\u2032\u2035\u00B4\u0060\u02B9\u02BB\u02BC\u02BD\u02C8\u02CA\u02CB\u275B\u275C\uFF07\uFF40',
  ],
  ['-', '\u2010\u2011\u2012\u2013\u2014\u2015\u2043\u2212\u2022\u2023\u2027\uFE58\uFE63\uFF0D'],
  ['...', '\u2026'],
  ['..', '\u2025'],
  ['.', '\u2024\u3002\uFF61'],
  [',', '\u3001\uFF64'],
  [' ', '\t\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000'],
  ['\n', '\u0085\u2028\u2029'],
  ['', '\u00AD\u200B\u2060\uFEFF'],
  ['<', '\u2039\uFE64'],
  ['>', '\u203A\uFE65'],
  ['!!', '\u203C'],
  ['??', '\u2047'],
  ['?!', '\u2048'],
  ['!?', '\u2049'],
  ['/', '\u00F7\u2044\u2215'],
  ['*', '\u204E\u2217'],
  ['~', '\u02DC\u223C\u301C'],
  ['|', '\u2223'],
  ['^', '\u02C6'],
  ['x', '\u00D7'],
  ['1/4', '\u00BC'],
  ['1/2', '\u00BD'],
  ['3/4', '\u00BE'],
  ['(c)', '\u00A9'],
  ['(R)', '\u00AE'],
  ['TM', '\u2122'],
];

/** Code unit to its GSM replacement. Every replacement is made of GSM 03.38 characters only. */
export const LOOKALIKES: ReadonlyMap<number, string> = buildLookalikes();

function buildLookalikes(): Map<number, string> {
  const map = new Map<number, string>();
  // Fullwidth ASCII (U+FF01 to U+FF5E) is ASCII shifted by 0xFEE0; the grave accent has no GSM twin.
  for (let c = 0xff01; c <= 0xff5e; c++) map.set(c, String.fromCharCode(c - 0xfee0));
  for (const [replacement, characters] of GROUPS) {
    for (const ch of characters) map.set(ch.charCodeAt(0), replacement);
  }
  // Control characters are invisible in the editor and refused by GSM networks: drop them.
  for (let c = 0; c < 0x20; c++) if (c !== 0x0a && c !== 0x0c && c !== 0x0d && c !== 0x09) map.set(c, '');
  for (let c = 0x7f; c < 0xa0; c++) if (c !== 0x85) map.set(c, '');
  return map;
}
