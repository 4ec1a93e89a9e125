import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, Tx } from '../db/client';
import type { CarrierNetwork } from '../network/index';
import type { PaymentProcessor } from '../payments/port';
import type { Mailer } from '../lib/mailer';
import type { WebhookDeliveryConfig } from '../config';
import type { JobContext, JobDefinitions, JobLog } from './define';
import { PoolWorker } from './pool-worker';
import { databaseExecutor, drizzleExecutor } from './sql-executor';

const DEFAULT_BATCH = 10;
const CLOCK_TICK_MS = 60 * 60_000;
// pg-boss refuses a throttling slot longer than its archive interval (12 hours by default)
const SLOT_SECONDS = 12 * 60 * 60;
const SILENT: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface JobQueueOptions {
  /** fetch and run jobs here (the API process by default, `npm run worker` alone); false only enqueues */
  work: boolean;
  /** how often an idle worker looks for jobs (pg-boss's minimum is 0.5) */
  pollingIntervalSeconds?: number;
  /** how often expired runs are failed (so retried) and old jobs archived */
  maintenanceIntervalSeconds?: number;
  /** jobs a worker takes at once */
  batchSize?: number;
  /** how long stop() lets running handlers finish before failing them (so they are retried) */
  stopTimeoutMs?: number;
  /** what handlers reach the carrier with; a queue that only enqueues needs none */
  network?: CarrierNetwork;
  /** make the definitions' `daily` jobs (production); off in tests, which start them by hand */
  clock?: boolean;
  /** a job's `every` in seconds when not its definition's (the end-to-end run checks alerts often) */
  every?: Record<string, number>;
  /** what handlers charge payment methods with */
  payments?: PaymentProcessor;
  /** what handlers tell users with */
  mailer?: Mailer;
  /** where handler failures are reported */
  log?: JobLog;
  /** how handlers deliver webhooks */
  webhooks?: WebhookDeliveryConfig;
  /** the handlers' clock (ctx.now): the real time unless a test moves it */
  now?: () => Date;
}

export interface EnqueueOptions {
  /** not before this many seconds from now */
  startAfterSeconds?: number;
  /** with the queue's singleton policy, one job of this key runs at a time */
  singletonKey?: string;
}

/**
 * The durable queue (pg-boss, docs/decisions.md "Issue 26: jobs"): its tables live in the
 * `pgboss` schema of our database, and every statement goes through our own connection — the
 * caller's transaction for an enqueue, the database otherwise — so it runs on PGlite's single
 * connection as on a PostgreSQL pool.
 */
export class JobQueue<D extends JobDefinitions> {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();
  private readonly pools = new Map<string, PoolWorker>();

  constructor(
    private readonly database: Database,
    private readonly definitions: D,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: databaseExecutor(database) as PgBoss.Db,
      schema: 'pgboss',
      // pg-boss's own migrator, at start: its schema is its own, versioned by the library
      migrate: true,
      schedule: false,
      supervise: options.work,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    this.boss.on('error', (err) => this.options.log?.error({ err }, 'jobs: queue error'));
  }

