// `npm run bench:inbox`: issue 30's figures for the inbox's conversation list over 100,000
// conversations of one account on PostgreSQL, through the API in-process (app.inject: routing,
// access and the account's feature, the query, the answer's serialisation):
//   - GET /v3/inbox/conversations, a page of 25 per view (mine, unassigned, all; open), first
//     pages and a deep page by cursor: p95 of 200 reads each, target ≤ 30 ms;
//   - the SQL statements one request makes, counted on the wire (pg's Client.query), for a page
//     of 25 and for a page of 1: the same number (target: a constant, not one per conversation);
//   - the peer, in the same run: the same page made the way a list that reads each row's parts
//     apart does (Chatwoot's complaint): the page's conversations, then per conversation its last
//     message, its contact and its assignee.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_inbox npm run bench:inbox
//
// The database is made if missing, migrated, seeded with the demo and filled up to
// --conversations in Acme's account (bench fixtures written by SQL: the figure is the read's).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed';
import { contacts, conversations, messages, users } from '../apps/server/src/db/schema/index';
import { loadText, ms, timedLine, times } from './measure';
import { openBenchApp, prepareDatabase } from './postgres-admin';

const TARGET_P95_MS = 30;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_inbox';
const { values: flags } = parseArgs({
  options: {
    conversations: { type: 'string', default: '100000' },
    reads: { type: 'string', default: '200' },
    run: { type: 'boolean', default: false },
  },
  strict: false,
});
const wanted = Number(flags.conversations);
const reads = Number(flags.reads);
const url = process.env.DATABASE_URL ?? DEFAULT_URL;
const asked = flags.run === true || process.env.DATABASE_URL !== undefined;

/** Statements sent to PostgreSQL, counted where every driver call passes. */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

