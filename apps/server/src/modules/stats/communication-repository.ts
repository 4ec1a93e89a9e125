import { sql } from 'drizzle-orm';
import {
  COMMUNICATION_TEXT,
  NO_SET_ID,
  type TCommunicationGroup,
  type TCommunicationRow,
} from '@parley/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messages, numberSets, phoneNumbers } from '../../db/schema/index';

interface TDbRow {
  id: string;
  name: string | null;
  sent: number;
  delivered: number;
  undelivered: number;
  failed: number;
  segments: number;
}

/**
 * The window's outbound messages by sender number or number set (issue 29's communication
 * statistics), read from the messages by the account's direction index; names from the numbers
 * and sets as they are now (a released number keeps its messages, named by its number).
 */
export async function communicationOf(
  db: Db,
  accountSid: string,
  window: { startTimeMs: number; endTimeMs: number; groupBy: TCommunicationGroup },
): Promise<TCommunicationRow[]> {
  const key = window.groupBy === 'number' ? sql`m.from_number` : sql`coalesce(m.number_set_id, ${NO_SET_ID})`;
  const name =
    window.groupBy === 'number'
      ? sql`(select p.friendly_name from ${phoneNumbers} p
          where p.account_sid = ${accountSid} and p.phone_number = g.id order by p.released_at nulls first limit 1)`
      : sql`(select s.name from ${numberSets} s where s.account_sid = ${accountSid} and s.id = g.id)`;
  const rows = rowsOf<TDbRow>(
    await db.execute(sql`
    with g as (
      select ${key} as id, count(*)::int as sent,
        count(*) filter (where m.status = 'delivered')::int as delivered,
        count(*) filter (where m.status = 'undelivered')::int as undelivered,
        count(*) filter (where m.status = 'failed')::int as failed,
        coalesce(sum(m.segments), 0)::int as segments
      from ${messages} m
      where m.account_sid = ${accountSid} and m.direction = 'outbound'
        and m.created_at >= to_timestamp(${window.startTimeMs / 1000})
        and m.created_at <= to_timestamp(${window.endTimeMs / 1000})
      group by 1
    )
    select g.*, ${name} as name from g order by g.sent desc, g.id`),
  );
  return rows.map((r) => {
    const settled = r.delivered + r.undelivered + r.failed;
    return {
      id: r.id,
      name: r.name ?? (r.id === NO_SET_ID ? COMMUNICATION_TEXT.noSet : r.id),
      sent: r.sent,
      delivered: r.delivered,
      undelivered: r.undelivered,
      failed: r.failed,
      segments: r.segments,
      deliveryRate: settled > 0 ? Math.round((r.delivered / settled) * 1000) / 10 : null,
    };
  });
}
