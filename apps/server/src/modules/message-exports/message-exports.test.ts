import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGE_EXPORT_COLUMNS, MESSAGE_EXPORT_KEEP_DAYS, type TMessageExport } from '@parley/domain';
import { messageSid } from '../../db/message-ids';
import { messageExportParts, messageExports, messages } from '../../db/schema/index';
import { ACME, GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { until } from '../../../test/until';
import { createExport, writeNextPage } from './repository';

let t: TestContext;
let owner: Record<string, string>;
let globex: Record<string, string>;

type TRow = typeof messages.$inferInsert;

/** A message written straight into the log, at a given time: the export reads what is there. */
function message(accountSid: string, at: Date, over: Partial<TRow> = {}): TRow {
  return {
    sid: messageSid(at),
    accountSid,
    direction: 'outbound',
    fromNumber: '+13125550100',
    toNumber: '+14155550123',
    body: 'Your order shipped.',
    encoding: 'GSM7',
    parts: 1,
    segments: 1,
    status: 'delivered',
    price: 79,
    statusHistory: [{ status: 'queued', at: at.toISOString(), errorCode: null }],
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}

// a day no demo traffic reaches (the demo's is the last 30 days): only this test's messages are on it
const DAY = '2020-02-20';
const at = (hour: number, minute = 0) =>
  new Date(`${DAY}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);

const start = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v3/messages/exports', headers, payload });
const status = (id: string, headers = owner) =>
  t.app.inject({ method: 'GET', url: `/v3/messages/exports/${id}`, headers });
const file = (id: string, headers = owner) =>
  t.app.inject({ method: 'GET', url: `/v3/messages/exports/${id}/file`, headers });

async function finished(id: string): Promise<TMessageExport> {
  const end = Date.now() + 15_000;
  for (;;) {
    const item = (await status(id)).json().payload[0] as TMessageExport;
    if (item.status === 'done' || item.status === 'failed') return item;
    if (Date.now() > end) throw new Error(`export ${id} still ${item.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The file's records (RFC 4180: quoted fields, "" for a quote, line breaks inside quotes). */
function records(csv: string): string[][] {
  const rows: string[][] = [];
  const field = /"((?:[^"]|"")*)"(,|\r\n)/g;
  let row: string[] = [];
  for (let m = field.exec(csv); m; m = field.exec(csv)) {
    row.push(m[1]!.replaceAll('""', '"'));
    if (m[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

let acme: TRow[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
  globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
  acme = [
    message(ACME, at(9), { status: 'failed', errorCode: '30006', toNumber: '+14155550199' }),
    message(ACME, at(10), { status: 'failed', errorCode: '30007', body: '=HYPERLINK("http://x.test")' }),
    message(ACME, at(11), { status: 'delivered', body: 'Line one\nsaid "hello"' }),
    message(ACME, at(12), {
      direction: 'inbound',
      status: 'received',
      fromNumber: '+14155550123',
      toNumber: '+13125550100',
      price: 0,
    }),
    message(ACME, at(13), { status: 'undelivered', errorCode: '30003' }),
    message(ACME, new Date('2020-02-21T08:00:00.000Z'), { status: 'failed', errorCode: '30005' }),
  ];
  await t.database.db
    .insert(messages)
    .values([...acme, message(GLOBEX.accountSid, at(9, 30), { status: 'failed', errorCode: '30006' })]);
  await t.app.jobs.start();
}, 60_000);
afterAll(() => t.app.close());

describe('message log exports', () => {
  it('writes exactly the messages the filters match, newest first, and offers the file', async () => {
    const started = await start(owner, { direction: 'outbound', status: 'failed', since: DAY, until: DAY });
    expect(started.statusCode).toBe(200);
    const made = started.json().payload[0] as TMessageExport;
    expect(made).toMatchObject({ status: 'queued', rowsWritten: 0, filters: { status: 'failed' } });

    const done = await finished(made.exportId);
    expect(done).toMatchObject({
      status: 'done',
      rowsWritten: 2,
      fileName: expect.stringMatching(/^messages-\d{4}-\d{2}-\d{2}\.csv$/),
    });

    const answer = await file(made.exportId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${done.fileName}"`);
    const [header, ...rows] = records(answer.body);
    expect(header).toEqual([...MESSAGE_EXPORT_COLUMNS]);
    // the 10:00 and 09:00 failures of that day, not the next day's, not Globex's
    expect(rows.map((r) => r.at(-1))).toEqual([acme[1]!.sid, acme[0]!.sid]);
    expect(rows[0]!.slice(1, 4)).toEqual(['Outbound', '+13125550100', '+14155550123']);
    // a cell that could run as a formula is neutralised; a phone number is left alone
    expect(rows[0]![4]).toBe(`'=HYPERLINK("http://x.test")`);
    expect(rows[0]![9]).toBe('30007');
    expect(rows[0]![10]).toBe('0.0079');
  });

  it('filters by digits, error code and keeps line breaks and quotes of a body', async () => {
    const byTo = await finished(
      (await start(owner, { to: '5550199', since: DAY, until: '2020-02-21' })).json().payload[0].exportId,
    );
    expect(byTo.rowsWritten).toBe(1);
    const byCode = (await start(owner, { errorCode: '30003', since: DAY, until: DAY })).json()
      .payload[0] as TMessageExport;
    expect((await finished(byCode.exportId)).rowsWritten).toBe(1);

    const all = (await start(owner, {})).json().payload[0] as TMessageExport;
    expect((await finished(all.exportId)).rowsWritten).toBeGreaterThanOrEqual(acme.length);
    const rows = records((await file(all.exportId)).body).slice(1);
    const quoted = rows.find((r) => r.at(-1) === acme[2]!.sid)!;
    expect(quoted[4]).toBe('Line one\nsaid "hello"');
    expect(rows.some((r) => r.at(-1) === acme[3]!.sid && r[1] === 'Inbound' && r[8] === 'Received')).toBe(
      true,
    );
  });

  it('reads by keyset a page at a time and resumes where it stopped', async () => {
    const made = await t.database.db.transaction((tx) =>
      createExport(tx, {
        id: `ME${'1'.repeat(32)}`,
        accountSid: ACME,
        clientId: 'CLtest',
        filters: { since: DAY, until: '2020-02-21' },
      }),
    );
    // not done yet: the file is refused
    expect((await file(made.exportId)).statusCode).toBe(409);
    const pages: boolean[] = [];
    for (let last = false; !last;) {
      last = await writeNextPage(t.database.db, made.exportId, 4);
      pages.push(last);
      const [row] = await t.database.db
        .select()
        .from(messageExports)
        .where(eq(messageExports.id, made.exportId));
      expect(row!.rowsWritten).toBe(Math.min(pages.length * 4, acme.length));
    }
    expect(pages).toEqual([false, true]);
    // a run after the last page writes nothing more
    expect(await writeNextPage(t.database.db, made.exportId, 4)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(messageExports)
      .where(and(eq(messageExports.id, made.exportId), eq(messageExports.accountSid, ACME)));
    expect(row).toMatchObject({ rowsWritten: acme.length, parts: 3, status: 'running' });
  });

  it("another account's export is 404, its status and its file", async () => {
    const made = (await start(owner, {})).json().payload[0] as TMessageExport;
    await finished(made.exportId);
    for (const answer of [await status(made.exportId, globex), await file(made.exportId, globex)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error[0].code).toBe('not_found');
    }
    expect((await status(`ME${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('keeps a file a week: the daily cleanup deletes older exports and their parts', async () => {
    const old = (await start(owner, {})).json().payload[0] as TMessageExport;
    const recent = (await start(owner, {})).json().payload[0] as TMessageExport;
    await finished(old.exportId);
    await finished(recent.exportId);
    const asked = new Date(Date.now() - (MESSAGE_EXPORT_KEEP_DAYS + 1) * 86_400_000);
    await t.database.db
      .update(messageExports)
      .set({ createdAt: asked })
      .where(eq(messageExports.id, old.exportId));
    const today = new Date().toISOString().slice(0, 10);
    await t.database.db.transaction((tx) =>
      t.app.jobs.enqueue(tx, 'message-exports.cleanup', { day: today }),
    );
    await until(async () => (await status(old.exportId)).statusCode === 404);
    expect((await file(old.exportId)).statusCode).toBe(404);
    const parts = await t.database.db
      .select()
      .from(messageExportParts)
      .where(eq(messageExportParts.exportId, old.exportId));
    expect(parts).toEqual([]);
    expect((await status(recent.exportId)).statusCode).toBe(200);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ errorCode: '12345' }, 'errorCode'],
      [{ since: '2026-13-01' }, 'since'],
      [{ until: 'yesterday' }, 'until'],
      [{ to: '+1 415' }, 'to'],
      [{ from: 'abc' }, 'from'],
      [{ status: 'lost' }, 'status'],
      [{ direction: 'sideways' }, 'direction'],
    ];
    for (const [payload, field] of cases) {
      const answer = await start(owner, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.map((e: { field?: string }) => e.field)).toContain(field);
    }
    const unknown = await start(owner, { page: 2 });
    expect(unknown.statusCode).toBe(400);
  });

  it('needs the log’s privilege', async () => {
    const agent = bearer((await signIn(t.app, 'agent@acme.test')).accessToken);
    expect((await start(agent, {})).statusCode).toBe(403);
  });
});
