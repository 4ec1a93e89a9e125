// A NUL byte, or half of a surrogate pair without its other half.
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that can be stored and sent on: no NUL (PostgreSQL refuses it in text) and no lone
 * surrogate (it has no UTF-8 form, so it is mangled on the way to the database or a carrier).
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
