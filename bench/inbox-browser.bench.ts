// `npm run bench:inbox-browser`: issue 30's browser figures, on the real server (in this process,
// on the local PostgreSQL, serving the built web app) and Debian's Chromium:
//   - live: from `POST /v3/network/inbound` to the message painted in an agent's open conversation
//     (a MutationObserver in the page stamps the moment its text is in the timeline), p95 of 40,
//     with 50 open event streams on the account (the tab's own and 49 more read by this process);
//     the peer is the POST's own answer time in the same run;
//   - long history: a conversation of 10,000 messages opened and scrolled up through 1,000 of them
//     (its pages loaded as the top nears), the long tasks (> 50 ms) Chromium reports meanwhile and
//     the time to the first painted page; the peer is a conversation of 10 messages opened the
//     same way in the same run.
//
//   npm run build -w @parley/web && npm run bench:inbox-browser
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/db/seed';
import { phoneNumbers } from '../apps/server/src/db/schema/index';
import { seedDemoNumbers } from '../apps/server/src/db/seeds-platform/numbers';
import { loadText, ms, summary } from './measure';
import { prepareDatabase } from './postgres-admin';

const TARGET_LIVE_P95_MS = 500;
const STREAMS = 50;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_inbox_browser';
const { values: flags } = parseArgs({
  options: { messages: { type: 'string', default: '40' }, run: { type: 'boolean', default: false } },
  strict: false,
});
const url = process.env.DATABASE_URL ?? DEFAULT_URL;

if (!(await prepareDatabase(url, { fresh: true }))) {
  console.log(`inbox-browser: skipped, no PostgreSQL answers at ${new URL(url).host} (set DATABASE_URL).`);
  process.exit(0);
}
const database = await openDatabase({
  kind: 'postgres',
  url,
  statementTimeoutMs: 600_000,
  queryTimeoutMs: 600_000,
});
await database.migrate();
const config = testConfig({
  host: 'localhost',
  scryptN: 2 ** 10,
  rateLimitPerMinute: 1_000_000,
  webDist: resolve(import.meta.dirname, '../apps/web/dist'),
});
await seedDemo(database.db, config.scryptN);
const app = await buildApp(config, database);
await app.jobs.start();
await seedDemoNumbers(app.db, app, DEMO_ACCOUNTS);
const origin = (await app.listen({ port: 0, host: 'localhost' })).replace('127.0.0.1', 'localhost');
const acme = DEMO_ACCOUNTS.acme.accountSid;
const [ours] = await app.db
  .select({ phoneNumber: phoneNumbers.phoneNumber })
  .from(phoneNumbers)
  .where(eq(phoneNumbers.accountSid, acme))
  .orderBy(phoneNumbers.phoneNumber)
  .limit(1);

const login = async (username: string) => {
  const res = await fetch(`${origin}/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Parley2026demo' }),
  });
  return {
    authorization: `Bearer ${((await res.json()) as { payload: { accessToken: string }[] }).payload[0]!.accessToken}`,
  };
};
const owner = await login('owner@acme.test');
const inbound = async (from: string, body: string) => {
  const res = await fetch(`${origin}/v3/network/inbound`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ from, to: ours!.phoneNumber, body }),
  });
  if (res.status !== 200) throw new Error(`inbound: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { payload: { message: { conversationId: string } }[] }).payload[0]!.message;
};

