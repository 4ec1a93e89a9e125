// What the browser benchmarks (bench:table, bench:editor, bench:shrink) share: their pages built by
// Vite into a temporary folder, served over loopback, and Debian's Chromium launched quietly.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { serveDir } from './table/serve';

/** Flags that keep Chromium's own background work out of the measurements. */
const QUIET = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface TBenchPages {
  url: string;
  browser: Browser;
  /** stops the browser and the server and removes the build */
  close(): Promise<void>;
}

/**
 * Builds the pages of `viteConfig` (unminified when a profile is asked for, so functions keep
 * their names), serves them and launches Chromium.
 */
export async function openBenchPages(viteConfig: string, { minify = true } = {}): Promise<TBenchPages> {
  const out = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  await build({ configFile: viteConfig, build: { outDir: out, minify } });
  const server = await serveDir(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: QUIET,
  });
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close();
      await server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
export const median = (xs: readonly number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
export const p95 = (xs: readonly number[]) =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

/**
 * A CPU profile of `work` in the page, sampled every `intervalUs` microseconds, written to `file`
 * when profiling was asked for (read it with cpu-profile-report.ts).
 */
export async function profiled<T>(
  page: Page,
  file: string | undefined,
  work: () => Promise<T>,
  intervalUs = 200,
): Promise<T> {
  if (!file) return work();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  await cdp.detach();
  return result;
}
