// `npm run bench:editor`: the message composer (the real MessageComposer: CodeMirror template
// editor, counters, phone preview) next to a plain <textarea> doing the same analysis and drawing
// the same counters and preview, in the same Chromium run. Both start from a 1,600-character
// template (the GSM-7 maximum) and 500 characters are typed at its end, key by key, through
// Chromium's input pipeline (CDP key events). Each keystroke is timed in the page from its keydown
// to the moment both the counter and the preview show it (pages/bench-hooks.tsx); long tasks are
// those a PerformanceObserver sees meanwhile. Rounds alternate the two pages; ratios are
// composer / textarea.
//   --chars N (1600) --type N (500) --rounds N (2) --sample gsm|unicode (gsm)
//   --profile DIR: CPU profiles of the first round's typing on each page (pages built unminified),
//   read with `npx tsx bench/cpu-profile-report.ts DIR/composer.cpuprofile`
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { median, openBenchPages, p95, profiled } from '../browser-bench';
import type { TKeyTimes } from './key-times';

const { values: args } = parseArgs({
  options: {
    chars: { type: 'string', default: '1600' },
    type: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '2' },
    sample: { type: 'string', default: 'gsm' },
    profile: { type: 'string' },
  },
});
const CHARS = Number(args.chars);
const TYPED = Number(args.type);
const ROUNDS = Number(args.rounds);
const TARGETS = { p95: 8, longTask: 50 };

/** What is typed: plain prose on a US keyboard (letters, capitals, digits, spaces, punctuation). */
const PROSE = 'See you soon, and thanks for shopping with us! Your 2nd order ships Friday. ';
const typedText = (n: number) => PROSE.repeat(Math.ceil(n / PROSE.length)).slice(0, n);

type TKind = 'composer' | 'textarea';
/** Where each page's text is edited. */
const FIELD: Record<TKind, string> = { composer: '.cm-content', textarea: 'textarea' };

interface TFigures {
  keys: TKeyTimes[];
  longTasks: number[];
  counterAtEnd: string;
}

async function measure(page: Page, kind: TKind, url: string, profile?: string): Promise<TFigures> {
  await page.goto(url);
  await page.waitForFunction('window.__bench?.ready === true', undefined, { timeout: 60_000 });
  // focus without a click (a click could land on a variable chip and open its dialog), caret at the end
  await page.evaluate(`document.querySelector(${JSON.stringify(FIELD[kind])}).focus()`);
  await page.keyboard.press('Control+End');
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))');

  const keys: TKeyTimes[] = [];
  await page.evaluate('window.__bench.startLongTasks()');
  await profiled(
    page,
    profile,
    async () => {
      for (const ch of typedText(TYPED)) {
        await page.keyboard.type(ch);
        keys.push(await page.evaluate<TKeyTimes>('window.__bench.settle()'));
      }
      // a keystroke is a few milliseconds: sampled finer than the table's
    },
    100,
  );
  const longTasks = await page.evaluate<number[]>('window.__bench.stopLongTasks()');
  const counterAtEnd = await page.evaluate<string>(
    `document.querySelector('[data-testid="characters"]').textContent`,
  );
  return { keys, longTasks, counterAtEnd };
}

if (args.profile) mkdirSync(args.profile, { recursive: true });
const pages = await openBenchPages(join(import.meta.dirname, 'vite.config.ts'), { minify: !args.profile });
try {
  const runs: Record<TKind, TFigures[]> = { composer: [], textarea: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order: TKind[] = round % 2 ? ['textarea', 'composer'] : ['composer', 'textarea'];
    for (const kind of order) {
      const context = await pages.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const url = `${pages.url}/${kind}.html?chars=${CHARS}&sample=${args.sample}`;
      const file = args.profile && round === 0 ? join(args.profile, `${kind}.cpuprofile`) : undefined;
      runs[kind].push(await measure(page, kind, url, file));
      await context.close();
    }
  }

  // both pages must have ended on the same text: the same counter
  const ends = new Set([...runs.composer, ...runs.textarea].map((r) => r.counterAtEnd));
  if (ends.size !== 1) throw new Error(`the pages ended on different counters: ${[...ends].join(' | ')}`);

  const keys = (kind: TKind) => runs[kind].flatMap((r) => r.keys.map((k) => k.both));
  const counter = (kind: TKind) => runs[kind].flatMap((r) => r.keys.map((k) => k.counter));
  const tasks = (kind: TKind) => runs[kind].flatMap((r) => r.longTasks);
  const rows: [string, number, number, string][] = [
    ['keystroke to counter + preview (ms, median)', median(keys('composer')), median(keys('textarea')), ''],
    [
      'keystroke to counter + preview (ms, p95)',
      p95(keys('composer')),
      p95(keys('textarea')),
      `≤ ${TARGETS.p95} ms: ${p95(keys('composer')) <= TARGETS.p95 ? 'met' : 'MISSED'}`,
    ],
    [
      'keystroke to counter + preview (ms, max)',
      Math.max(...keys('composer')),
      Math.max(...keys('textarea')),
      '',
    ],
    ['keystroke to counter alone (ms, median)', median(counter('composer')), median(counter('textarea')), ''],
    ['keystroke to counter alone (ms, p95)', p95(counter('composer')), p95(counter('textarea')), ''],
    [
      'long tasks while typing (count)',
      tasks('composer').length,
      tasks('textarea').length,
      `none over ${TARGETS.longTask} ms: ${tasks('composer').length === 0 ? 'met' : 'MISSED'}`,
    ],
    ['longest long task (ms)', Math.max(0, ...tasks('composer')), Math.max(0, ...tasks('textarea')), ''],
  ];
  console.log(
    `bench:editor — ${TYPED} characters typed at the end of a ${CHARS}-character ${args.sample} template, ` +
      `${ROUNDS} rounds per page, Chromium${args.profile ? ' (unminified, profiled)' : ''}`,
  );
  console.log(`counter at the end, both pages: ${[...ends][0]}`);
  // other work on the machine shows in the tails (p95, max, long tasks) of both pages alike
  console.log(`machine load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)}`);
  console.log(
    'figure'.padEnd(46),
    'composer'.padStart(9),
    'textarea'.padStart(9),
    'ratio'.padStart(7),
    '  target',
  );
  for (const [name, ours, plain, verdict] of rows) {
    const ratio = plain > 0 ? (ours / plain).toFixed(2) : '—';
    console.log(
      name.padEnd(46),
      ours.toFixed(1).padStart(9),
      plain.toFixed(1).padStart(9),
      ratio.padStart(7),
      ' ',
      verdict,
    );
  }
} finally {
  await pages.close();
}
