import { sql } from 'drizzle-orm';
import {
  ATTENTION_TEXT,
  cardExpiryState,
  fillText,
  moneyText,
  type TAttentionItem,
  type TAttentionKind,
  type TDashboardSummary,
} from '@parley/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  accountConfig,
  ledgerEntries,
  messageStats,
  paymentMethods,
  phoneNumbers,
  webhooks,
} from '../../db/schema/index';

interface TFactsRow {
  numbers_owned: number;
  without_set: number;
  cnam_rejected: number;
  funded: string | null;
  webhooks_failing: number;
  spend_this_month: string;
  spend_last_month: string;
  cards: { month: number; year: number }[] | null;
  has_messages: boolean;
}

const item = (kind: TAttentionKind, count: number): TAttentionItem => {
  const text = ATTENTION_TEXT[kind];
  return { kind, count, text: fillText(count === 1 ? text.one : text.many, { count }), link: text.link };
};

/**
 * The dashboard's summary in one round trip (issue 29): counts over the account's numbers, its
 * webhooks and cards, its `funded` flag, and its charges this month and last (UTC months, the
 * statements'; a refund of a failed message is deducted, funds and recharges are not spend).
 */
export async function dashboardSummary(
  db: Db,
  accountSid: string,
  now = new Date(),
): Promise<TDashboardSummary> {
  const month = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC')`;
  const spendIn = (from: ReturnType<typeof sql>, to: ReturnType<typeof sql>) => sql`(
    select coalesce(-sum(amount) filter (where amount < 0 or kind = 'message'), 0)::bigint::text
    from ${ledgerEntries}
    where account_sid = ${accountSid}
      and created_at >= (${from}) at time zone 'UTC' and created_at < (${to}) at time zone 'UTC')`;
  const [facts] = rowsOf<TFactsRow>(
    await db.execute(sql`
      select
        (select count(*)::int from ${phoneNumbers} where account_sid = ${accountSid} and released_at is null) as numbers_owned,
        (select count(*)::int from ${phoneNumbers}
          where account_sid = ${accountSid} and released_at is null and number_set_id is null) as without_set,
        (select count(*)::int from ${phoneNumbers}
          where account_sid = ${accountSid} and released_at is null and cnam_status = 'rejected') as cnam_rejected,
        (select value from ${accountConfig} where account_sid = ${accountSid} and key = 'funded') as funded,
        (select count(*)::int from ${webhooks}
          where account_sid = ${accountSid} and (failing_since is not null or disabled_at is not null)) as webhooks_failing,
        ${spendIn(month, sql`${month} + interval '1 month'`)} as spend_this_month,
        ${spendIn(sql`${month} - interval '1 month'`, month)} as spend_last_month,
        (select json_agg(json_build_object('month', expiry_month, 'year', expiry_year)) from ${paymentMethods}
          where account_sid = ${accountSid} and type = 'card' and expiry_month is not null) as cards,
        exists (select 1 from ${messageStats} where account_sid = ${accountSid}) as has_messages`),
  );
  const f = facts!;
  const cards = (f.cards ?? []).filter((c) => cardExpiryState(c.month, c.year, now) !== 'valid').length;
  const counts: [TAttentionKind, number][] = [
    ['unfunded', f.funded === '0' ? 1 : 0],
    ['webhooks-failing', f.webhooks_failing],
    ['cards-expiring', cards],
    ['cnam-rejected', f.cnam_rejected],
    ['numbers-without-set', f.without_set],
  ];
  return {
    numbersOwned: f.numbers_owned,
    hasMessages: f.has_messages,
    spendThisMonth: moneyText(Number(f.spend_this_month)),
    spendLastMonth: moneyText(Number(f.spend_last_month)),
    attention: counts.filter(([, n]) => n > 0).map(([kind, n]) => item(kind, n)),
  };
}
