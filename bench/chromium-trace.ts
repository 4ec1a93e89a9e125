// What Chromium's main thread did during its long tasks, read from a performance trace (the one
// DevTools' Performance panel records): for each task over the threshold, what started it, where
// its time went (script, style, layout and how many layouts script forced, paint, garbage
// collection) and the functions that took it (V8's sampling profiler, self and total time).
// Built unminified (`vite build --minify false`), the functions keep their names.
import type { Browser, Page } from '@playwright/test';

/** The timeline as DevTools records it, with V8's samples and the stacks of forced layouts. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.cpu_profiler',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
];

/** The main thread's tasks alone: light enough to leave on while measuring. */
export const TASK_CATEGORIES = ['toplevel'];
/** A task of a thread, as each of the two categories names it. */
const isTask = (e: TTraceEvent) =>
  e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/** Records a trace of `page` while `work` runs; answers the work's result and the trace. */
export async function traced<T>(
  browser: Browser,
  page: Page,
  work: () => Promise<T>,
  categories: readonly string[] = TRACE_CATEGORIES,
): Promise<{ result: T; trace: TTrace }> {
  await browser.startTracing(page, { categories: [...categories] });
  const result = await work();
  const buffer = await browser.stopTracing();
  return { result, trace: JSON.parse(buffer.toString('utf8')) as TTrace };
}

interface TTraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown>;
}
export interface TTrace {
  traceEvents: TTraceEvent[];
}

interface TCallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
  columnNumber?: number;
}
interface TProfileNode {
  id: number;
  parent?: number;
  callFrame: TCallFrame;
}

export interface TTaskReport {
  /** ms from the first task of the trace */
  at: number;
  ms: number;
  /** what ran it: a timer, an event, a frame, a network answer… */
  cause: string;
  /** ms per kind of work (a kind nested in another is counted in the inner one only) */
  split: Record<string, number>;
  /** layouts forced from script, and their ms */
  forcedLayouts: { count: number; ms: number };
  /** ms of samples per function, itself only */
  self: [string, number][];
  /** ms of samples per function, with what it called */
  total: [string, number][];
}

/** The kinds of work the split reports, by trace event name. */
const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  ParseHTML: 'parse',
  'v8.compile': 'compile',
  'v8.parseOnBackground': 'compile',
  V8Compile: 'compile',
};
const CAUSES = new Set([
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FunctionCall',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'ResourceReceiveResponse',
  'ResourceReceivedData',
  'ResourceFinish',
  'EvaluateScript',
  'v8.run',
  'ParseHTML',
  'HandlePostMessage',
]);

const frameName = (f: TCallFrame) => {
  const file = f.url ? f.url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
  const name = f.functionName || '(anonymous)';
  return file ? `${name} ${file}:${(f.lineNumber ?? 0) + 1}` : name;
};

/** The renderer main thread: the one named CrRendererMain with the most top-level task time. */
function mainThread(events: TTraceEvent[]): { pid: number; tid: number } | null {
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (isTask(e) && renderers.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [best] = [...busy.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/**
 * V8's samples of the renderer: each sample's time (µs, trace clock) and its stack's leaf node
 * (the chunks come from V8's profiler thread, so they are matched by process, and the profile
 * whose `Profile` event is on the main thread).
 */
function samplesOf(events: TTraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, TProfileNode>();
  const times: number[] = [];
  const leaves: number[] = [];
  const starts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid && e.id !== undefined) {
      const data = e.args?.data as { startTime?: number } | undefined;
      starts.set(e.id, data?.startTime ?? e.ts);
    }
  const last = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id === undefined || !starts.has(e.id)) continue;
    const data = e.args?.data as
      { cpuProfile?: { nodes?: TProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let t = last.get(e.id) ?? starts.get(e.id) ?? e.ts;
    for (let i = 0; i < samples.length; i++) {
      t += deltas[i] ?? 0;
      times.push(t);
      leaves.push(samples[i]!);
    }
    last.set(e.id, t);
  }
  return { nodes, times, leaves };
}

/**
 * Each task of the page's main thread, in order: how long it took (ms, wall clock, what the
 * long-task API counts) and how much of it the thread ran (ms of CPU: on a busy machine the rest
 * is the thread waiting for a core).
 */
export function taskDurations(trace: TTrace): { wall: number; cpu: number }[] {
  const main = mainThread(trace.traceEvents);
  if (!main) return [];
  const tasks = trace.traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && isTask(e));
  // both categories on, each task is there twice: the timeline's name is kept
  const named = tasks.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  return tasks
    .filter((e) => e.name === named)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: ((e as { tdur?: number }).tdur ?? e.dur ?? 0) / 1000 }));
}

