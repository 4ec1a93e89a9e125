import { OUR_MESSAGES } from '@parley/domain';
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

export function decodeCursor(cursor: string, sort: string): TKeyset {
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
    !(typeof parsed[1] === 'string' || typeof parsed[1] === 'number') ||
    typeof parsed[2] !== 'string'
  )
    throw badRequest(OUR_MESSAGES.badCursor, 'cursor');
  return { sort, value: parsed[1], id: parsed[2] };
}

/** `-name` → { field: 'name', desc: true } */
export function parseSort(sort: string): { field: string; desc: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}
