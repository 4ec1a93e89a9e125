import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

// A trace snapshots the page at each action, which would be timed with the click.
test.use({ trace: 'off' });

/** How long the Webhooks page's chunks are held back: the 0.5–1.5 s the issue saw, at its worst. */
const CHUNK_DELAY_MS = 1500;

test("a sidebar click shows the next page's frame and a progress bar at once, while its chunk loads (issue 23)", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.route(/\/assets\/webhooks-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue();
  });
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Workflow', exact: true }).click();
  const link = sidebar.getByRole('link', { name: 'Webhooks', exact: true });
  await expect(link).toBeVisible();

  // In the page, from the click's own time stamp: the bar enters the document (a mutation
  // observer sees it at once), then two animation frames pass, the first of which painted it.
  const painted = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const observer = new MutationObserver(() => {
              if (!document.querySelector('[role="progressbar"]')) return;
              observer.disconnect();
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(performance.now() - event.timeStamp)),
              );
            });
            observer.observe(document.body, { childList: true, subtree: true });
          },
          { capture: true, once: true },
        );
      }),
  );
  await link.click();

  const bar = page.getByRole('progressbar', { name: 'Loading Webhooks…' });
  await expect(bar).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByText('What you can use today')).toHaveCount(0);
  const ms = await painted;
  console.log(`click to frame painted: ${ms.toFixed(1)} ms`);
  // The aim is 100 ms (docs/decisions.md has the figures); on this two-core machine shared by
  // several test runs a frame alone can take 250 ms, so the test holds what must never happen:
  // the frame waiting for the chunk, held back 1,500 ms here.
  expect(ms, 'the frame paints long before the chunk arrives').toBeLessThan(CHUNK_DELAY_MS / 3);

  // the chunk arrives: the page itself, no bar, not busy
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/webhooks');
  await expect(bar).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy');
});
