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
//
// `-- --trace <dir>` records a Chromium performance trace of the long conversation's opening and
// scrolling (written there, for DevTools' Performance panel) and prints each task over
// `--trace-over` ms (30) taken apart (chromium-trace.ts); `--web <dir>` serves another build, e.g.
// one made unminified so that the functions keep their names:
//   (cd apps/web && npx vite build --minify false --outDir /tmp/parley-web-plain)
//   npm run bench:inbox-browser -- --web /tmp/parley-web-plain --trace /tmp/inbox-trace
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/db/seed';
import { phoneNumbers } from '../apps/server/src/db/schema/index';
import { seedDemoNumbers } from '../apps/server/src/db/seeds-platform/numbers';
import {
  TASK_CATEGORIES,
  TRACE_CATEGORIES,
  longTaskReport,
  reportLines,
  taskDurations,
  traced,
  type TTrace,
} from './chromium-trace';
import { loadText, ms, summary } from './measure';
import { prepareDatabase } from './postgres-admin';

const TARGET_LIVE_P95_MS = 500;
const STREAMS = 50;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_inbox_browser';
const { values: flags } = parseArgs({
  options: {
    messages: { type: 'string', default: '40' },
    /** how many times the long conversation is scrolled to its top (a page of 50 each) */
    pages: { type: 'string', default: '20' },
    run: { type: 'boolean', default: false },
    trace: { type: 'string' },
    'trace-over': { type: 'string', default: '30' },
    web: { type: 'string' },
  },
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
  // a --web path from where npm was started (npm -w runs this in bench/)
  webDist:
    typeof flags.web === 'string'
      ? resolve(process.env.INIT_CWD ?? process.cwd(), flags.web)
      : resolve(import.meta.dirname, '../apps/web/dist'),
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

/** A long animation frame as the page's observer keeps it (PerformanceLongAnimationFrameTiming). */
interface TLongFrame {
  duration: number;
  blocking: number;
  /** ms of style, layout and paint at its end */
  render: number;
  scripts: { invoker: string; fn: string; duration: number; forced: number }[];
}
const frameLine = (f: TLongFrame) =>
  `      frame of ${ms(f.duration)} ms (blocking ${ms(f.blocking)}, rendering ${ms(f.render)}): ${f.scripts
    .map((s) => `${s.invoker}${s.fn ? ` ${s.fn}` : ''} ${ms(s.duration)} ms (forced layout ${ms(s.forced)})`)
    .join('; ')}`;

/** The timeline's scrolling box (in the page, as a string: this project's types have no DOM). */
const SCROLLER = `Promise.resolve((() => {
  let el = Array.from(document.querySelectorAll('[role="list"]')).at(-1);
  while (el && !(el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY !== 'visible')) el = el.parentElement;
  return el ?? document.scrollingElement;
})())`;
interface TTopEntry {
  text: string;
  /** px from the box's top */
  top: number;
  /** the entries the list says it has (aria-setsize) */
  count: number;
}
/** The first entry in view in the box, or the entry with `text` when given. */
const TOP_ENTRY = `((box, text) => {
  const top = box.getBoundingClientRect().top;
  const items = Array.from(box.querySelectorAll('[role="listitem"]'));
  const item = text
    ? items.find((li) => li.textContent === text)
    : items.filter((li) => li.getBoundingClientRect().bottom > top + 1).sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
  if (!item) return null;
  return { text: item.textContent, top: item.getBoundingClientRect().top - top, count: Number(item.getAttribute('aria-setsize')) };
})`;

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
  // in the page (a string: this project's types have no DOM)
  const OBSERVE_LONG_TASKS = `(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
    // the frames over 50 ms with the scripts that ran in them: what a long task was doing
    window.longFrames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.longFrames.push({
          duration: e.duration,
          blocking: e.blockingDuration,
          render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          scripts: e.scripts.map((s) => ({
            invoker: s.invoker,
            fn: s.sourceFunctionName,
            duration: s.duration,
            forced: s.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  })()`;
  const openTimed = async (id: string) => {
    await page.goto(`${origin}/inbox?c=${id}`);
    await page.evaluate(OBSERVE_LONG_TASKS);
    const timeline = page.getByRole('list', { name: /conversation|timeline|messages/i }).last();
    await timeline.getByRole('listitem').first().waitFor({ timeout: 60_000 });
    return (await page.evaluate('performance.now()')) as number;
  };
  // a first visit warms the caches (chunks, compiled code), so both opens below are alike
  await openTimed(short);
  const openShort = await openTimed(short);
  const shortTasks = (await page.evaluate('window.longTasks')) as number[];
  /**
   * Opened as an agent opens one: a click on its row in the inbox already loaded (no conversation
   * open, nothing of it cached), from the click to its newest message painted; the long tasks
   * from the click until the timeline has settled (measured and scrolled to its end).
   */
  const fromList = async (id: string, newest: string) => {
    await page.goto(`${origin}/inbox`);
    await page.locator(`a[href*="c=${id}"]`).first().waitFor({ timeout: 60_000 });
    await page.evaluate(OBSERVE_LONG_TASKS);
    // the page's own boot is over, and its buffered entries delivered, before the click
    await page.waitForTimeout(1_000);
    await page.evaluate('window.longTasks.length = 0; window.longFrames.length = 0');
    const clicked = (await page.evaluate('performance.now()')) as number;
    await page.locator(`a[href*="c=${id}"]`).first().click();
    await page.getByText(newest, { exact: true }).first().waitFor({ timeout: 60_000 });
    const painted = (await page.evaluate('performance.now()')) as number;
    await page.waitForTimeout(500);
    return { ms: painted - clicked, tasks: (await page.evaluate('window.longTasks')) as number[] };
  };
  await fromList(short, 'Message 9');
  const listShort = await fromList(short, 'Message 9');
  const listLong = await fromList(long, 'Message 9999');
  const traceDir = typeof flags.trace === 'string' ? flags.trace : undefined;
  const traces: { name: string; trace: TTrace }[] = [];
  /**
   * `work`, traced when asked (the trace kept under `name` for the report at the end); `always`,
   * traced anyway, lightly (the main thread's tasks only), for their durations
   */
  const maybeTraced = async <T>(name: string, work: () => Promise<T>, always = false): Promise<T> => {
    if (!traceDir && !always) return work();
    const { result, trace } = await traced(
      browser,
      page,
      work,
      traceDir ? TRACE_CATEGORIES : TASK_CATEGORIES,
    );
    traces.push({ name, trace });
    return result;
  };
  const openLong = await maybeTraced('open', () => openTimed(long));
  const openTasks = (await page.evaluate('window.longTasks')) as number[];
  // it opens at the newest message: the box scrolled to its end once the entries are measured
  const fromEnd = (await page.evaluate(
    `${SCROLLER}.then((box) => new Promise((done) => setTimeout(() => done(box.scrollHeight - box.scrollTop - box.clientHeight), 500)))`,
  )) as number;
  await page.evaluate('window.longTasks.length = 0; window.longFrames.length = 0');
  let olderPages = 0;
  page.on('request', (r) => {
    if (/\/messages\?cursor=/.test(r.url())) olderPages++;
  });
  // scroll up through 1,000 messages (--pages): 20 pages of 50 loaded as the top nears; each time, the
  // entry at the top once drawn should stay where it is when the older page comes in above it
  const scrollStart = (await page.evaluate('performance.now()')) as number;
  let anchorKept = 0;
  const anchorMoved: number[] = [];
  await maybeTraced(
    'scroll',
    async () => {
      for (let i = 0; i < Number(flags.pages); i++) {
        const before = (await page.evaluate(`${SCROLLER}.then((box) => {
        box.scrollTop = 0;
        return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(${TOP_ENTRY}(box)))));
      })`)) as TTopEntry | null;
        await page.waitForTimeout(250);
        const after = (await page.evaluate(
          `${SCROLLER}.then((box) => ${TOP_ENTRY}(box, ${JSON.stringify(before?.text ?? '')}))`,
        )) as TTopEntry | null;
        // only a page that came in between tells anything
        if (!before || !after || after.count <= before.count) continue;
        const moved = Math.abs(after.top - before.top);
        if (moved < 2) anchorKept++;
        else anchorMoved.push(moved);
      }
    },
    true,
  );
  // every task of the main thread, not only those over 50 ms: how far from a long task they stay
  const scrollTaskMs = taskDurations(traces.find((t) => t.name === 'scroll')!.trace);
  const scrollWall = summary(scrollTaskMs.map((t) => t.wall));
  const scrollCpu = summary(scrollTaskMs.map((t) => t.cpu));
  const inDom = await page.getByText(/^Message \d+/).count();
  const scrollMs = ((await page.evaluate('performance.now()')) as number) - scrollStart;
  const longTasks = (await page.evaluate('window.longTasks')) as number[];
  const longFrames = (await page.evaluate('window.longFrames')) as TLongFrame[];

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
    `    opened at the newest message: ${fromEnd < 2 ? 'yes' : `NO, ${ms(fromEnd)} px above it`}; long tasks while opening: ${openTasks.length}${openTasks.length ? ` (max ${ms(Math.max(...openTasks))} ms)` : ''}; the 10-message peer's: ${shortTasks.length}${shortTasks.length ? ` (max ${ms(Math.max(...shortTasks))} ms)` : ''}`,
  );
  const taskText = (tasks: number[]) =>
    `${tasks.length}${tasks.length ? ` (${tasks.map((d) => ms(d)).join(', ')} ms)` : ''}`;
  console.log(
    `    opened from the inbox's list (a click on its row, the page loaded): painted in ${ms(listLong.ms)} ms (peer, 10 messages: ${ms(listShort.ms)} ms), long tasks ${taskText(listLong.tasks)} (the peer's: ${taskText(listShort.tasks)})`,
  );
  console.log(
    `    scrolled to the top ${flags.pages} times in ${ms(scrollMs)} ms: ${olderPages} older pages of 50 loaded, ${inDom} messages in the DOM at the end (virtual rows), long tasks while scrolling: ${longTasks.length}${longTasks.length ? ` (${longTasks.map((d) => ms(d)).join(', ')} ms)` : ''}`,
  );
  console.log(
    `    main-thread tasks while scrolling${traceDir ? ' (fully traced: slower)' : ''}: longest ${ms(scrollWall.max)} ms, of which the thread ran ${ms(scrollTaskMs.find((t) => t.wall === scrollWall.max)!.cpu)} ms (a busy machine makes up the rest); most CPU in one task ${ms(scrollCpu.max)} ms; in all ${ms(scrollTaskMs.reduce((n, t) => n + t.cpu, 0))} ms of CPU in ${scrollTaskMs.length} tasks; over 16 ms: ${scrollTaskMs.filter((t) => t.wall > 16).length} (${scrollTaskMs.filter((t) => t.cpu > 16).length} by CPU), over 30 ms: ${scrollTaskMs.filter((t) => t.wall > 30).length} (${scrollTaskMs.filter((t) => t.cpu > 30).length} by CPU)`,
  );
  console.log(
    `    the entry in view kept its place as an older page came in above it: ${anchorKept} of ${anchorKept + anchorMoved.length}${anchorMoved.length ? ` (moved by ${anchorMoved.map((d) => ms(d)).join(', ')} px)` : ''}`,
  );
  for (const frame of longFrames) console.log(frameLine(frame));
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    const over = Number(flags['trace-over']);
    for (const { name, trace } of traces) {
      const file = join(traceDir, `${name}.json`);
      writeFileSync(file, JSON.stringify(trace));
      const reports = longTaskReport(trace, over);
      console.log(
        `  trace of the ${name} (${file}, traced: slower than untraced), tasks over ${over} ms: ${reports.length}`,
      );
      for (const line of reportLines(reports)) console.log(line);
    }
  }
  console.log(`  load average after: ${loadText()}`);
} finally {
  await browser.close();
  await app.close();
}
