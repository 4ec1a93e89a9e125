import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { messages } from '../schema/index';
import { pick, sqlList } from '../seeds/contacts';

/** How far back a bench account's messages go: the partitions the migration made (a year). */
const SPAN_SECONDS = 360 * 86_400;
const BATCH = 250_000;
const BODIES = [
  'Your order has shipped and will arrive in 2-3 business days.',
  'Reminder: your appointment is tomorrow at 10:00. Reply C to confirm.',
  'Your verification code is 482913.',
  'Thanks for contacting support. An agent will reply shortly.',
];
const AREAS = ['212', '312', '415', '512', '617', '646', '713', '917'];

/**
 * `count` messages for a bench account, written by the database itself (INSERT … SELECT over
 * generate_series), for the log's benchmark on millions of rows (`npm run seed -- --messages N`).
 * Not the demo's way — the demo's messages go through the send path and the network — because
 * ten million through the API would take hours; the shares of statuses and error codes are the
 * simulated network's (network/simulated/messaging.ts), spread evenly over the last 360 days,
 * to 200,000 recipients from 20 senders.
 */
export async function bulkMessages(db: Db, accountSid: string, count: number): Promise<number> {
  const [{ n: start } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.accountSid, accountSid));
  const now = Date.now();
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH);
    await db.execute(sql`
      insert into ${messages} (sid, account_sid, direction, from_number, to_number, body, encoding,
        parts, segments, status, error_code, price, status_history, created_at, updated_at)
      select 'SM' || lpad(to_hex((extract(epoch from t) * 1000)::bigint), 12, '0') || substr(md5(${accountSid} || n), 1, 20),
        ${accountSid}, case when inbound then 'inbound' else 'outbound' end,
        case when inbound then recipient else sender end, case when inbound then sender else recipient end,
        (${sqlList(BODIES)})[1 + b], 'GSM7', 1, 1, status, code,
        case when inbound or status = 'failed' then 0 else 79 end,
        jsonb_build_array(jsonb_build_object('status', status, 'at', to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'errorCode', code)),
        t, t
      from (
        select n, t, b, sender, recipient, inbound,
          case when inbound then 'received'
               when fate < 940 then 'delivered'
               when fate < 990 then 'failed'
               else 'undelivered' end as status,
          case when inbound or fate < 940 then null
               when fate < 980 then '30006' when fate < 990 then '30005'
               when fate < 996 then '30003' when fate < 998 then '30007' else '30008' end as code
        from (
          select n,
            date_trunc('milliseconds', to_timestamp(${now / 1000}) - ((${start + count}::bigint - n) * ${SPAN_SECONDS}::float / ${start + count}) * interval '1 second') as t,
            ${pick('n', BODIES.length)} as b,
            '+1312200' || lpad((${pick('n + 3', 20)})::text, 4, '0') as sender,
            '+1' || (${sqlList(AREAS)})[1 + ${pick('n % 200000 + 5', AREAS.length)}]
              || (200 + ${pick('n % 200000 + 7', 700)})::text || lpad((${pick('n % 200000 + 11', 10000)})::text, 4, '0') as recipient,
            ${pick('n + 13', 10)} = 0 as inbound,
            ${pick('n + 17', 1000)} as fate
          from generate_series(${start + from + 1}::int, ${start + to}::int) as n
        ) g
      ) h
      on conflict do nothing`);
  }
  // written around the pipeline, so counted after it (migration 0020)
  await db.execute(sql`select recount_message_stats(${accountSid})`);
  return count;
}
