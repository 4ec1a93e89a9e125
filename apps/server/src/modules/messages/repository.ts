import { and, eq, sql } from 'drizzle-orm';
import { moneyText, type TMessage, type TMessageDelivery, type TMessageFilters } from '@parley/domain';
import type { Db } from '../../db/client';
import { timeOfMessageSid } from '../../db/message-ids';
import { messages } from '../../db/schema/index';
import { filterZone, messageFilterConditions } from '../../lib/message-filters';
import type { Scope } from '../../lib/resource-types';
import { sortBy, tableRepository } from '../../lib/table-repository';

// the deliveries a message caused, on webhook_deliveries' (account, message) index: a page of
// messages with none costs an index probe each
const deliveriesOf = sql<TMessageDelivery[]>`coalesce((
  select json_agg(json_build_object(
    'deliveryId', d.id, 'webhookId', d.webhook_id, 'event', d.event, 'status', d.status,
    'attempts', d.attempts, 'lastStatusCode', d.last_status_code,
    'created', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by d.created_at)
  from webhook_deliveries d where d.account_sid = "messages"."account_sid" and d.message_sid = "messages"."sid"
), '[]'::json)`.as('webhook_deliveries');

const columns = {
  messageSid: messages.sid,
  direction: messages.direction,
  from: messages.fromNumber,
  to: messages.toNumber,
  body: messages.body,
  encoding: messages.encoding,
  parts: messages.parts,
  segments: messages.segments,
  mediaAssetId: messages.mediaAssetId,
  status: messages.status,
  errorCode: messages.errorCode,
  price: messages.price,
  numberSetId: messages.numberSetId,
  templateId: messages.templateId,
  conversationId: messages.conversationId,
  statusHistory: messages.statusHistory,
  webhookDeliveries: deliveriesOf,
  created: messages.createdAt,
  updated: messages.updatedAt,
};

const toItem = (row: Record<string, unknown>): TMessage => ({
  ...(row as TMessage),
  price: moneyText(row.price as number),
  created: (row.created as Date).toISOString(),
  updated: (row.updated as Date).toISOString(),
});

/** The account's messages as the log lists them (`GET /v3/messages`), newest first. */
const base = tableRepository<TMessage, never, never>({
  table: messages,
  account: messages.accountSid,
  id: messages.sid,
  columns,
  sort: { created: sortBy.instant(messages.createdAt) },
  // the export reads the same conditions (lib/message-filters.ts): a filter means one thing
  filters: async (given, { db, scope }) =>
    messageFilterConditions(
      given as TMessageFilters,
      await filterZone(db, given as TMessageFilters, scope.accountId, scope.clientId),
    ),

  toItem,
  internal: { account_sid: 'the owning account' },
});

export const messagesRepository = {
  ...base,
  /** By sid within the month its sid names, so one partition is read (db/message-ids.ts). */
  async get(db: Db, scope: Scope, sid: string): Promise<TMessage | null> {
    const at = timeOfMessageSid(sid);
    if (!at) return null;
    const [row] = await db
      .select(columns)
      .from(messages)
      .where(and(eq(messages.accountSid, scope.accountId), eq(messages.sid, sid), eq(messages.createdAt, at)))
      .limit(1);
    return row ? toItem(row) : null;
  },
};