/** The long tasks (over `thresholdMs`) of the page's main thread, each taken apart. */
export function longTaskReport(trace: TTrace, thresholdMs = 50, top = 8): TTaskReport[] {
  const events = trace.traceEvents;
  const main = mainThread(events);
  if (!main) return [];
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const origin = tasks[0]?.ts ?? 0;
  const { nodes, times, leaves } = samplesOf(events, main.pid, main.tid);
  const reports: TTaskReport[] = [];
  for (const task of tasks) {
    if (task.dur! < thresholdMs * 1000) continue;
    const end = task.ts + task.dur!;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // the kinds, each event's time less what inner kinds took
    const split: Record<string, number> = {};
    const kinded = inside.filter((e) => KINDS[e.name]);
    for (const e of kinded) {
      const inner = kinded.filter(
        (o) => o !== e && o.ts >= e.ts && o.ts + o.dur! <= e.ts + e.dur! && KINDS[o.name] !== KINDS[e.name],
      );
      const own = e.dur! - inner.reduce((n, o) => n + o.dur!, 0);
      split[KINDS[e.name]!] = (split[KINDS[e.name]!] ?? 0) + own / 1000;
    }
    // a kind nested in the same kind (a Layout in a Layout) was counted twice: keep the outer ones
    for (const kind of new Set(Object.values(KINDS))) {
      const outer = kinded.filter(
        (e) =>
          KINDS[e.name] === kind &&
          !kinded.some(
            (o) => o !== e && KINDS[o.name] === kind && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!,
          ),
      );
      if (outer.length === 0) continue;
      const inner = kinded.filter(
        (o) => KINDS[o.name] !== kind && outer.some((e) => o.ts >= e.ts && o.ts + o.dur! <= e.ts + e.dur!),
      );
      split[kind] = (outer.reduce((n, e) => n + e.dur!, 0) - inner.reduce((n, o) => n + o.dur!, 0)) / 1000;
    }
    const others = Object.values(split).reduce((n, v) => n + v, 0);
    split.script = task.dur! / 1000 - others;
    // a layout inside script is one the script forced (it read a size before the frame)
    const scripts = inside.filter((e) => CAUSES.has(e.name) && e.name !== 'ParseHTML');
    const forced = inside.filter(
      (e) => e.name === 'Layout' && scripts.some((s) => e.ts >= s.ts && e.ts + e.dur! <= s.ts + s.dur!),
    );
    const causes = inside
      .filter((e) => CAUSES.has(e.name))
      .filter(
        (e) =>
          !inside.some(
            (o) =>
              o !== e &&
              CAUSES.has(o.name) &&
              o.ts <= e.ts &&
              o.ts + o.dur! >= e.ts + e.dur! &&
              o.dur! > e.dur!,
          ),
      )
      .map((e) => {
        const data = e.args?.data as { type?: string; functionName?: string; url?: string } | undefined;
        const what = data?.type ?? (data?.functionName || (data?.url ? data.url.replace(/^.*\//, '') : ''));
        return `${e.name}${what ? `(${what})` : ''} ${(e.dur! / 1000).toFixed(1)} ms`;
      });
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (let i = 0; i < times.length; i++) {
      if (times[i]! < task.ts || times[i]! > end) continue;
      const dt = ((times[i + 1] ?? times[i]!) - times[i]!) / 1000;
      if (dt <= 0 || dt > 10) continue;
      let node = nodes.get(leaves[i]!);
      if (!node) continue;
      const name = frameName(node.callFrame);
      self.set(name, (self.get(name) ?? 0) + dt);
      const seen = new Set<string>();
      while (node) {
        const n = frameName(node.callFrame);
        if (!seen.has(n) && !/^\((root|program|idle)\)$/.test(node.callFrame.functionName)) {
          seen.add(n);
          total.set(n, (total.get(n) ?? 0) + dt);
        }
        node = node.parent === undefined ? undefined : nodes.get(node.parent);
      }
    }
    const best = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    reports.push({
      at: (task.ts - origin) / 1000,
      ms: task.dur! / 1000,
      cause: causes.slice(0, 4).join(', ') || '(no script)',
      split,
      forcedLayouts: { count: forced.length, ms: forced.reduce((n, e) => n + e.dur!, 0) / 1000 },
      self: best(self),
      total: best(total),
    });
  }
  return reports;
}

/** The report as lines to print. */
export function reportLines(reports: readonly TTaskReport[]): string[] {
  const f = (v: number) => v.toFixed(1);
  return reports.flatMap((r) => [
    `    task at ${f(r.at)} ms: ${f(r.ms)} ms, run by ${r.cause}`,
    `      split: ${Object.entries(r.split)
      .filter(([, v]) => v >= 0.1)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${f(v)}`)
      .join(', ')} ms; layouts forced by script: ${r.forcedLayouts.count} (${f(r.forcedLayouts.ms)} ms)`,
    `      self:  ${r.self.map(([n, v]) => `${n} ${f(v)}`).join('; ')}`,
    `      total: ${r.total.map(([n, v]) => `${n} ${f(v)}`).join('; ')}`,
  ]);
}
