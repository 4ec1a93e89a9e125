import { availableParallelism } from 'node:os';
import { ERROR_CODES, OUR_MESSAGES } from '@parley/domain';
import { HttpError } from './errors';

export interface WorkGateOptions {
  /** tasks run at once */
  concurrency: number;
  /** a task expected to wait longer than this in the queue is refused at once */
  maxWaitMs: number;
  /** the first estimate of a task's time, until one has been measured */
  initialEstimateMs: number;
}

/**
 * Runs CPU-heavy tasks (password hashes) a few at a time, and refuses one that could not start
 * before it stopped being useful. Without it a flood of 60 sign-ins queued 60 scrypt runs in
 * libuv's four threads: every answer came after 17–29 s, the deadline's 503s did not stop the
 * hashes already queued, and static files (which read through the same threads) waited behind
 * them (issue 22). Refusing early answers 503 with Retry-After in milliseconds instead.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** moving average of a task's time */
  private estimateMs: number;
  private measured = false;
  private readonly settledWaiters: Array<() => void> = [];

  constructor(private readonly options: WorkGateOptions) {
    this.estimateMs = options.initialEstimateMs;
  }

  /** How long a task arriving now is expected to wait before it starts. */
  expectedWaitMs(): number {
    if (this.running < this.options.concurrency) return 0;
    return ((this.waiting.length + 1) * this.estimateMs) / this.options.concurrency;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const wait = this.expectedWaitMs();
    if (wait > this.options.maxWaitMs) throw busy(wait);
    // a task that waits is handed the slot of the task that finishes before it
    if (this.running >= this.options.concurrency)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    const started = performance.now();
    try {
      return await task();
    } finally {
      const took = performance.now() - started;
      this.estimateMs = this.measured ? 0.8 * this.estimateMs + 0.2 * took : took;
      this.measured = true;
      const next = this.waiting.shift();
      if (next) next();
      else if (--this.running === 0) for (const done of this.settledWaiters.splice(0)) done();
    }
  }

  /** Resolves when no task runs or waits. */
  settled(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /**
   * Waits for the tasks it holds, then forgets what it measured, as a gate in a new process would:
   * test files that share one process (isolate: false) each start with a gate of their own.
   */
  async reset(): Promise<void> {
    await this.settled();
    this.estimateMs = this.options.initialEstimateMs;
    this.measured = false;
  }
}

const busy = (waitMs: number) =>
  new HttpError(
    503,
    ERROR_CODES.unavailable,
    OUR_MESSAGES.unavailable,
    undefined,
    Math.max(1, Math.ceil(waitMs / 1000)),
  );

/**
 * Password hashing in this process: as many at once as there are cores (scrypt holds one core
 * each, and libuv's other threads stay free for files), and at most 4 s of queue, well inside
 * the 9 s request deadline, so a hash that starts can finish and be answered.
 */
export const passwordWork = new WorkGate({
  concurrency: Math.max(1, Math.min(4, availableParallelism())),
  maxWaitMs: 4_000,
  initialEstimateMs: 300,
});
