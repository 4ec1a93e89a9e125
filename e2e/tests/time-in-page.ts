import type { Page } from '@playwright/test';

/**
 * Milliseconds from a change in the page to the frame after the list shows it: `act` runs in the
 * page, `done` is polled each frame. Measured inside the page, so Playwright's own round trips
 * are not counted.
 */
export async function timeInPage(page: Page, act: string, done: string): Promise<number> {
  return page.evaluate(
    async ([actSource, doneSource]) => {
      const run = new Function(actSource!) as () => void;
      const finished = new Function(`return (${doneSource!})`) as () => boolean;
      const start = performance.now();
      run();
      await new Promise<void>((resolve) => {
        const check = () =>
          finished() ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check);
        check();
      });
      return performance.now() - start;
    },
    [act, done],
  );
}
