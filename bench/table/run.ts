// `npm run bench:table -w @parley/bench`: our data table next to a plain TanStack Table + Virtual page
// in the same Chromium run, both on the same 100,000 × 8 rows (components/data-table/demo-rows.ts):
// first render, global-filter keystroke to painted rows, sort, retained heap, and CSV export of the
// filtered rows through lib/csv (its longest main-thread task). Medians over rounds that alternate
// the two pages; ratios are ours / plain. `--rows N` for another size, `--rounds N`. Our heap is read
// once the table has built every row's search text (it does so after the first paint): it counts them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { median, openBenchPages, p95, profiled } from '../browser-bench';
import { SEARCH_TEXTS_MARK } from '../../apps/web/src/components/data-table/search-texts-mark';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    /**
     * write CPU profiles of our page's keystrokes and sorts here (read them with
     * cpu-profile-report.ts); the pages are then built unminified, so functions keep their names
     */
    profile: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const ROUNDS = Number(args.rounds);
const KEYS = 'liam';

const TARGETS = { filter: 50, sort: 100, heapMb: 60, exportLongTask: 50, ratio: 1.2 };

type TKind = 'wrapper' | 'plain';
interface TFigures {
  firstRender: number;
  filter: number[];
  sort: number[];
  heapMb: number;
  exportMs: number;
  exportLongest: number;
}

/**
 * In the page: run `act`, then wait for `done` to hold and one frame more (rows painted). Sent as
 * text: tsx names functions with a helper the page does not have.
 */
async function timed(page: Page, act: string, done: string): Promise<number> {
  return page.evaluate<number>(`(async () => {
    const start = performance.now();
    ${act};
    await new Promise((resolve) => {
      const check = () => ((${done}) ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  })()`);
}

const TYPE = (text: string) => `{
  const input = document.querySelector('input[aria-label="Search"]');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true })); }`;
const ROWS_MATCH = (text: string) => `(() => {
  const rows = [...document.querySelectorAll('tbody tr[data-index]')];
  return rows.length > 0 && rows.every((tr) => tr.textContent.toLowerCase().includes(${JSON.stringify(text)}));
})()`;
const CLICK_SORT = `[...document.querySelectorAll('th button')].find((b) => b.textContent.startsWith('Name')).click()`;
const FIRST_ROW = `document.querySelector('tbody tr[data-index]')?.textContent`;

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 2 ** 20;
}

/** Our table builds the rows' search texts after the first paint; the heap is read once they are all made. */
const TEXTS_BUILT = `performance.getEntriesByName('${SEARCH_TEXTS_MARK}').length > 0`;

async function measure(page: Page, kind: TKind, url: string, profile?: string): Promise<TFigures> {
  await page.goto(url);
  await page.waitForFunction('window.__bench?.ready === true', undefined, { timeout: 120_000 });
  const firstRender = await page.evaluate<number>(
    `performance.getEntriesByName('rows-painted')[0].startTime`,
  );
  if (kind === 'wrapper') await page.waitForFunction(TEXTS_BUILT, undefined, { timeout: 60_000 });
  const heap = await heapMb(page);

  const filter: number[] = [];
  await profiled(page, profile && join(profile, 'filter.cpuprofile'), async () => {
    for (let round = 0; round < 3; round++) {
      for (let n = 1; n <= KEYS.length; n++)
        filter.push(await timed(page, TYPE(KEYS.slice(0, n)), ROWS_MATCH(KEYS.slice(0, n))));
      await timed(page, TYPE(''), `!${ROWS_MATCH(KEYS)}`);
    }
  });

  const sort: number[] = [];
  await profiled(page, profile && join(profile, 'sort.cpuprofile'), async () => {
    for (let round = 0; round < 2; round++) {
      for (let click = 0; click < 3; click++) {
        const before = await page.evaluate<string>(FIRST_ROW);
        const ms = await timed(
          page,
          CLICK_SORT,
          `document.querySelector('tbody tr[data-index]')?.textContent !== ${JSON.stringify(before)}`,
        );
        // the third click takes the sort off: only ascending and descending are sorts
        if (click < 2) sort.push(ms);
      }
    }
  });

  const exported = await page.evaluate<{ ms: number; rows: number; longest: number }>(`(async () => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const result = await window.__bench.exportCsv();
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return { ...result, longest: Math.max(0, ...tasks) };
  })()`);
  if (exported.rows !== ROWS) throw new Error(`export wrote ${exported.rows} rows, not ${ROWS}`);
  return { firstRender, filter, sort, heapMb: heap, exportMs: exported.ms, exportLongest: exported.longest };
}

