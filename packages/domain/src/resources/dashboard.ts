import { z } from 'zod';
import { DASHBOARD_READ } from '../access/stats';
import { ZMoneyText } from '../billing/money';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';

/** What needs attention (issue 29): each kind from the account's real state, with its page. */
export const ATTENTION_KINDS = [
  'unfunded',
  'webhooks-failing',
  'numbers-without-set',
  'cards-expiring',
  'cnam-rejected',
] as const;
export type TAttentionKind = (typeof ATTENTION_KINDS)[number];

/** Ours: one line per kind, `{count}` filled; the singular where the count is 1. */
export const ATTENTION_TEXT: Record<TAttentionKind, { one: string; many: string; link: string }> = {
  unfunded: {
    one: 'The account is unfunded: messages are refused until funds are added.',
    many: 'The account is unfunded: messages are refused until funds are added.',
    link: '/billing',
  },
  'webhooks-failing': {
    one: 'A webhook is failing: its events are not reaching your system.',
    many: '{count} webhooks are failing: their events are not reaching your systems.',
    link: '/webhooks',
  },
  'numbers-without-set': {
    one: 'A number is in no number set: campaigns that send from sets will not use it.',
    many: '{count} numbers are in no number set: campaigns that send from sets will not use them.',
    link: '/numbers',
  },
  'cards-expiring': {
    one: 'A card expires within 2 months, or has expired: auto recharge may fail.',
    many: '{count} cards expire within 2 months, or have expired: auto recharge may fail.',
    link: '/billing',
  },
  'cnam-rejected': {
    one: 'A caller name was rejected: calls from that number show no name.',
    many: '{count} caller names were rejected: calls from those numbers show no name.',
    link: '/cnam',
  },
};

export const ZAttentionItem = z.object({
  kind: z.enum(ATTENTION_KINDS),
  count: z.number().int(),
  text: text(),
  link: text().describe('the page that explains it and where to act'),
});
export type TAttentionItem = z.infer<typeof ZAttentionItem>;

/** The dashboard's figures that are not stats (issue 29): read from the numbers, ledger and settings. */
export const ZDashboardSummary = z.object({
  numbersOwned: z.number().int().describe('numbers held and not released'),
  hasMessages: z
    .boolean()
    .describe(
      'whether the account has ever sent or received a message (a new account shows its first steps)',
    ),
  spendThisMonth: ZMoneyText.describe(
    'charges this calendar month (UTC, as the statements), refunds deducted',
  ),
  spendLastMonth: ZMoneyText,
  attention: z
    .array(ZAttentionItem)
    .describe('what needs attention now, most urgent first; empty when nothing does'),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;

export const dashboardEndpoint = defineEndpoint({
  name: 'dashboard',
  tag: 'stats',
  path: '/v3/dashboard',
  calls: {
    get: {
      method: 'GET',
      summary: "The dashboard's summary",
      description:
        "Numbers owned, this month's and last month's spend, and what needs attention: the account unfunded, webhooks failing, numbers in no set, cards expiring within 2 months, caller names rejected. The messages' figures are GET /v3/stats.",
      access: DASHBOARD_READ,
      answer: ZDashboardSummary,
    },
  },
});
