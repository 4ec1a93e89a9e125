import type PgBoss from 'pg-boss';
import type { JobLog } from './define';

type TJob = PgBoss.JobWithMetadata<unknown>;

/**
 * A worker that runs up to `limit` jobs of one queue at once, each on its own (a definition's
 * `concurrency`). pg-boss 10's worker runs a fetched batch with Promise.all and fetches again only
 * once the whole batch has ended, so a receiver that hangs for its 10 s timeout held back every
 * job fetched with it and every job enqueued meanwhile. Here a job's end frees its slot and
 * fetches at once: a slow job holds its own slot, nothing else (docs/decisions.md, issue 28).
 */
export class PoolWorker {
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;
  private notified = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly limit: number,
    private readonly intervalMs: number,
    private readonly fetch: (count: number) => Promise<TJob[]>,
    private readonly run: (job: TJob) => Promise<void>,
    private readonly log: JobLog,
  ) {}

  start(): void {
    this.loop ??= this.work();
  }

  /** A job was enqueued or one ended: look for work now rather than after the interval. */
  notify(): void {
    this.notified = true;
    this.wake?.();
  }

  private async work() {
    while (!this.stopping) {
      this.notified = false;
      const free = this.limit - this.running.size;
      let fetched = 0;
      if (free > 0) {
        try {
          const jobs = await this.fetch(free);
          fetched = jobs.length;
          for (const job of jobs) this.begin(job);
        } catch (err) {
          this.log.error({ err }, 'jobs: fetching failed');
        }
      }
      if (this.stopping) break;
      // a full fetch may have left more behind it: look again while there is room
      if ((fetched > 0 && fetched === free) || this.notified) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.intervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private begin(job: TJob) {
    const done = this.run(job).finally(() => {
      this.running.delete(job.id);
      this.notify();
    });
    this.running.set(job.id, done);
  }

  /** Stops fetching and waits for running jobs up to `timeoutMs`; answers the ids still running. */
  async stop(timeoutMs: number): Promise<string[]> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(this.running.values()),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    return [...this.running.keys()];
  }
}
