import { OUR_MESSAGES, isStorableText } from '@parley/domain';
import { badRequest } from './errors';

/** Where a keyset page starts: after the row with this sort value and id, in this order. */
export interface TKeyset {
  sort: string;
  value: string | number;
  id: string;
}

/**
 * An opaque cursor: the order it was made for, the last row's sort value and id, as base64url
 * JSON. Opaque to callers so the keyset can change; checked on the way back, so a cursor from
 * another order or a mangled one is a clear 400, never a query error.
 */
export function encodeCursor(keyset: TKeyset): string {
  return Buffer.from(JSON.stringify([keyset.sort, keyset.value, keyset.id])).toString('base64url');
}

/**
 * What a sort field's values are, so a cursor's value is checked before any query: a forged
 * `["created","nope","x"]` reached PostgreSQL as a timestamp and answered 500 (22007), and text
 * for an integer answered the NUL message (issue 22).
 */
export type TSortType = 'text' | 'timestamp' | 'integer';

const INT4 = 2 ** 31;
/** Exactly what the server writes: the item's ISO text at millisecond precision, in UTC. */
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isStorable = (v: unknown): v is string => typeof v === 'string' && isStorableText(v);

const VALUE_OF_TYPE: Record<TSortType, (value: unknown) => boolean> = {
  text: isStorable,
  // a date PostgreSQL would refuse (year 0, 2026-13-45) or read otherwise (2026-02-30) is no date of ours
  timestamp: (v) =>
    typeof v === 'string' &&
    ISO_MS.test(v) &&
    !Number.isNaN(Date.parse(v)) &&
    new Date(v).toISOString() === v &&
    new Date(v).getUTCFullYear() >= 1,
  // the integer columns sorted on are PostgreSQL integers (4 bytes)
  integer: (v) => typeof v === 'number' && Number.isInteger(v) && v >= -INT4 && v < INT4,
};

export function decodeCursor(cursor: string, sort: string, type: TSortType): TKeyset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(OUR_MESSAGES.badCursor, 'cursor');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    !VALUE_OF_TYPE[type](parsed[1]) ||
    !isStorable(parsed[2])
  )
    throw badRequest(OUR_MESSAGES.badCursor, 'cursor');
  return { sort, value: parsed[1] as string | number, id: parsed[2] };
}

/** `-name` → { field: 'name', desc: true } */
export function parseSort(sort: string): { field: string; desc: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}

/**
 * Doc 001 §7's cursor: the base64 of the page's last value of a unique sort field (the number
 * list's phone number). A keyset whose id is null: the next page starts strictly after the value.
 */
export const encodeLastValueCursor = (value: string | number): string =>
  Buffer.from(String(value), 'latin1').toString('base64');

export function decodeLastValueCursor(cursor: string, sort: string, pattern: RegExp): TKeyset {
  // standard base64, as btoa makes it: anything else is no cursor of ours
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cursor) || cursor.length % 4 !== 0)
    throw badRequest(OUR_MESSAGES.badCursor, 'cursor');
  const value = Buffer.from(cursor, 'base64').toString('latin1');
  if (!pattern.test(value) || encodeLastValueCursor(value) !== cursor)
    throw badRequest(OUR_MESSAGES.badCursor, 'cursor');
  return { sort, value, id: '' };
}
