import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TMessageFilters } from '@parley/domain';
import { messages } from '../db/schema/index';
import { likePattern } from './like-pattern';

/** The start of a UTC day given as 'YYYY-MM-DD' (checked by the log's filter schema). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

/**
 * The message log's filters as conditions on the messages table (`GET /v3/messages`'s filters,
 * issue 28): direction, status and error code exactly; from and to by the digits they contain (the
 * trigram indexes); since and until as whole UTC days, both inclusive. For every reader of the log
 * that filters it as the list does (its CSV export), so a filter means one thing.
 */
export function messageFilterConditions(given: TMessageFilters): (SQL | undefined)[] {
  return [
    given.direction ? eq(messages.direction, given.direction) : undefined,
    given.status ? eq(messages.status, given.status) : undefined,
    given.errorCode ? eq(messages.errorCode, given.errorCode) : undefined,
    given.from ? sql`${messages.fromNumber} like ${likePattern(given.from)}` : undefined,
    given.to ? sql`${messages.toNumber} like ${likePattern(given.to)}` : undefined,
    given.since ? gte(messages.createdAt, dayStart(given.since)) : undefined,
    given.until ? lt(messages.createdAt, sql`${dayStart(given.until)} + interval '1 day'`) : undefined,
  ];
}
