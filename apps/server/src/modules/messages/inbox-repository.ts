import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  INBOX_MESSAGES as M,
  INBOX_PAGE_SIZE,
  NOTE_ID_PREFIX,
  TIMELINE_PAGE_SIZE,
  rolesGranting,
  type TConversation,
  type TConversationDetail,
  type TConversationQuery,
  type TConversationUpdate,
  type TInboxCounts,
  type TInboxName,
  type TNote,
  type TNoteInput,
  type TPageInfo,
  type TTimelineEntry,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../db/ids';
import {
  contacts,
  conversationNotes,
  conversations,
  messages,
  numberSets,
  optOuts,
  phoneNumbers,
  users,
} from '../../db/schema/index';
import { publishAccountEvent } from '../../lib/account-events';
import { badRequest, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like-pattern';
import { decodeCursor, encodeCursor } from '../../lib/paging';
import { mediaPaths } from './media-repository';
import { itemOfRow } from './rows-repository';

/** Who reads: the account, and the user (the "mine" view). */
export interface TReader {
  accountId: string;
  clientId: string;
}

const CONVERSATION_SORT = 'lastMessageAt';
const TIMELINE_SORT = 'at';

const userName = sql<string>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const contactNameSql = sql<
  string | null
>`nullif(trim(coalesce(${contacts.extData}->>'firstname', '') || ' ' || coalesce(${contacts.extData}->>'lastname', '')), '')`;

/** Everything a list row shows, in one statement whatever the page's size (issue 30's figure). */
function listSelect(db: Db | Tx) {
  return (
    db
      .select({
        c: conversations,
        assigneeName: sql<string | null>`coalesce(${userName}, ${users.displayName})`,
        setName: numberSets.name,
        numberName: phoneNumbers.friendlyName,
        contactId: contacts.contactId,
        contactName: contactNameSql,
        optOutKeyword: optOuts.keyword,
        optOutAt: optOuts.createdAt,
      })
      .from(conversations)
      .leftJoin(users, eq(users.clientId, conversations.assigneeId))
      .leftJoin(numberSets, eq(numberSets.id, conversations.numberSetId))
      .leftJoin(
        phoneNumbers,
        and(
          eq(phoneNumbers.accountSid, conversations.accountSid),
          eq(phoneNumbers.phoneNumber, conversations.accountNumber),
          isNull(phoneNumbers.releasedAt),
        ),
      )
      // a number may be several contacts' (an import's duplicates): the first made names it
      .leftJoin(
        contacts,
        sql`${contacts.contactId} = (select ${contacts.contactId} from ${contacts} where ${contacts.accountSid} = ${conversations.accountSid} and ${contacts.phoneNumber} = ${conversations.customerNumber} and not ${contacts.archived} order by ${contacts.createdAt} limit 1)`,
      )
      .leftJoin(
        optOuts,
        and(
          eq(optOuts.accountSid, conversations.accountSid),
          eq(optOuts.phoneNumber, conversations.customerNumber),
        ),
      )
  );
}
type TListRow = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

function itemOf(r: TListRow): TConversation {
  const c = r.c;
  return {
    conversationId: c.id,
    inboxId: c.channel,
    inboxName: r.setName ?? r.numberName ?? c.accountNumber,
    customerNumber: c.customerNumber,
    contactName: r.contactName ?? null,
    contactId: r.contactId ?? null,
    accountNumber: c.accountNumber,
    status: c.status,
    snoozedUntil: c.snoozedUntil?.toISOString() ?? null,
    assigneeId: c.assigneeId,
    assigneeName: c.assigneeId ? (r.assigneeName ?? null) : null,
    unreadCount: c.unreadCount,
    lastMessage: {
      preview: c.lastPreview,
      direction: c.lastDirection,
      at: c.lastMessageAt.toISOString(),
      hasMedia: c.lastHasMedia,
    },
    optOut: r.optOutKeyword && r.optOutAt ? { keyword: r.optOutKeyword, at: r.optOutAt.toISOString() } : null,
    created: c.createdAt.toISOString(),
  };
}

/** The view's condition: mine, unassigned or all. */
function viewWhere(view: TConversationQuery['view'], reader: TReader): SQL | undefined {
  if (view === 'mine') return eq(conversations.assigneeId, reader.clientId);
  if (view === 'unassigned') return isNull(conversations.assigneeId);
  return undefined;
}

/** `q`: digits find the customer number (trigrams); other text a part of the contact's name. */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/[\s()+.-]/g, '');
  if (/^\d+$/.test(digits)) return sql`${conversations.customerNumber} like ${likePattern(digits)}`;
  const pattern = likePattern(q);
  return sql`exists (select 1 from ${contacts} where ${contacts.accountSid} = ${conversations.accountSid} and ${contacts.phoneNumber} = ${conversations.customerNumber} and (coalesce(${contacts.extData}->>'firstname', '') || ' ' || coalesce(${contacts.extData}->>'lastname', '')) ilike ${pattern})`;
}

