import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { WorkGate } from './work-gate';

const task = (ms: number, log?: number[]) => async () => {
  log?.push(performance.now());
  await sleep(ms);
  return ms;
};

describe('WorkGate', () => {
  it('runs at most its concurrency at once, in arrival order', async () => {
    const gate = new WorkGate({ concurrency: 2, maxWaitMs: 10_000, initialEstimateMs: 50 });
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        order.push(i);
        most = Math.max(most, ++active);
        await sleep(20);
        active--;
        return i;
      }),
    );
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses at once, with 503 and Retry-After, a task that would wait past its limit', async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 100, initialEstimateMs: 40 });
    const admitted = [gate.run(task(40)), gate.run(task(40)), gate.run(task(40))];
    const started = performance.now();
    const refused = await gate.run(task(40)).catch((err: unknown) => err);
    expect(performance.now() - started).toBeLessThan(20);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'unavailable', retryAfterSeconds: 1 });
    await Promise.all(admitted);
    // the queue drained: admitted again
    await expect(gate.run(task(1))).resolves.toBe(1);
  });

  it('learns how long a task takes', async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 150, initialEstimateMs: 1 });
    // five slow tasks teach it that each takes ~60 ms; then three queued ones are too many
    for (let i = 0; i < 5; i++) await gate.run(task(60));
    const first = gate.run(task(60));
    const second = gate.run(task(60));
    expect(gate.expectedWaitMs()).toBeGreaterThan(60);
    const third = gate.run(task(60)).catch((err: unknown) => err);
    const fourth = await gate.run(task(60)).catch((err: unknown) => err);
    expect(fourth).toBeInstanceOf(HttpError);
    await Promise.all([first, second, third]);
  });

  it('a failing task frees its place', async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 1_000, initialEstimateMs: 10 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(task(1))).resolves.toBe(1);
  });

  it('settles once every task, queued ones too, has finished', async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 10_000, initialEstimateMs: 10 });
    await gate.settled();
    const finished: number[] = [];
    const jobs = [30, 10, 10].map((ms) =>
      gate.run(async () => {
        await sleep(ms);
        finished.push(ms);
      }),
    );
    await gate.settled();
    expect(finished).toHaveLength(3);
    await Promise.all(jobs);
  });

  it('forgets what it learned when reset', async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 100, initialEstimateMs: 10 });
    for (let i = 0; i < 3; i++) await gate.run(task(80));
    const running = gate.run(task(5));
    expect(gate.expectedWaitMs()).toBeGreaterThan(60);
    await gate.reset();
    await running;
    const again = gate.run(task(5));
    expect(gate.expectedWaitMs()).toBe(10);
    await again;
  });
});
