import { z } from 'zod';
import { BILLING_ACCESS } from '../access/billing';
import { defineEndpoint } from '../resources/define-endpoint';
import { text } from '../validation/text';
import { ZLedgerEntry, ZLedgerKind } from './ledger';
import { ZMoneyText } from './money';

export const STATEMENT_TEXT = {
  month: 'A statement month is written YYYY-MM, such as 2026-11.',
  future: 'That month has not begun: there is no statement for it yet.',
} as const;

/** A calendar month, UTC: the ledger's months, as the monthly fees are keyed. */
export const ZStatementMonth = text({ error: STATEMENT_TEXT.month }).regex(
  /^\d{4}-(0[1-9]|1[0-2])$/,
  STATEMENT_TEXT.month,
);

/** One month's totals: what the balance was, what came in and went out, and what it became. */
export const ZStatementSummary = z.object({
  month: text().describe('YYYY-MM, UTC'),
  opening: ZMoneyText,
  credits: ZMoneyText.describe('funds added, recharges and credit adjustments: zero or more'),
  charges: ZMoneyText.describe('fees, messages and debit adjustments: zero or less'),
  closing: ZMoneyText,
  entries: z.number().int(),
});
export type TStatementSummary = z.infer<typeof ZStatementSummary>;

/**
 * A printable statement: the month's totals, a line per kind, and its entries. Messages are one
 * line per kind here (their detail is the message log), so a busy month still prints on a page.
 */
export const ZStatement = ZStatementSummary.extend({
  accountSid: text(),
  companyName: text(),
  byKind: z.array(z.object({ kind: ZLedgerKind, count: z.number().int(), amount: ZMoneyText })),
  lines: z.array(ZLedgerEntry).describe('every entry of the month but messages, oldest first'),
});
export type TStatement = z.infer<typeof ZStatement>;

export const statementsEndpoint = defineEndpoint({
  name: 'billing-statements',
  tag: 'billing',
  path: '/v3/billing/statements',
  calls: {
    list: {
      method: 'GET',
      summary: 'Monthly statements',
      description: 'Each month with entries, newest first, with its opening and closing balance.',
      access: BILLING_ACCESS,
      answer: ZStatementSummary,
    },
    get: {
      method: 'GET',
      path: '/v3/billing/statements/:month',
      summary: 'One month’s statement',
      description:
        'The month’s totals, a line per kind and its entries (messages summed by kind). A month with no entries has the balance it began with; a month not begun is 400.',
      access: BILLING_ACCESS,
      params: z.strictObject({ month: ZStatementMonth }),
      answer: ZStatement,
      example: () => ({ url: `/v3/billing/statements/${new Date().toISOString().slice(0, 7)}` }),
    },
  },
});
