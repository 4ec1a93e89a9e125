import { eq, ilike, isNotNull, isNull, and, or, sql } from 'drizzle-orm';
import type { TCallerName } from '@parley/domain';
import { phoneNumbers } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import { sortBy, tableRepository } from '../../lib/table-repository';

const THE_NUMBER = 'the number’s own: GET /v3/numbers shows it';

/**
 * Doc 001 §3's caller-name entries: a caller name lives on its number (one at a time, set with
 * `PUT /v3/numbers/{phoneSid}/cnam`), so the list reads the held numbers that have one.
 */
export const callerNamesRepository = tableRepository<TCallerName, never, never>({
  table: phoneNumbers,
  account: phoneNumbers.accountSid,
  only: and(isNotNull(phoneNumbers.cnam), isNull(phoneNumbers.releasedAt)),
  id: phoneNumbers.id,
  columns: {
    phoneSid: phoneNumbers.id,
    phoneNumber: phoneNumbers.phoneNumber,
    cnam: phoneNumbers.cnam,
    status: phoneNumbers.cnamStatus,
    reason: phoneNumbers.cnamReason,
    created: phoneNumbers.cnamRequestedAt,
  },
  sort: {
    created: sortBy.timestamp(phoneNumbers.cnamRequestedAt),
    cnam: sortBy.text(sql`lower(${phoneNumbers.cnam})`),
  },
  filters: (given) => [given.status ? eq(phoneNumbers.cnamStatus, given.status as 'pending') : undefined],
  search: (q) =>
    or(ilike(phoneNumbers.cnam, likePattern(q)), ilike(phoneNumbers.phoneNumber, likePattern(q)))!,
  toItem: (row) => ({ ...(row as TCallerName), created: (row.created as Date).toISOString() }),
  internal: {
    account_sid: 'the owning account',
    created_at: THE_NUMBER,
    updated_at: THE_NUMBER,
    friendly_name: THE_NUMBER,
    number_type: THE_NUMBER,
    region: THE_NUMBER,
    locality: THE_NUMBER,
    voice_enabled: THE_NUMBER,
    sms_enabled: THE_NUMBER,
    mms_enabled: THE_NUMBER,
    remediation: THE_NUMBER,
    number_set_id: THE_NUMBER,
    brand_id: THE_NUMBER,
    status: THE_NUMBER,
    monthly_fee: THE_NUMBER,
    released_at: 'a released number’s caller name is listed no more',
  },
});
