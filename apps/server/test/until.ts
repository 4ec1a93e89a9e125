/** Polls `check` every `everyMs` until it holds; throws after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
  everyMs = 100,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