if (!asked) {
  console.log('inbox: skipped; run `npm run bench:inbox` (or set DATABASE_URL) to measure it.');
} else if (!(await prepareDatabase(url))) {
  console.log(`inbox: skipped, no PostgreSQL answers at ${new URL(url).host} (set DATABASE_URL).`);
} else {
  const { app, db } = await openBenchApp(url);
  try {
    const accountSid = DEMO_ACCOUNTS.acme.accountSid;
    const count = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(conversations)
            .where(eq(conversations.accountSid, accountSid))
        )[0]?.n ?? 0,
      );
    const have = await count();
    if (have < wanted) {
      const t0 = performance.now();
      await fill(db, accountSid, have, wanted - have);
      console.log(
        `Added ${(wanted - have).toLocaleString('en-US')} conversations in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
      );
    }
    const total = await count();
    console.log(
      `inbox: ${total.toLocaleString('en-US')} conversations in Acme's account; load average ${loadText()}`,
    );

    const signIn = async (username: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v3/auth/login',
        payload: { username, password: 'Parley2026demo' },
      });
      return { authorization: `Bearer ${res.json().payload[0].accessToken}` };
    };
    const agent = await signIn('agent@acme.test');
    const get = async (path: string) => {
      const res = await app.inject({ method: 'GET', url: path, headers: agent });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      return res.json() as { payload: unknown[]; page: { nextCursor: string | null } };
    };
    // a deep page: 40 pages of "all" by cursor
    let cursor: string | null = null;
    for (let i = 0; i < 40; i++)
      cursor = (await get(`/v3/inbox/conversations${cursor ? `?cursor=${cursor}` : ''}`)).page.nextCursor;
    const shapes: Array<[string, string]> = [
      ['all, open, first page', '/v3/inbox/conversations?view=all&status=open'],
      ['mine, open, first page', '/v3/inbox/conversations?view=mine&status=open'],
      ['unassigned, open, first page', '/v3/inbox/conversations?view=unassigned&status=open'],
      ['all, closed, first page', '/v3/inbox/conversations?view=all&status=closed'],
      ['all, open, page 41 by cursor', `/v3/inbox/conversations?cursor=${cursor}`],
      ['search 4 digits of the number', '/v3/inbox/conversations?q=5551'],
      ['counts per view', '/v3/inbox/counts'],
    ];
    const results = [];
    for (const [label, path] of shapes) {
      await times(10, () => get(path));
      results.push(timedLine(label, await times(reads, () => get(path))));
    }

    // statements per request, a page of 25 and a page of 1
    const counted = async (path: string) => {
      const before = statements;
      const page = await get(path);
      return { n: statements - before, items: page.payload.length };
    };
    const full = await counted('/v3/inbox/conversations?view=all&status=open');
    const one = await counted('/v3/inbox/conversations?view=all&status=closed&q=2000000005');

    // the peer: the page's rows, then each conversation's parts apart (one query per part per row)
    const perRow = async () => {
      const page = await db
        .select({
          id: conversations.id,
          customer: conversations.customerNumber,
          assignee: conversations.assigneeId,
        })
        .from(conversations)
        .where(and(eq(conversations.accountSid, accountSid), eq(conversations.status, 'open')))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(25);
      for (const c of page) {
        await db
          .select({ body: messages.body, at: messages.createdAt })
          .from(messages)
          .where(eq(messages.conversationId, c.id))
          .orderBy(desc(messages.createdAt))
          .limit(1);
        await db
          .select({ ext: contacts.extData })
          .from(contacts)
          .where(and(eq(contacts.accountSid, accountSid), eq(contacts.phoneNumber, c.customer)))
          .limit(1);
        if (c.assignee)
          await db.select({ name: users.displayName }).from(users).where(eq(users.clientId, c.assignee));
      }
    };
    const listSelf = await (async () => {
      const before = statements;
      await perRow();
      return statements - before;
    })();
    await times(10, perRow);
    const peer = timedLine('peer: the page read per row (1 + 2–3 per row)', await times(reads, perRow));

    for (const r of results) console.log(r.text);
    console.log(peer.text);
    const first = results[0]!;
    console.log(`  per-row peer p95 / list p95 = ${(peer.p95 / first.p95).toFixed(1)}×`);
    console.log(
      `  SQL statements per request: ${full.n} for a page of ${full.items}, ${one.n} for a page of ${one.items} (the peer: ${listSelf} for the page alone)`,
    );
    const worst = Math.max(
      ...results
        .filter((r) => !r.label.startsWith('search') && !r.label.startsWith('counts'))
        .map((r) => r.p95),
    );
    console.log(
      `  worst list p95 ${ms(worst)} ms against the target ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
    );
    console.log(`  load average after: ${loadText()}`);
  } finally {
    await app.close();
  }
}

/**
 * Bench fixtures: `n` conversations of the account in one statement each batch, with a message
 * each (the peer reads it), a third assigned to the agent, most closed as inboxes are, and a
 * contact for one customer in five.
 */
async function fill(db: Db, accountSid: string, from: number, n: number) {
  const agentId = (
    await db.select({ id: users.clientId }).from(users).where(eq(users.username, 'agent@acme.test'))
  )[0]!.id;
  const batch = 20_000;
  for (let start = from; start < from + n; start += batch) {
    const end = Math.min(from + n, start + batch);
    await db.execute(sql`
      with c as (
        insert into conversations (id, account_sid, customer_number, channel, account_number, status,
          assignee_id, unread_count, last_message_at, last_message_sid, last_preview, last_direction,
          created_at, updated_at)
        select 'CV' || md5('bench-inbox' || g), ${accountSid}, '+1' || (2000000000 + g)::text, 'number:+14155550100',
          '+14155550100',
          case when g % 10 < 2 then 'open' when g % 10 = 2 then 'snoozed' else 'closed' end,
          case when g % 3 = 0 then ${agentId} end,
          case when g % 7 = 0 then 1 else 0 end,
          now() - (g || ' seconds')::interval, 'SM' || lpad(to_hex((extract(epoch from now() - (g || ' seconds')::interval) * 1000)::bigint), 12, '0') || substr(md5('m' || g), 1, 20),
          'Bench message ' || g, case when g % 2 = 0 then 'inbound' else 'outbound' end, now() - (g || ' seconds')::interval, now()
        from generate_series(${start}::int, ${end - 1}::int) g
        returning id, customer_number, last_message_at, last_message_sid, last_preview, last_direction
      )
      insert into messages (sid, account_sid, direction, from_number, to_number, body, encoding, parts, segments,
        status, status_history, conversation_id, created_at, updated_at)
      select last_message_sid, ${accountSid}, last_direction,
        case when last_direction = 'inbound' then customer_number else '+14155550100' end,
        case when last_direction = 'inbound' then '+14155550100' else customer_number end,
        last_preview, 'GSM-7', 1, 1, case when last_direction = 'inbound' then 'received' else 'delivered' end,
        '[]'::jsonb, id, last_message_at, last_message_at
      from c
    `);
    await db.execute(sql`
      insert into contacts (contact_id, account_sid, ext_data)
      select 'CT' || md5('bench-inbox-contact' || g), ${accountSid},
        jsonb_build_object('phonenumber1', '+1' || (2000000000 + g)::text, 'firstname', 'Bench', 'lastname', 'Customer ' || g)
      from generate_series(${start}::int, ${end - 1}::int) g where g % 5 = 0
    `);
  }
  await db.execute(sql`vacuum analyze conversations`);
  await db.execute(sql`analyze contacts`);
  await db.execute(sql`analyze messages`);
}
