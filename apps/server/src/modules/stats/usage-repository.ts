import { sql } from 'drizzle-orm';
import { moneyText, type TUsageCategory, type TUsageRow } from '@parley/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ledgerEntries, messages } from '../../db/schema/index';
import { localBuckets, type TStatsWindow } from './repository';

/** The ledger kinds a category is charged under (received messages are free: none). */
const KINDS_OF: Partial<Record<TUsageCategory, string[]>> = {
  sms_outbound: ['message'],
  mms: ['message'],
  numbers: ['number_fee'],
  features: ['feature_fee'],
};

interface TUsageDbRow {
  label: string;
  category: TUsageCategory;
  quantity: number;
  amount: string;
}

/**
 * Usage by category and day or month (issue 29): the ledger's message, number and feature charges
 * in the window, each dated when charged, refunds deducted (a refund counts its message's quantity
 * back); a message's charge is SMS or MMS by its message. Received messages are free: counted from
 * the messages, at no amount. Every bucket has every category (asked for), zeros included.
 */
export async function usageOf(
  db: Db,
  accountSid: string,
  window: TStatsWindow,
  only?: TUsageCategory,
): Promise<TUsageRow[]> {
  // one category reads only its ledger kind, and the messages only for what was received
  const kinds = only ? (KINDS_OF[only] ?? []) : ['message', 'number_fee', 'feature_fee'];
  const charges = kinds.length
    ? sql`l.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql`false`;
  const receives = !only || only === 'sms_inbound' ? sql`true` : sql`false`;
  const rows = rowsOf<TUsageDbRow>(
    await db.execute(sql`
    with ${localBuckets(window)},
    bounds as (select min(starts) as starts, max(ends) as ends from local),
    charged as (
      select l.created_at as at,
        case l.kind when 'number_fee' then 'numbers' when 'feature_fee' then 'features'
          else case when m.media_asset_id is null then 'sms_outbound' else 'mms' end end as category,
        sign(-l.amount)::int * case when l.kind = 'message' and m.media_asset_id is null
          then coalesce(m.segments, 1) else 1 end as quantity,
        -l.amount as amount
      from ${ledgerEntries} l, bounds
      left join lateral (
        select m.media_asset_id, m.segments from ${messages} m
        where l.kind = 'message' and m.sid = l.reference
          -- the sid carries its creation time (db/message-ids.ts): one partition, the primary key;
          -- in a case, so another kind's reference (a number, a month) is never read as hex
          and m.created_at = case when l.reference ~ '^SM[0-9a-f]{32}$'
            then to_timestamp(('x' || substr(l.reference, 3, 12))::bit(48)::bigint / 1000.0) end
          and m.account_sid = l.account_sid
        limit 1
      ) m on true
      where l.account_sid = ${accountSid} and ${charges}
        and l.created_at >= bounds.starts and l.created_at < bounds.ends
    ),
    received as (
      select m.created_at as at, 'sms_inbound' as category, 1 as quantity, 0::bigint as amount
      from ${messages} m, bounds
      where ${receives} and m.account_sid = ${accountSid} and m.direction = 'inbound'
        and m.created_at >= bounds.starts and m.created_at < bounds.ends
    ),
    used as (select * from charged union all select * from received),
    categories as (select unnest(array['sms_outbound', 'sms_inbound', 'mms', 'numbers', 'features']) as category)
    select local.label, categories.category,
      coalesce(sum(used.quantity), 0)::int as quantity, coalesce(sum(used.amount), 0)::bigint::text as amount
    from local cross join categories
    left join used on used.category = categories.category
      and used.at >= local.starts and used.at < local.ends
    group by local.l, local.label, categories.category
    order by local.l, array_position(array['sms_outbound', 'sms_inbound', 'mms', 'numbers', 'features'], categories.category)`),
  );
  return rows
    .filter((r) => !only || r.category === only)
    .map((r) => ({
      period: r.label,
      timeZone: window.zone,
      category: r.category,
      quantity: r.quantity,
      amount: moneyText(Number(r.amount)),
    }));
}