if (args.profile) mkdirSync(args.profile, { recursive: true });
const pages = await openBenchPages(join(import.meta.dirname, 'vite.config.ts'), { minify: !args.profile });
try {
  const runs: Record<TKind, TFigures[]> = { wrapper: [], plain: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order: TKind[] = round % 2 ? ['plain', 'wrapper'] : ['wrapper', 'plain'];
    for (const kind of order) {
      const context = await pages.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      runs[kind].push(
        await measure(
          page,
          kind,
          `${pages.url}/${kind}.html?rows=${ROWS}`,
          kind === 'wrapper' && round === 0 ? args.profile : undefined,
        ),
      );
      await context.close();
    }
  }
  // the floor under both heaps: the rows alone
  const dataContext = await pages.browser.newContext();
  const dataPage = await dataContext.newPage();
  await dataPage.goto(`${pages.url}/data.html?rows=${ROWS}`);
  await dataPage.waitForFunction('window.__bench?.ready === true');
  const rowsHeapMb = await heapMb(dataPage);
  await dataContext.close();

  const pick = (kind: TKind, f: (x: TFigures) => number[]) => runs[kind].flatMap(f);
  const rowsOut: [string, number, number, string, number | null][] = [
    [
      'first render (ms, median)',
      median(pick('wrapper', (x) => [x.firstRender])),
      median(pick('plain', (x) => [x.firstRender])),
      'ms',
      null,
    ],
    [
      'filter keystroke to painted rows (ms, median)',
      median(pick('wrapper', (x) => x.filter)),
      median(pick('plain', (x) => x.filter)),
      'ms',
      TARGETS.filter,
    ],
    [
      'filter keystroke (ms, p95)',
      p95(pick('wrapper', (x) => x.filter)),
      p95(pick('plain', (x) => x.filter)),
      'ms',
      TARGETS.filter,
    ],
    [
      'sort click to painted rows (ms, median)',
      median(pick('wrapper', (x) => x.sort)),
      median(pick('plain', (x) => x.sort)),
      'ms',
      TARGETS.sort,
    ],
    [
      'retained heap after load (MB, median)',
      median(pick('wrapper', (x) => [x.heapMb])),
      median(pick('plain', (x) => [x.heapMb])),
      'MB',
      TARGETS.heapMb,
    ],
    [
      'CSV export of the filtered rows (ms, median)',
      median(pick('wrapper', (x) => [x.exportMs])),
      median(pick('plain', (x) => [x.exportMs])),
      'ms',
      null,
    ],
    [
      'export: longest main-thread task (ms, max)',
      Math.max(...pick('wrapper', (x) => [x.exportLongest])),
      Math.max(...pick('plain', (x) => [x.exportLongest])),
      'ms',
      TARGETS.exportLongTask,
    ],
  ];
  console.log(
    `bench:table — ${ROWS.toLocaleString('en-US')} rows × 8 columns, ${ROUNDS} rounds per page, Chromium`,
  );
  console.log('figure'.padEnd(48), 'ours'.padStart(9), 'plain'.padStart(9), 'ratio'.padStart(7), '  target');
  console.log(`(the rows alone, no table: ${rowsHeapMb.toFixed(1)} MB of heap)`);
  for (const [name, ours, plain, unit, target] of rowsOut) {
    // no long task on either page leaves no ratio to take
    const ratio = plain > 0 ? ours / plain : null;
    const ratioVerdict =
      ratio === null
        ? `ratio: none (plain ${plain})`
        : `ratio ≤ ${TARGETS.ratio}: ${ratio <= TARGETS.ratio ? 'met' : 'MISSED'}`;
    const verdict =
      target === null
        ? ratioVerdict
        : `≤ ${target} ${unit}: ${ours <= target ? 'met' : 'MISSED'}; ${ratioVerdict}`;
    console.log(
      name.padEnd(48),
      ours.toFixed(1).padStart(9),
      plain.toFixed(1).padStart(9),
      (ratio === null ? '—' : ratio.toFixed(2)).padStart(7),
      ' ',
      verdict,
    );
  }
} finally {
  await pages.close();
}
