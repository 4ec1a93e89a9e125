// `npm run bench:numbers`: issue 26's figures for the number list of doc 001 §4, §7 over 100,000
// numbers of one account on PostgreSQL, through the API in-process (app.inject: routing, access,
// the query, the answer's serialisation), next to peers in the same run:
//   - GET /v3/numbers?limit=5000, first page and a page in the middle by cursor (p95 of 200
//     reads each), against the same page read with OFFSET (the list's read alone — query and
//     items — by cursor and by OFFSET, so the two are compared like for like), and the floor of
//     the answer: JSON.stringify of the page and its UTF-8 bytes, with no query;
//   - the whole list read as the web provider reads it (pages of 5000 until one holds fewer);
//   - GET /v3/numbers/available (the network's search with its held-number check in the
//     database), p95 of 200 searches of mixed shapes, against the network's search alone.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_numbers npm run bench:numbers
//
// The database is made if missing, migrated, seeded with the demo and filled up to --numbers in
// Acme's account (as `npm run seed -- --numbers N --account acme`), so a second run starts at once.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { NUMBER_LIST_PAGE_SIZE, numberCursorOf, paged } from '@parley/domain';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed';
import { phoneNumbers } from '../apps/server/src/db/schema/index';
import { bulkNumbers } from '../apps/server/src/db/seeds-platform/bulk-numbers';
import { heldNumberItems } from '../apps/server/src/modules/numbers/held-numbers-repository';
import { ms, summary, times } from './measure';
import { NUMBER_SEARCH_SHAPES } from './number-search-shapes';
import { openBenchApp, prepareDatabase } from './postgres-admin';

const TARGET_LIST_P95_MS = 30;
const TARGET_SEARCH_P95_MS = 20;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_numbers';
const { values: flags } = parseArgs({
  options: {
    numbers: { type: 'string', default: '100000' },
    reads: { type: 'string', default: '200' },
    run: { type: 'boolean', default: false },
  },
  strict: false,
});
const wanted = Number(flags.numbers);
const reads = Number(flags.reads);
const url = process.env.DATABASE_URL ?? DEFAULT_URL;
const asked = flags.run === true || process.env.DATABASE_URL !== undefined;