export async function listConversations(
  db: Db,
  reader: TReader,
  query: Required<Pick<TConversationQuery, 'view' | 'status'>> & Omit<TConversationQuery, 'view' | 'status'>,
): Promise<{ items: TConversation[]; page: TPageInfo }> {
  const after = query.cursor ? decodeCursor(query.cursor, CONVERSATION_SORT, 'timestamp') : null;
  const rows = await listSelect(db)
    .where(
      and(
        eq(conversations.accountSid, reader.accountId),
        eq(conversations.status, query.status),
        viewWhere(query.view, reader),
        query.inboxId ? eq(conversations.channel, query.inboxId) : undefined,
        searchWhere(query.q),
        after
          ? or(
              lt(conversations.lastMessageAt, new Date(after.value as string)),
              and(
                eq(conversations.lastMessageAt, new Date(after.value as string)),
                lt(conversations.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(INBOX_PAGE_SIZE + 1);
  const items = rows.slice(0, INBOX_PAGE_SIZE).map(itemOf);
  const last = items.at(-1);
  const nextCursor =
    rows.length > INBOX_PAGE_SIZE && last
      ? encodeCursor({ sort: CONVERSATION_SORT, value: last.lastMessage.at, id: last.conversationId })
      : null;
  return { items, page: { nextCursor, limit: INBOX_PAGE_SIZE } };
}

/** Open conversations and unread ones per view, in one statement (the tabs and the sidebar's badge). */
export async function inboxCounts(db: Db, reader: TReader): Promise<TInboxCounts[]> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      allUnread: sql<number>`count(*) filter (where ${conversations.unreadCount} > 0)::int`,
      mine: sql<number>`count(*) filter (where ${conversations.assigneeId} = ${reader.clientId})::int`,
      mineUnread: sql<number>`count(*) filter (where ${conversations.assigneeId} = ${reader.clientId} and ${conversations.unreadCount} > 0)::int`,
      unassigned: sql<number>`count(*) filter (where ${conversations.assigneeId} is null)::int`,
      unassignedUnread: sql<number>`count(*) filter (where ${conversations.assigneeId} is null and ${conversations.unreadCount} > 0)::int`,
    })
    .from(conversations)
    .where(and(eq(conversations.accountSid, reader.accountId), eq(conversations.status, 'open')));
  const r = row ?? { all: 0, allUnread: 0, mine: 0, mineUnread: 0, unassigned: 0, unassignedUnread: 0 };
  return [
    { view: 'mine', open: r.mine, unread: r.mineUnread },
    { view: 'unassigned', open: r.unassigned, unread: r.unassignedUnread },
    { view: 'all', open: r.all, unread: r.allUnread },
  ];
}

async function conversationRow(db: Db | Tx, accountSid: string, id: string): Promise<TListRow> {
  const [row] = await listSelect(db)
    .where(and(eq(conversations.accountSid, accountSid), eq(conversations.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getConversation(db: Db, accountSid: string, id: string): Promise<TConversationDetail> {
  const row = await conversationRow(db, accountSid, id);
  const item = itemOf(row);
  const [contact] = item.contactId
    ? await db
        .select({ contactId: contacts.contactId, extData: contacts.extData })
        .from(contacts)
        .where(and(eq(contacts.accountSid, accountSid), eq(contacts.contactId, item.contactId)))
    : [];
  const others = await db
    .select({
      conversationId: conversations.id,
      channel: conversations.channel,
      accountNumber: conversations.accountNumber,
      setName: numberSets.name,
      status: conversations.status,
      lastAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .leftJoin(numberSets, eq(numberSets.id, conversations.numberSetId))
    .where(
      and(
        eq(conversations.accountSid, accountSid),
        eq(conversations.customerNumber, item.customerNumber),
        ne(conversations.id, id),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(20);
  return {
    ...item,
    contact: contact ?? null,
    otherConversations: others.map((o) => ({
      conversationId: o.conversationId,
      inboxName: o.setName ?? o.accountNumber,
      status: o.status,
      lastAt: o.lastAt.toISOString(),
    })),
  };
}

/** Where a reply goes: the customer, from the conversation's number or set. */
export async function replyRoute(
  db: Db,
  accountSid: string,
  id: string,
): Promise<{ to: string; sender: { from: string } | { numberSetId: string }; accountNumber: string }> {
  const [c] = await db
    .select({
      customer: conversations.customerNumber,
      number: conversations.accountNumber,
      setId: conversations.numberSetId,
    })
    .from(conversations)
    .where(and(eq(conversations.accountSid, accountSid), eq(conversations.id, id)));
  if (!c) throw notFound();
  const sender = c.setId ? { numberSetId: c.setId } : { from: c.number };
  return { to: c.customer, sender, accountNumber: c.number };
}

/**
 * A conversation's messages and notes, newest first, by keyset on (time, id): two index reads, one
 * statement each, and one for the page's images when it has any.
 */
export async function conversationTimeline(
  db: Db,
  accountSid: string,
  id: string,
  cursor: string | undefined,
): Promise<{ items: TTimelineEntry[]; page: TPageInfo }> {
  const [c] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.accountSid, accountSid), eq(conversations.id, id)));
  if (!c) throw notFound();
  const after = cursor ? decodeCursor(cursor, TIMELINE_SORT, 'timestamp') : null;
  const before = after ? new Date(after.value as string) : null;
  const n = TIMELINE_PAGE_SIZE + 1;
  const [msgs, notes] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, id),
          before
            ? or(
                lt(messages.createdAt, before),
                and(eq(messages.createdAt, before), lt(messages.sid, after!.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.sid))
      .limit(n),
    db
      .select()
      .from(conversationNotes)
      .where(
        and(
          eq(conversationNotes.conversationId, id),
          before
            ? or(
                lt(conversationNotes.createdAt, before),
                and(eq(conversationNotes.createdAt, before), lt(conversationNotes.id, after!.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(conversationNotes.createdAt), desc(conversationNotes.id))
      .limit(n),
  ]);
  const media = await mediaPaths(
    db,
    accountSid,
    msgs.flatMap((m) => (m.mediaAssetId ? [m.mediaAssetId] : [])),
  );
  type Keyed = { at: Date; key: string; entry: TTimelineEntry };
  const merged: Keyed[] = [
    ...msgs.map((m) => ({
      at: m.createdAt,
      key: m.sid,
      entry: {
        kind: 'message' as const,
        at: m.createdAt.toISOString(),
        message: itemOfRow(m),
        mediaPath: m.mediaAssetId ? (media.get(m.mediaAssetId) ?? null) : null,
      },
    })),
    ...notes.map((note) => ({
      at: note.createdAt,
      key: note.id,
      entry: { kind: 'note' as const, at: note.createdAt.toISOString(), note: noteOf(note) },
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  const page = merged.slice(0, TIMELINE_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    merged.length > TIMELINE_PAGE_SIZE && last
      ? encodeCursor({ sort: TIMELINE_SORT, value: last.at.toISOString(), id: last.key })
      : null;
  return { items: page.map((k) => k.entry), page: { nextCursor, limit: TIMELINE_PAGE_SIZE } };
}

const noteOf = (row: typeof conversationNotes.$inferSelect): TNote => ({
  noteId: row.id,
  body: row.body,
  authorId: row.authorId,
  authorName: row.authorName,
  mentions: row.mentions,
  created: row.createdAt.toISOString(),
});

/** The account's active users who hold global-inbox: who a conversation may be assigned to. */
export async function inboxAgents(db: Db | Tx, accountSid: string, only?: readonly string[]) {
  const roles = rolesGranting('global-inbox');
  const rows = await db
    .select({
      clientId: users.clientId,
      name: sql<string>`coalesce(${userName}, ${users.displayName})`,
      username: users.username,
    })
    .from(users)
    .where(
      and(
        eq(users.accountSid, accountSid),
        eq(users.status, 'active'),
        sql`${users.roles} ?| array[${sql.join(
          roles.map((r) => sql`${r}`),
          sql`, `,
        )}]::text[]`,
        only ? inArray(users.clientId, [...only]) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows;
}

/** Assign, change the status, mark read: one update, announced to the account's streams. */
export async function updateConversation(
  tx: Tx,
  reader: TReader,
  id: string,
  change: TConversationUpdate,
  now: Date,
): Promise<TConversation> {
  if (change.assigneeId) {
    const [agent] = await inboxAgents(tx, reader.accountId, [change.assigneeId]);
    if (!agent) throw badRequest(M.assigneeUnknown, 'assigneeId');
  }
  if (change.status === 'snoozed' && new Date(change.snoozedUntil!).getTime() <= now.getTime())
    throw badRequest(M.snoozeInPast, 'snoozedUntil');
  const set: Partial<typeof conversations.$inferInsert> = { updatedAt: now };
  if (change.assigneeId !== undefined) set.assigneeId = change.assigneeId;
  if (change.status !== undefined) {
    set.status = change.status;
    set.snoozedUntil = change.status === 'snoozed' ? new Date(change.snoozedUntil!) : null;
  }
  if (change.read) set.unreadCount = 0;
  const [updated] = await tx
    .update(conversations)
    .set(set)
    .where(and(eq(conversations.accountSid, reader.accountId), eq(conversations.id, id)))
    .returning({ id: conversations.id });
  if (!updated) throw notFound();
  await publishAccountEvent(tx, reader.accountId, {
    type: 'conversation.updated',
    conversationId: id,
    subjectId: null,
    mentions: null,
  });
  return itemOf(await conversationRow(tx, reader.accountId, id));
}

/**
 * After a reply: the conversation is read, and an unassigned one is the replier's (a customer
 * answered by someone is theirs to follow), announced as any change.
 */
export async function replied(tx: Tx, reader: TReader, id: string, now: Date): Promise<void> {
  await tx
    .update(conversations)
    .set({
      unreadCount: 0,
      assigneeId: sql`coalesce(${conversations.assigneeId}, ${reader.clientId})`,
      updatedAt: now,
    })
    .where(and(eq(conversations.accountSid, reader.accountId), eq(conversations.id, id)));
  await publishAccountEvent(tx, reader.accountId, {
    type: 'conversation.updated',
    conversationId: id,
    subjectId: null,
    mentions: null,
  });
}

/** A note: its mentions must be the account's users; announced with them, so they are told. */
export async function addNote(
  tx: Tx,
  reader: TReader,
  id: string,
  input: TNoteInput,
  now: Date,
): Promise<TNote> {
  const [c] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.accountSid, reader.accountId), eq(conversations.id, id)));
  if (!c) throw notFound();
  const mentions = [...new Set(input.mentions ?? [])];
  if (mentions.length > 0) {
    const found = await tx
      .select({ clientId: users.clientId })
      .from(users)
      .where(and(eq(users.accountSid, reader.accountId), inArray(users.clientId, mentions)));
    if (found.length !== mentions.length) throw badRequest(M.mentionUnknown, 'mentions');
  }
  const [author] = await tx
    .select({ name: sql<string>`coalesce(${userName}, ${users.displayName})` })
    .from(users)
    .where(eq(users.clientId, reader.clientId));
  const [row] = await tx
    .insert(conversationNotes)
    .values({
      id: newId(NOTE_ID_PREFIX),
      accountSid: reader.accountId,
      conversationId: id,
      authorId: reader.clientId,
      authorName: author?.name ?? '',
      body: input.body,
      mentions,
      createdAt: now,
    })
    .returning();
  await publishAccountEvent(tx, reader.accountId, {
    type: 'note.created',
    conversationId: id,
    subjectId: row!.id,
    mentions,
  });
  return noteOf(row!);
}

/** Doc 001 §7's inbox name list: the account's texting numbers outside sets, and its sets. */
export async function inboxNames(db: Db, accountSid: string): Promise<TInboxName[]> {
  const [numbers, sets] = await Promise.all([
    db
      .select({
        phoneNumber: phoneNumbers.phoneNumber,
        friendlyName: phoneNumbers.friendlyName,
        setId: phoneNumbers.numberSetId,
      })
      .from(phoneNumbers)
      .where(
        and(
          eq(phoneNumbers.accountSid, accountSid),
          isNull(phoneNumbers.releasedAt),
          eq(phoneNumbers.smsEnabled, true),
        ),
      )
      .orderBy(asc(phoneNumbers.phoneNumber)),
    db
      .select({ id: numberSets.id, name: numberSets.name })
      .from(numberSets)
      .where(eq(numberSets.accountSid, accountSid))
      .orderBy(asc(numberSets.name)),
  ]);
  const setNumbers = new Map<string, string[]>();
  for (const n of numbers)
    if (n.setId) setNumbers.set(n.setId, [...(setNumbers.get(n.setId) ?? []), n.phoneNumber]);
  return [
    ...sets.map((s) => ({
      inboxId: `set:${s.id}`,
      kind: 'set' as const,
      name: s.name,
      numbers: setNumbers.get(s.id) ?? [],
    })),
    ...numbers
      .filter((n) => !n.setId)
      .map((n) => ({
        inboxId: `number:${n.phoneNumber}`,
        kind: 'number' as const,
        name: n.friendlyName || n.phoneNumber,
        numbers: [n.phoneNumber],
      })),
  ];
}

/** The account's open conversations quiet since `before` (the demo closes its month's traffic). */
export async function openConversationsBefore(db: Db, accountSid: string, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountSid, accountSid),
        eq(conversations.status, 'open'),
        lt(conversations.lastMessageAt, before),
      ),
    );
  return rows.map((r) => r.id);
}

/** Snoozed conversations whose time came: open again (the queue's clock, every minute). */
export async function wakeSnoozed(tx: Tx, now: Date): Promise<number> {
  const woken = await tx
    .update(conversations)
    .set({ status: 'open', snoozedUntil: null, updatedAt: now })
    .where(and(eq(conversations.status, 'snoozed'), lt(conversations.snoozedUntil, now)))
    .returning({ id: conversations.id, accountSid: conversations.accountSid });
  for (const c of woken)
    await publishAccountEvent(tx, c.accountSid, {
      type: 'conversation.updated',
      conversationId: c.id,
      subjectId: null,
      mentions: null,
    });
  return woken.length;
}
