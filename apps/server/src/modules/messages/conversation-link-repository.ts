import { sql } from 'drizzle-orm';
import { CONVERSATION_ID_PREFIX } from '@parley/domain';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { rowsOf } from '../../db/rows';

/** How much of a message the conversation list shows. */
export const PREVIEW_LENGTH = 160;

export interface TConversationLink {
  accountSid: string;
  direction: 'outbound' | 'inbound';
  /** the account's number */
  ours: string;
  customer: string;
  sid: string;
  body: string;
  hasMedia: boolean;
  at: Date;
  /**
   * An outbound message a person sent opens its conversation (a closed one again); the
   * platform's own (a campaign, the demo's traffic) makes or leaves it closed, so a blast to
   * thousands does not fill the inbox until someone answers.
   */
  opens: boolean;
}

/**
 * The conversation a message belongs to (issue 30), made or brought up to date in the message's
 * transaction, in one statement: the channel is the account's number, or its number set
 * (`conversation_channel`, migration 0022, the one place that rule is written). A customer's
 * message counts as unread and brings a closed or snoozed conversation back to open (as a
 * person's message does a closed one); the last
 * message shown is the newest by time (the demo writes its past out of order).
 */
export async function linkConversation(tx: Tx, m: TConversationLink): Promise<string> {
  const inbound = m.direction === 'inbound';
  const preview = m.body.slice(0, PREVIEW_LENGTH);
  const at = m.at.toISOString();
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
    with k as (select conversation_channel(${m.accountSid}, ${m.ours}) as channel)
    insert into conversations as c (
      id, account_sid, customer_number, channel, account_number, number_set_id, status,
      unread_count, last_message_at, last_message_sid, last_preview, last_direction, last_has_media,
      created_at, updated_at
    )
    select ${newId(CONVERSATION_ID_PREFIX)}::text, ${m.accountSid}::text, ${m.customer}::text, k.channel,
      ${m.ours}::text, case when k.channel like 'set:%' then substr(k.channel, 5) end,
      ${inbound || m.opens ? 'open' : 'closed'}::text,
      ${inbound ? 1 : 0}::int, ${at}::timestamptz, ${m.sid}::text, ${preview}::text, ${m.direction}::text,
      ${m.hasMedia}::boolean, ${at}::timestamptz, ${at}::timestamptz
    from k
    on conflict (account_sid, customer_number, channel) do update set
      account_number = excluded.account_number,
      unread_count = c.unread_count + excluded.unread_count,
      status = case
        when ${inbound}::boolean then 'open'
        when ${m.opens}::boolean and c.status = 'closed' then 'open'
        else c.status end,
      snoozed_until = case when ${inbound}::boolean then null else c.snoozed_until end,
      last_message_at = greatest(c.last_message_at, excluded.last_message_at),
      last_message_sid = case when excluded.last_message_at >= c.last_message_at then excluded.last_message_sid else c.last_message_sid end,
      last_preview = case when excluded.last_message_at >= c.last_message_at then excluded.last_preview else c.last_preview end,
      last_direction = case when excluded.last_message_at >= c.last_message_at then excluded.last_direction else c.last_direction end,
      last_has_media = case when excluded.last_message_at >= c.last_message_at then excluded.last_has_media else c.last_has_media end,
      updated_at = greatest(c.updated_at, excluded.updated_at)
    returning id
  `),
  );
  return rows[0]!.id;
}
