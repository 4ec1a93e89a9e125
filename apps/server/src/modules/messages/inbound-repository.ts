import { and, eq, isNull } from 'drizzle-orm';
import {
  KEYWORD_REPLIES,
  MESSAGE_TEXTS,
  fillText,
  keywordAction,
  type TInboundInput,
  type TInboundResult,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { accounts, optOuts, phoneNumbers } from '../../db/schema/index';
import { recordPlatformAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { emitMessageEvent } from './message-events';
import { insertMessage, itemOfRow } from './rows-repository';
import { countInStats } from './stats-rollup-repository';
import type { MessagePlatform } from './send-repository';

const OPT_OUTS = 'opt-outs';

/** The keyword's effect on the opt-out list, audited as the platform's (no user did it). */
async function applyKeyword(
  tx: Tx,
  accountSid: string,
  action: 'opt-out' | 'opt-in',
  input: TInboundInput,
  cause: string,
  at: Date,
) {
  const keyword = input.body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  const changed =
    action === 'opt-out'
      ? await tx
          .insert(optOuts)
          .values({ accountSid, phoneNumber: input.from, keyword, viaNumber: input.to })
          .onConflictDoNothing()
          .returning({ phoneNumber: optOuts.phoneNumber })
      : await tx
          .delete(optOuts)
          .where(and(eq(optOuts.accountSid, accountSid), eq(optOuts.phoneNumber, input.from)))
          .returning({ phoneNumber: optOuts.phoneNumber });
  if (changed.length > 0 && action === 'opt-out') await countInStats(tx, accountSid, at, { optOuts: 1 });
  if (changed.length > 0)
    await recordPlatformAudit(tx, cause, accountSid, {
      resource: OPT_OUTS,
      operation: action,
      targetType: 'phone number',
      targetId: input.from,
      detail: { keyword, via: input.to },
    });
}

/** The network's answer to a keyword: HELP names the account. */
async function replyText(tx: Tx, accountSid: string, action: 'opt-out' | 'opt-in' | 'help') {
  if (action === 'opt-out') return KEYWORD_REPLIES.optOut;
  if (action === 'opt-in') return KEYWORD_REPLIES.optIn;
  const [account] = await tx
    .select({ name: accounts.companyName, fallback: accounts.name })
    .from(accounts)
    .where(eq(accounts.accountSid, accountSid));
  return fillText(KEYWORD_REPLIES.help, { account: account?.name || account?.fallback || '' });
}

/**
 * A customer's message to one of the account's numbers, as the network delivers it (issue 28):
 * received, then a keyword's effect — opt-out, opt-in or help — with the network's answer sent
 * back from the same number (free: it is the carrier's, not the account's message).
 */
export async function receiveInbound(
  db: Db | Tx,
  platform: MessagePlatform,
  accountSid: string,
  input: TInboundInput,
  options: { at?: Date; enqueue?: boolean } = {},
): Promise<TInboundResult> {
  const at = options.at ?? new Date();
  return db.transaction(async (tx) => {
    const [number] = await tx
      .select({ id: phoneNumbers.id })
      .from(phoneNumbers)
      .where(
        and(
          eq(phoneNumbers.accountSid, accountSid),
          eq(phoneNumbers.phoneNumber, input.to),
          isNull(phoneNumbers.releasedAt),
        ),
      )
      .limit(1);
    if (!number) throw badRequest(fillText(MESSAGE_TEXTS.inboundToNotOwned, { number: input.to }), 'to');
    const row = await insertMessage(tx, {
      accountSid,
      direction: 'inbound',
      from: input.from,
      to: input.to,
      body: input.body,
      status: 'received',
      at,
    });
    if (!options.at) await emitMessageEvent(tx, platform.jobs, row, null);
    const keyword = keywordAction(input.body);
    if (!keyword) return { message: itemOfRow(row), keyword: null, reply: null };
    if (keyword !== 'help') await applyKeyword(tx, accountSid, keyword, input, `network:${row.sid}`, at);
    const reply = await insertMessage(tx, {
      accountSid,
      direction: 'outbound',
      from: input.to,
      to: input.from,
      body: await replyText(tx, accountSid, keyword),
      status: 'queued',
      // a millisecond after, so the log shows the answer after the keyword
      at: new Date(at.getTime() + 1),
    });
    if (options.enqueue !== false) await platform.jobs.enqueue(tx, 'messages.submit', { sid: reply.sid });
    return { message: itemOfRow(row), keyword, reply: itemOfRow(reply) };
  });
}
