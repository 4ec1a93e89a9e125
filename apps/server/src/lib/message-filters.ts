import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SYSTEM_ZONE, type TMessageFilters } from '@parley/domain';
import type { Db } from '../db/client';
import { messages } from '../db/schema/index';
import { likePattern } from './like-pattern';
import { readerZone } from './reader-zone';

/** The zone the days of `given` are read in: the reader's, looked up only when a day is given. */
export const filterZone = async (db: Db, given: TMessageFilters, accountSid: string, clientId: string) =>
  given.since || given.until ? readerZone(db, accountSid, clientId) : DEFAULT_SYSTEM_ZONE;

/** The start of a day of `zone` given as 'YYYY-MM-DD' (checked by the log's filter schema). */
const dayStart = (day: string, zone: string) => sql`(${day}::date)::timestamp at time zone ${zone}`;

/**
 * The message log's filters as conditions on the messages table (`GET /v3/messages`'s filters,
 * issue 28): direction, status and error code exactly; from and to by the digits they contain (the
 * trigram indexes); since and until as whole days of the reader's zone (readerZone: the user's
 * setting, else the account's, else UTC, as the reports' days), both inclusive. For every reader of
 * the log that filters it as the list does (its CSV export), so a filter means one thing.
 */
export function messageFilterConditions(given: TMessageFilters, zone: string): (SQL | undefined)[] {
  return [
    given.direction ? eq(messages.direction, given.direction) : undefined,
    given.status ? eq(messages.status, given.status) : undefined,
    given.errorCode ? eq(messages.errorCode, given.errorCode) : undefined,
    given.from ? sql`${messages.fromNumber} like ${likePattern(given.from)}` : undefined,
    given.to ? sql`${messages.toNumber} like ${likePattern(given.to)}` : undefined,
    given.since ? gte(messages.createdAt, dayStart(given.since, zone)) : undefined,
    // the next day's start, not 24 hours on: a day of a clock change has 23 or 25
    given.until
      ? lt(messages.createdAt, sql`((${given.until}::date + 1)::timestamp at time zone ${zone})`)
      : undefined,
  ];
}
