import fc from 'fast-check';

/**
 * Values a careless handler trips on. Strings here are JavaScript strings: JSON.stringify escapes
 * NUL and lone surrogates, so they reach the server as `\u0000`, `\ud800` and come out of
 * JSON.parse exactly as written.
 */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00',
  'x\uDBFFy\uDFFFz',
  '\u202Egnp.exe', // right-to-left override
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308', // a stack of combining marks
  '\u0301', // a combining mark with nothing to combine with
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}', // family: emoji joined by ZWJ
  '\u{1F3F3}\uFE0F\u200D\u{1F308}',
  '\u{1D54F}\u{10348}\u{1F600}', // astral characters: two UTF-16 units each
  '\uFEFF', // byte order mark
  '\uFFFF\uFFFE',
  '\u200B\u200C\u200D\u2060', // zero-width characters
  '\r\n\t\v\f\b',
  '\u0085\u2028\u2029',
  '%zz%00%',
  '\\',
  '"',
  "'; drop table users; --",
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e400',
  '__proto__',
  'constructor',
  '\u00DF\u0130\u0131\uFB03', // case mapping changes the length
  'Z\u0364\u0351\u0313\u0300a\u0308\u0356l\u036Eg\u0328o', // zalgo
];

/** Keys an object should refuse (or at least survive). */
export const ODD_KEYS: readonly string[] = [
  'unexpected',
  '',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a\u0000b',
  '\uD800',
  '\u202Ekey',
  '\u{1F600}',
  ' ',
  'a.b',
  'a[0]',
  '$where',
];

/** Any single code point, lone surrogates included (fast-check's own units leave those out). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));
const oddChar = fc.oneof(
  { weight: 3, arbitrary: anyCodePoint },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_STRINGS.filter((s) => s.length > 0)) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
);

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: oddChar, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // an ordinary value with something odd inside: passes a length check, not a character check
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...ODD_STRINGS), fc.string({ maxLength: 10 }))
      .map(([a, b, c]) => a + b + c),
  },
);

export const oddKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_KEYS) },
  { weight: 1, arbitrary: oddString },
);

/** A piece of JSON text spliced verbatim into a body: too deep or too big to build as a value. */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}
}

export const deepArrays = (depth: number) =>
  new RawJson('['.repeat(depth) + ']'.repeat(depth), `[…] ×${depth}`);
export const deepObjects = (depth: number) =>
  new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth), `{"a":…} ×${depth}`);
export const deepMixed = (depth: number) =>
  new RawJson('[{"a":'.repeat(depth) + 'null' + '}]'.repeat(depth), `[{"a":…}] ×${depth}`);

export const KB = 1024;
export const hugeString = (bytes: number, unit = 'x') =>
  unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)));

/** Values of every JSON type, to put where the schema expects another. */
export const WRONG_TYPE_VALUES: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  [null],
  ['x'],
  {},
  { a: 1 },
  'x',
  '0',
  'true',
  '[]',
  '{}',
];

/**
 * What a forged keyset cursor may hold where the server put the last row's sort value: right
 * shape, wrong contents (issue 22: text for a timestamp answered 500, text for a size the NUL
 * message). Every sort field gets each of them, whatever its type.
 */
export const CURSOR_VALUES: readonly unknown[] = [
  'nope',
  '',
  'a\u0000b',
  '\uD800',
  hugeString(2 * KB),
  '2026-13-45T00:00:00.000Z',
  '2026-02-30T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '275760-09-13T00:00:00.000Z',
  '2026-01-01',
  '2026-01-01 00:00:00+14:00',
  42,
  -1,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  true,
  null,
  [],
  {},
];

/** Ids a forged cursor may carry beside a plausible value: ids are text. */
export const CURSOR_IDS: readonly unknown[] = [7, null, 'a\u0000b', '\uD800', '', ['x']];

/** A cursor as the server makes them (lib/paging.ts): base64url of the JSON [sort, value, id]. */
export const forgedCursor = (...parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whatever can stand in for a value: odd strings, wrong types, deep nesting, any JSON at all. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPE_VALUES) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 5_000).map(deepArrays) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 5_000).map(deepObjects) },
  { weight: 1, arbitrary: fc.constant(hugeString(10 * KB, '\u{1F600}')) },
);

/**
 * Percent-encodes every UTF-8 byte outside the unreserved set. Unlike encodeURIComponent it does
 * not throw on a lone surrogate (Buffer writes it as U+FFFD), so any string can go into a URL.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path segments as they travel on the wire: already encoded, some deliberately broken. */
export const RAW_PATH_SEGMENTS: readonly { label: string; raw: string }[] = [
  { label: 'percent garbage', raw: '%zz' },
  { label: 'truncated percent escape', raw: '%' },
  { label: 'truncated percent escape 2', raw: 'a%4' },
  { label: 'NUL', raw: '%00' },
  { label: 'NUL inside', raw: 'a%00b' },
  { label: 'encoded slash', raw: 'a%2Fb' },
  { label: 'encoded dot-dot', raw: '%2e%2e' },
  { label: 'dot-dot', raw: '..' },
  { label: 'overlong UTF-8 dot', raw: '%C0%AE' },
  { label: 'lone surrogate as raw UTF-8 bytes', raw: '%ED%A0%80' },
  { label: 'invalid UTF-8 bytes', raw: '%FF%FE' },
  { label: 'RTL override', raw: '%E2%80%AEabc' },
  { label: 'emoji ZWJ sequence', raw: percentEncode('\u{1F469}\u200D\u{1F469}\u200D\u{1F467}') },
  { label: 'combining marks', raw: percentEncode('e\u0301\u0302\u0303') },
  { label: 'space', raw: '%20' },
  { label: 'empty', raw: '' },
  { label: '101 characters', raw: 'a'.repeat(101) },
  { label: '10,000 characters', raw: 'a'.repeat(10_000) },
  { label: '100 KB of escapes', raw: '%41'.repeat(34 * KB) },
];

/** Query strings appended to every operation's URL (the part after `?`). */
export const RAW_QUERIES: readonly { label: string; raw: string }[] = [
  { label: 'percent garbage key', raw: '%zz=1' },
  { label: 'percent garbage value', raw: 'q=%zz' },
  { label: 'NUL value', raw: 'q=%00' },
  { label: 'lone surrogate bytes', raw: 'q=%ED%A0%80' },
  { label: 'repeated key', raw: 'q=1&q=2&q=3' },
  { label: 'bracket nesting', raw: 'q[a][b][c]=1&q[]=2' },
  { label: 'prototype pollution', raw: '__proto__[polluted]=1&constructor[prototype][polluted]=1' },
  { label: 'empty pairs', raw: '&&=&=&' },
  { label: '100 KB value', raw: `q=${'a'.repeat(100 * KB)}` },
  { label: '1,000 keys', raw: Array.from({ length: 1_000 }, (_, i) => `k${i}=${i}`).join('&') },
];