const f = ms;
const line = (label: string, samples: number[]) => {
  const s = summary(samples);
  return `  ${label.padEnd(44)} p50 ${f(s.p50)} ms, p95 ${f(s.p95)} ms, max ${f(s.max)} ms`;
};
if (!asked) {
  console.log('numbers: skipped; run `npm run bench:numbers` (or set DATABASE_URL) to measure it.');
} else if (!(await prepareDatabase(url))) {
  console.log(`numbers: skipped, no PostgreSQL answers at ${new URL(url).host} (set DATABASE_URL).`);
} else {
  const { app, db } = await openBenchApp(url);
  try {
    const accountSid = DEMO_ACCOUNTS.acme.accountSid;
    const count = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(phoneNumbers)
            .where(and(eq(phoneNumbers.accountSid, accountSid), isNull(phoneNumbers.releasedAt)))
        )[0]?.n ?? 0,
      );
    const have = await count();
    if (have < wanted) {
      const t0 = performance.now();
      const added = await bulkNumbers(db, app.network, accountSid, wanted - have);
      console.log(
        `Added ${added.toLocaleString('en-US')} numbers in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
      );
      await db.execute(sql`vacuum analyze phone_numbers`);
    }
    const total = await count();
    const login = await app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { username: 'owner@acme.test', password: 'Parley2026demo' },
    });
    const headers = { authorization: `Bearer ${login.json().payload[0].accessToken}` };
    const get = async (path: string) => {
      const res = await app.inject({ method: 'GET', url: path, headers });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      return res;
    };

    // the middle: the phone number the middle page starts after
    const middleNumber = (
      (await db.execute(
        sql`select phone_number from phone_numbers where account_sid = ${accountSid} and released_at is null
          order by phone_number offset ${Math.floor(total / 2) - 1} limit 1`,
      )) as unknown as { rows: Array<{ phone_number: string }> }
    ).rows[0]!.phone_number;
    const offset = Math.floor(total / 2);
    const page = NUMBER_LIST_PAGE_SIZE;
    const first = `/v3/numbers?limit=${page}`;
    const mid = `/v3/numbers?limit=${page}&cursor=${encodeURIComponent(numberCursorOf(middleNumber))}`;
    // the list's own read (the repository's list takes one more row to know a next page exists)
    const byCursor = () =>
      heldNumberItems(db, accountSid, [sql`${phoneNumbers.phoneNumber} > ${middleNumber}`], page + 1);
    const byOffset = () => heldNumberItems(db, accountSid, [], page, offset);

    // warm: a pass of each
    await times(10, () => get(first));
    await times(10, () => get(mid));
    const apiFirst = await times(reads, () => get(first));
    const apiMid = await times(reads, () => get(mid));
    const queryCursor = await times(reads, byCursor);
    const queryOffset = await times(reads, byOffset);
    // the floor of the answer without the database: the page written as the kit writes it
    const midPage = paged(await byCursor(), { nextCursor: 'x', limit: page });
    const written = await times(reads, async () => Buffer.from(JSON.stringify(midPage)));

    // the provider: pages of 5000 until a page holds fewer (doc 001 §4)
    const t0 = performance.now();
    let pages = 0;
    let read = 0;
    for (let cursor: string | null = null; ;) {
      const body = (
        await get(`/v3/numbers?limit=${page}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      ).json();
      pages++;
      read += body.payload.length;
      if (body.payload.length < page) break;
      cursor = numberCursorOf(body.payload.at(-1).phoneNumber);
    }
    const wholeMs = performance.now() - t0;

    const shapes = NUMBER_SEARCH_SHAPES;
    const apiSearch = await times(reads, (i) => get(`/v3/numbers/available?${shapes[i % shapes.length]}`));
    const networkAlone = await times(reads, (i) => {
      const q = new URLSearchParams(shapes[i % shapes.length]);
      return app.network.searchAvailable(
        {
          type: q.get('type') === 'toll-free' ? 'toll-free' : 'local',
          limit: Number(q.get('limit')),
          ...(q.get('areaCode') ? { areaCode: q.get('areaCode')! } : {}),
          ...(q.get('contains') ? { contains: q.get('contains')! } : {}),
          ...(q.get('capabilities')
            ? { capabilities: q.get('capabilities')!.split(',') as ('sms' | 'mms' | 'voice')[] }
            : {}),
        },
        async () => new Set(),
      );
    });

    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const version = (
      (await db.execute(sql`show server_version`)) as unknown as { rows: Array<{ server_version: string }> }
    ).rows[0]?.server_version;
    const pass = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const midP95 = summary(apiMid).p95;
    const firstP95 = summary(apiFirst).p95;
    console.log(
      `Number list, ${total.toLocaleString('en-US')} numbers in one account, PostgreSQL ${version}, pages of ${page}, ${reads} reads each (load average ${load}):`,
    );
    console.log(line('GET /v3/numbers, first page', apiFirst));
    console.log(line(`GET /v3/numbers, middle page (cursor)`, apiMid));
    console.log(line('  its read alone (query and items), by cursor', queryCursor));
    console.log(line(`  the same page by OFFSET ${offset}, read alone`, queryOffset));
    console.log(line('  the page written alone (JSON and UTF-8)', written));
    console.log(
      `  p95 first ${f(firstP95)} ms, middle ${f(midP95)} ms (target ≤ ${TARGET_LIST_P95_MS} ms: ${pass(Math.max(firstP95, midP95) <= TARGET_LIST_P95_MS)}; middle/first ${(midP95 / firstP95).toFixed(2)}×); OFFSET/cursor read p95 ${(summary(queryOffset).p95 / summary(queryCursor).p95).toFixed(1)}×; API/(read + written) p50 ${(summary(apiMid).p50 / (summary(queryCursor).p50 + summary(written).p50)).toFixed(2)}×`,
    );
    console.log(
      `  the whole list as the provider reads it: ${pages} pages, ${read.toLocaleString('en-US')} numbers in ${(wholeMs / 1000).toFixed(2)} s`,
    );
    console.log(line('GET /v3/numbers/available (6 shapes)', apiSearch));
    console.log(line('  the network’s search alone, nothing held', networkAlone));
    console.log(
      `  p95 ${f(summary(apiSearch).p95)} ms (target ≤ ${TARGET_SEARCH_P95_MS} ms: ${pass(summary(apiSearch).p95 <= TARGET_SEARCH_P95_MS)})`,
    );
  } finally {
    await app.close();
  }
}