/** A conversation of `n` messages, written as bench fixtures (the figure is the page's, not the insert's). */
async function conversationOf(customer: string, n: number): Promise<string> {
  const first = await inbound(customer, 'Message 0');
  await app.db.execute(sql`
    insert into messages (sid, account_sid, direction, from_number, to_number, body, encoding, parts, segments,
      status, status_history, conversation_id, created_at, updated_at)
    select 'SM' || lpad(to_hex((extract(epoch from t) * 1000)::bigint), 12, '0') || substr(md5(${customer} || g), 1, 20),
      ${acme}, case when g % 2 = 0 then 'inbound' else 'outbound' end,
      case when g % 2 = 0 then ${customer} else ${ours!.phoneNumber} end,
      case when g % 2 = 0 then ${ours!.phoneNumber} else ${customer} end,
      'Message ' || g || case when g % 5 = 0 then ': a longer one that wraps onto a second line in the timeline, as customers write them' else '' end,
      'GSM-7', 1, 1, case when g % 2 = 0 then 'received' else 'delivered' end, '[]'::jsonb, ${first.conversationId}, t, t
    from generate_series(1, ${n - 1}) g, lateral (select now() - interval '30 days' + g * interval '1 minute' as t) x
  `);
  await app.db.execute(sql`analyze messages`);
  return first.conversationId;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const signIn = await page.request.post(`${origin}/v3/auth/login`, {
    data: { username: 'agent@acme.test', password: 'Parley2026demo' },
  });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()}`);

  // ---- long history
  const long = await conversationOf('+13125559001', 10_000);
  const short = await conversationOf('+13125559002', 10);
  const openTimed = async (id: string) => {
    await page.goto(`${origin}/inbox?c=${id}`);
    // in the page (a string: this project's types have no DOM)
    await page.evaluate(`(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    })()`);
    const timeline = page.getByRole('list', { name: /conversation|timeline|messages/i }).last();
    await timeline.getByRole('listitem').first().waitFor({ timeout: 60_000 });
    return (await page.evaluate('performance.now()')) as number;
  };
  // a first visit warms the caches (chunks, compiled code), so both opens below are alike
  await openTimed(short);
  const openShort = await openTimed(short);
  const shortTasks = (await page.evaluate('window.longTasks')) as number[];
  const openLong = await openTimed(long);
  const openTasks = (await page.evaluate('window.longTasks')) as number[];
  await page.evaluate('window.longTasks.length = 0');
  let olderPages = 0;
  page.on('request', (r) => {
    if (/\/messages\?cursor=/.test(r.url())) olderPages++;
  });
  // scroll up through 1,000 messages: 20 pages of 50 loaded as the top nears
  const scrollStart = (await page.evaluate('performance.now()')) as number;
  for (let i = 0; i < 20; i++) {
    // the timeline's scrolling box: the nearest ancestor of its list that scrolls
    await page.evaluate(`(() => {
      let el = Array.from(document.querySelectorAll('[role="list"]')).at(-1);
      while (el && !(el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY !== 'visible')) el = el.parentElement;
      (el ?? document.scrollingElement).scrollTop = 0;
    })()`);
    await page.waitForTimeout(250);
  }
  const inDom = await page.getByText(/^Message \d+/).count();
  const scrollMs = ((await page.evaluate('performance.now()')) as number) - scrollStart;
  const longTasks = (await page.evaluate('window.longTasks')) as number[];

  // ---- live: 49 streams read here, the tab's own the 50th
  const streams: AbortController[] = [];
  const agent = await login('agent@acme.test');
  for (let i = 0; i < STREAMS - 1; i++) {
    const c = new AbortController();
    const res = await fetch(`${origin}/v3/events`, {
      headers: { ...agent, accept: 'text/event-stream' },
      signal: c.signal,
    });
    void res.body!.pipeTo(new WritableStream()).catch(() => {});
    streams.push(c);
  }
  const customer = '+13125559003';
  const live = (await inbound(customer, 'Live 0')).conversationId;
  await page.goto(`${origin}/inbox?c=${live}`);
  await page.getByText('Live 0').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1_000);
  const painted: number[] = [];
  const answered: number[] = [];
  const n = Number(flags.messages);
  for (let i = 1; i <= n; i++) {
    const text = `Live ${i} ${Math.random().toString(36).slice(2, 8)}`;
    const seen = page.evaluate(`new Promise((done) => {
      const wanted = ${JSON.stringify(text)};
      const check = () => {
        if (document.body.innerText.includes(wanted)) {
          observer.disconnect();
          done(Date.now());
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      check();
    })`) as Promise<number>;
    await page.waitForTimeout(50);
    const t0 = Date.now();
    await inbound(customer, text);
    answered.push(Date.now() - t0);
    painted.push((await seen) - t0);
    await page.waitForTimeout(300);
  }
  for (const c of streams) c.abort();

  const p = summary(painted);
  const a = summary(answered);
  console.log(`inbox-browser: load average ${loadText()}, ${app.events.streams} streams open at the end`);
  console.log(`  live: POST /v3/network/inbound → painted in the agent's open tab, ${STREAMS} streams open:`);
  console.log(`    painted   p50 ${ms(p.p50)} ms, p95 ${ms(p.p95)} ms, max ${ms(p.max)} ms (n=${n})`);
  console.log(
    `    peer, the POST's own answer: p50 ${ms(a.p50)} ms, p95 ${ms(a.p95)} ms; painted p95 / answer p95 = ${(p.p95 / a.p95).toFixed(1)}×`,
  );
  console.log(`    target p95 ≤ ${TARGET_LIVE_P95_MS} ms: ${p.p95 <= TARGET_LIVE_P95_MS ? 'met' : 'MISSED'}`);
  console.log(
    `  long history: 10,000 messages, opened in ${ms(openLong)} ms from navigation (peer, 10 messages: ${ms(openShort)} ms; ratio ${(openLong / openShort).toFixed(2)})`,
  );
  console.log(
    `    long tasks while opening: ${openTasks.length}${openTasks.length ? ` (max ${ms(Math.max(...openTasks))} ms)` : ''}; the 10-message peer's: ${shortTasks.length}${shortTasks.length ? ` (max ${ms(Math.max(...shortTasks))} ms)` : ''}`,
  );
  console.log(
    `    scrolled to the top 20 times in ${ms(scrollMs)} ms: ${olderPages} older pages of 50 loaded, ${inDom} messages in the DOM at the end (virtual rows), long tasks while scrolling: ${longTasks.length}${longTasks.length ? ` (${longTasks.map((d) => ms(d)).join(', ')} ms)` : ''}`,
  );
  console.log(`  load average after: ${loadText()}`);
} finally {
  await browser.close();
  await app.close();
}
