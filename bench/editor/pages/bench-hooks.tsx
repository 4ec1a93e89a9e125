// What each bench page gives the driver (run.ts): a keystroke's time from its keydown to the moment
// both the counter and the phone preview show its effect in the DOM, and the long tasks meanwhile.

import type { TKeyTimes } from '../key-times';

export interface TEditorBench {
  ready: boolean;
  /**
   * The last keystroke's ms from keydown to the counter updated, and to both the counter and the
   * preview updated (the preview follows a deferred value: it may come a task later); resolved
   * once one frame and a task have passed after it.
   */
  settle(): Promise<TKeyTimes>;
  startLongTasks(): void;
  /** The long tasks (each over 50 ms by definition) since startLongTasks, their durations in ms. */
  stopLongTasks(): number[];
}

declare global {
  interface Window {
    __bench?: TEditorBench;
  }
}

/** Where both pages show the characters used, and the phone preview (the same components). */
const COUNTER = '[data-testid="characters"]';
const PREVIEW = '[data-testid="composer-preview"]';
const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;

const SETTLE_TIMEOUT_MS = 5000;

export function installBenchHooks(): void {
  let pending: Promise<TKeyTimes> = Promise.resolve({ counter: Number.NaN, both: Number.NaN });
  let tasks: number[] = [];
  let observer: PerformanceObserver | null = null;

  // Capture on window: before the editor's or React's own handlers see the key.
  window.addEventListener(
    'keydown',
    (event) => {
      // only keys that write a character change the counter (not Ctrl+End and the like)
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      const start = event.timeStamp;
      const counter = text(COUNTER);
      const preview = text(PREVIEW);
      pending = new Promise<TKeyTimes>((resolve, reject) => {
        let counted = Number.NaN;
        const check = () => {
          const now = performance.now();
          if (text(COUNTER) === counter) return;
          if (Number.isNaN(counted)) counted = now - start;
          if (text(PREVIEW) === preview) return;
          mutations.disconnect();
          clearTimeout(timer);
          resolve({ counter: counted, both: now - start });
        };
        // A mutation observer's callback runs right after the task that changed the DOM: the
        // time it reads is when the update is there, not the next frame's (16 ms granularity).
        const mutations = new MutationObserver(check);
        mutations.observe(document.body, { subtree: true, childList: true, characterData: true });
        const timer = setTimeout(() => {
          mutations.disconnect();
          reject(new Error(`no update within ${SETTLE_TIMEOUT_MS} ms of '${event.key}'`));
        }, SETTLE_TIMEOUT_MS);
      });
    },
    { capture: true },
  );

  window.__bench = {
    ready: false,
    async settle() {
      const times = await pending;
      // let the frame the update asked for (the editor measures its layout in one) pass before
      // the next key, so each key is timed on its own and not on the one before's leftovers
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return times;
    },
    startLongTasks() {
      tasks = [];
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
    },
    stopLongTasks() {
      observer?.takeRecords().forEach((entry) => tasks.push(entry.duration));
      observer?.disconnect();
      return tasks;
    },
  };
}

/** Ready once the counter and the preview are on screen (one frame after they appear). */
export function whenRendered(): void {
  const check = () => {
    if (text(COUNTER) !== null && text(PREVIEW) !== null) {
      requestAnimationFrame(() => {
        window.__bench!.ready = true;
      });
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