  /**
   * Starts once: a second call (a test's, a seed's) finds it started and does nothing. A start that
   * failed, or a stop, lets the next call start it again.
   */
  async start(): Promise<void> {
    this.starting ??= this.startOnce().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private starting: Promise<void> | null = null;
  private clock: NodeJS.Timeout | null = null;

  /**
   * Starts the clock (when the queue was made with `clock` and works): a tick now, then hourly.
   * Apart from start(): server.ts starts it once the demo is seeded, so a month's fees are not
   * charged in the middle of the demo's history.
   */
  startClock(): void {
    if (!this.options.clock || !this.options.work || this.clock) return;
    void this.tick();
    const often = Object.keys(this.definitions).map((name) => (this.everySeconds(name) ?? Infinity) * 1000);
    this.clock = setInterval(() => void this.tick(), Math.min(CLOCK_TICK_MS, ...often));
    this.clock.unref();
  }

  private everySeconds(name: string): number | undefined {
    const def = this.definitions[name];
    return def?.every ? (this.options.every?.[name] ?? def.every.seconds) : undefined;
  }

  /**
   * Makes each `daily` job whose key has no job in this 12-hour slot, and each `every` job whose
   * key has none in its slot; a database that does not answer waits for the next tick.
   */
  async tick(now = new Date()): Promise<void> {
    for (const [name, def] of Object.entries(this.definitions)) {
      const made = def.daily
        ? { ...def.daily(now), slotSeconds: SLOT_SECONDS }
        : def.every
          ? { ...def.every.job(now), slotSeconds: this.everySeconds(name)! }
          : null;
      if (!made) continue;
      const { payload, key, slotSeconds } = made;
      try {
        await this.database.db.transaction((tx) =>
          this.enqueueOnce(tx, name as keyof D & string, payload as never, { key, slotSeconds }),
        );
      } catch (err) {
        this.options.log?.warn({ err, job: { name, key } }, 'jobs: the clock could not make a job');
      }
    }
  }

  private async startOnce(): Promise<void> {
    await this.boss.start();
    for (const [name, def] of Object.entries(this.definitions)) {
      const settings = {
        name,
        retryLimit: def.retryLimit ?? 5,
        retryDelay: def.retryDelaySeconds ?? 2,
        retryBackoff: true,
        expireInSeconds: def.expireInSeconds ?? 300,
        policy: def.policy ?? 'standard',
      };
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, settings);
      else await this.boss.createQueue(name, settings);
    }
    if (!this.options.work) return;
    for (const [name, def] of Object.entries(this.definitions)) {
      if (def.concurrency) {
        this.startPool(name, def.concurrency);
        continue;
      }
      const id = await this.boss.work(
        name,
        {
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
          batchSize: this.options.batchSize ?? DEFAULT_BATCH,
          includeMetadata: true,
        },
        (jobs) => this.runBatch(name, jobs),
      );
      this.workers.set(name, id);
    }
  }

  /** A definition with `concurrency`: its own worker, each job on its own (pool-worker.ts). */
  private startPool(name: string, limit: number) {
    const pool = new PoolWorker(
      limit,
      (this.options.pollingIntervalSeconds ?? 2) * 1000,
      async (count) =>
        ((await this.boss.fetch(name, { batchSize: count, includeMetadata: true })) ??
          []) as PgBoss.JobWithMetadata<unknown>[],
      (job) => this.runJob(name, job, true),
      this.options.log ?? SILENT,
    );
    this.pools.set(name, pool);
    pool.start();
  }

