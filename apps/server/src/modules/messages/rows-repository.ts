import { and, eq, sql } from 'drizzle-orm';
import {
  analyzeMessage,
  type MessageMeasure,
  moneyText,
  type TCarrierErrorCode,
  type TMessage,
  type TMessageStatus,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { messageSid, timeOfMessageSid } from '../../db/message-ids';
import { messages } from '../../db/schema/index';
import { publishAccountEvent } from '../../lib/account-events';
import { linkConversation } from './conversation-link-repository';
import { OUTCOME_COUNTED, countInStats } from './stats-rollup-repository';

export type TMessageRow = typeof messages.$inferSelect;

/** A row as the API shows it; `webhookDeliveries` are read by the log, none yet for a new one. */
export const itemOfRow = (row: TMessageRow): TMessage => ({
  messageSid: row.sid,
  direction: row.direction,
  from: row.fromNumber,
  to: row.toNumber,
  body: row.body,
  encoding: row.encoding,
  parts: row.parts,
  segments: row.segments,
  mediaAssetId: row.mediaAssetId,
  status: row.status,
  errorCode: row.errorCode,
  price: moneyText(row.price),
  numberSetId: row.numberSetId,
  templateId: row.templateId,
  conversationId: row.conversationId,
  statusHistory: row.statusHistory,
  webhookDeliveries: [],
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
});

export interface TNewMessage {
  accountSid: string;
  direction: TMessage['direction'];
  from: string;
  to: string;
  body: string;
  mediaAssetId?: string | null;
  status: TMessageStatus;
  price?: number;
  numberSetId?: string | null;
  templateId?: string | null;
  at: Date;
  /** made beforehand when something else must name it first (the ledger's reference) */
  sid?: string;
  /** an outbound message a person sent: it opens its conversation (conversation-link-repository.ts) */
  sentByPerson?: boolean;
  /** the body's measure when the caller analysed it already (the send checks its length) */
  measure?: Pick<MessageMeasure, 'encoding' | 'parts' | 'segments'>;
}

/**
 * Writes a message with its encoding, parts and segments as the messaging library counts them, in
 * its conversation (the inbox, issue 30), and announces it to the account's live streams.
 */
export async function insertMessage(tx: Tx, m: TNewMessage): Promise<TMessageRow> {
  const measure = m.measure ?? analyzeMessage(m.body);
  const mms = Boolean(m.mediaAssetId);
  const sid = m.sid ?? messageSid(m.at);
  const inbound = m.direction === 'inbound';
  const conversationId = await linkConversation(tx, {
    accountSid: m.accountSid,
    direction: m.direction,
    ours: inbound ? m.to : m.from,
    customer: inbound ? m.from : m.to,
    sid,
    body: m.body,
    hasMedia: mms,
    at: m.at,
    opens: m.sentByPerson ?? false,
  });
  const [row] = await tx
    .insert(messages)
    .values({
      sid,
      conversationId,
      accountSid: m.accountSid,
      direction: m.direction,
      fromNumber: m.from,
      toNumber: m.to,
      body: m.body,
      encoding: measure.encoding,
      parts: measure.parts,
      // an MMS is one message whatever its text
      segments: mms ? 1 : Math.max(measure.segments, 1),
      mediaAssetId: m.mediaAssetId ?? null,
      status: m.status,
      price: m.price ?? 0,
      numberSetId: m.numberSetId ?? null,
      templateId: m.templateId ?? null,
      statusHistory: [{ status: m.status, at: m.at.toISOString(), errorCode: null }],
      createdAt: m.at,
      updatedAt: m.at,
    })
    .returning();
  await countInStats(
    tx,
    m.accountSid,
    m.at,
    row!.direction === 'outbound' ? { sent: 1, segments: row!.segments, spend: row!.price } : { received: 1 },
  );
  await publishAccountEvent(tx, m.accountSid, {
    type: 'message.created',
    conversationId,
    subjectId: sid,
    mentions: null,
  });
  return row!;
}

/** A message by sid, in the one month its sid names (db/message-ids.ts). */
export async function messageBySid(db: Db | Tx, sid: string): Promise<TMessageRow | null> {
  const at = timeOfMessageSid(sid);
  if (!at) return null;
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.sid, sid), eq(messages.createdAt, at)))
    .limit(1);
  return row ?? null;
}

/** How far along a status is: a receipt never takes a message back (a late 'sent' after 'delivered'). */
const RANK: Record<TMessageStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  undelivered: 2,
  failed: 2,
  received: 2,
};

/**
 * Moves a message to `status` and appends it to the history, unless it is already there or past
 * it (a receipt applied twice, or out of order, changes nothing). The row as it is now, or null
 * when nothing changed.
 */
export async function advanceMessage(
  tx: Tx,
  sid: string,
  next: { status: TMessageStatus; errorCode: TCarrierErrorCode | null; at: Date },
): Promise<TMessageRow | null> {
  const at = timeOfMessageSid(sid);
  if (!at) return null;
  const behind = Object.entries(RANK)
    .filter(([, rank]) => rank < RANK[next.status])
    .map(([status]) => status);
  if (behind.length === 0) return null;
  const event = JSON.stringify([
    { status: next.status, at: next.at.toISOString(), errorCode: next.errorCode },
  ]);
  const [row] = await tx
    .update(messages)
    .set({
      status: next.status,
      errorCode: next.errorCode,
      statusHistory: sql`${messages.statusHistory} || ${event}::jsonb`,
      updatedAt: next.at,
    })
    .where(
      and(
        eq(messages.sid, sid),
        eq(messages.createdAt, at),
        sql`${messages.status} in (${sql.join(
          behind.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  const outcome = OUTCOME_COUNTED[next.status];
  if (row && outcome) await countInStats(tx, row.accountSid, row.createdAt, { [outcome]: 1 });
  if (row)
    await publishAccountEvent(tx, row.accountSid, {
      type: 'message.updated',
      conversationId: row.conversationId,
      subjectId: row.sid,
      mentions: null,
    });
  return row ?? null;
}

/** Makes this month's partition and the `ahead` months after it, those missing (migration 0015). */
export async function ensureMessagePartitions(tx: Tx, ahead: number): Promise<void> {
  await tx.execute(sql`select ensure_message_partitions(now(), ${ahead})`);
}