  /**
   * Writes the job with the caller's transaction: it exists if and only if the caller's rows
   * commit. The payload is checked against the job's schema first.
   */
  async enqueue<N extends keyof D & string>(
    tx: Tx,
    name: N,
    payload: z.input<D[N]['payload']>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const data = this.definitions[name]!.payload.parse(payload) as object;
    const id = await this.boss.send(name, data, {
      db: drizzleExecutor(tx),
      // as a time, not seconds: pg-boss binds the same text to a timestamptz parameter, and '2'
      // is no timestamp (PostgreSQL types the parameter from its cast, 22007 at bind)
      ...(options.startAfterSeconds
        ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
        : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    } as PgBoss.SendOptions);
    if (!id) throw new Error(`jobs: ${name} was not enqueued`);
    this.wakeSoon(name);
    return id;
  }

  /**
   * Enqueues unless a job of this key was made in the same slot of `slotSeconds` (pg-boss's
   * singletonSeconds): a clock that ticks often starts the work once a slot. Null when one was.
   */
  async enqueueOnce<N extends keyof D & string>(
    tx: Tx,
    name: N,
    payload: z.input<D[N]['payload']>,
    once: { key: string; slotSeconds: number },
  ): Promise<string | null> {
    const data = this.definitions[name]!.payload.parse(payload) as object;
    const id = await this.boss.send(name, data, {
      db: drizzleExecutor(tx),
      singletonKey: once.key,
      singletonSeconds: once.slotSeconds,
    } as PgBoss.SendOptions);
    if (id) this.wakeSoon(name);
    return id;
  }

  /** The job's record (state, retries, output), for tests and an operator's view. */
  async job(name: string, id: string) {
    return this.boss.getJobById(name, id, { includeArchive: true });
  }

  /** Stops fetching, lets running handlers finish (up to stopTimeoutMs), then fails the rest. */
  async stop(): Promise<void> {
    this.starting = null;
    if (this.clock) clearInterval(this.clock);
    this.clock = null;
    const pools = [...this.pools.entries()];
    this.pools.clear();
    for (const [name, pool] of pools) {
      const unfinished = await pool.stop(this.options.stopTimeoutMs ?? 8_000);
      // failed, so retried: a run cut short by a stop is a run that may repeat (THE RULE)
      for (const id of unfinished) await this.boss.fail(name, id, { message: 'stopped while running' });
    }
    await this.boss.stop({
      graceful: true,
      wait: true,
      close: false,
      timeout: this.options.stopTimeoutMs ?? 8_000,
    });
  }

  /**
   * An idle worker sleeps for its polling interval. A job enqueued in this process wakes it: at
   * once, which on PGlite runs right after the enqueuing transaction (one connection, in turn),
   * and twice shortly after, for PostgreSQL where a fetch may have raced the commit (drizzle has
   * no after-commit hook). A worker busy fetching just loops again instead of sleeping.
   */
  private wakeSoon(name: string) {
    const pool = this.pools.get(name);
    if (pool) {
      setImmediate(() => pool.notify());
      for (const ms of [5, 25]) setTimeout(() => pool.notify(), ms).unref();
      return;
    }
    const id = this.workers.get(name);
    if (!id) return;
    setImmediate(() => this.boss.notifyWorker(id));
    for (const ms of [5, 25]) setTimeout(() => this.boss.notifyWorker(id), ms).unref();
  }

  private async runBatch(name: string, jobs: PgBoss.JobWithMetadata<unknown>[]) {
    // pg-boss 10's worker sleeps its polling interval after every fetch, even a full one, which
    // capped a backlog at batchSize jobs per interval (10 per 2 s); a full batch fetches again at once.
    const id = this.workers.get(name);
    if (id && jobs.length >= (this.options.batchSize ?? DEFAULT_BATCH)) this.boss.notifyWorker(id);
    await Promise.all(jobs.map((job) => this.runJob(name, job, false)));
  }

  /**
   * One job: its handler, and a failure kept to this job (pg-boss fails a batch as a whole;
   * failing this one keeps its neighbours' results). A pool's job is also completed here when
   * its handler did not (pg-boss's worker completes a batch's jobs itself; a pool has no batch).
   */
  private async runJob(name: string, job: PgBoss.JobWithMetadata<unknown>, complete: boolean) {
    const def = this.definitions[name]!;
    try {
      const payload = def.payload.parse(job.data);
      await def.handler(payload, this.context(name, job));
      if (complete) await this.boss.complete(name, job.id);
    } catch (err) {
      this.options.log?.error(
        { err, job: { name, id: job.id, retryCount: job.retryCount } },
        'jobs: handler failed',
      );
      try {
        await this.boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
      } catch (failErr) {
        // the database is away: the run's expiry fails it later, so it is retried all the same
        this.options.log?.error({ err: failErr, job: { name, id: job.id } }, 'jobs: could not fail a job');
      }
    }
  }

  private context(name: string, job: PgBoss.JobWithMetadata<unknown>): JobContext {
    const db = this.database.db;
    const { network, payments, mailer, webhooks } = this.options;
    const missing = (what: string) =>
      new Error(`jobs: ${name} needs ${what}, and this queue was made without one`);
    return {
      id: job.id,
      retryCount: job.retryCount,
      db,
      get network(): CarrierNetwork {
        if (!network) throw missing('the network');
        return network;
      },
      get payments(): PaymentProcessor {
        if (!payments) throw missing('the payment processor');
        return payments;
      },
      log: this.options.log ?? SILENT,
      now: this.options.now ?? (() => new Date()),
      get webhooks(): WebhookDeliveryConfig {
        if (!webhooks) throw missing('webhook delivery settings');
        return webhooks;
      },
      jobs: {
        enqueue: (tx, next, payload, options) =>
          this.enqueue(tx, next as keyof D & string, payload as never, options),
      },
      get mailer(): Mailer {
        if (!mailer) throw missing('a mailer');
        return mailer;
      },
      transaction: (work) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          // typed as void, pg-boss answers { affected }: 0 when the job was not active any more
          const done = (await this.boss.complete(name, job.id, {}, {
            db: drizzleExecutor(tx),
          } as PgBoss.ConnectionOptions)) as unknown as { affected: number };
          if (done.affected === 0)
            throw new Error(`jobs: ${name} ${job.id} is no longer active; its run is rolled back`);
          return result;
        }),
    };
  }
}
