import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { defineJob, JobQueue } from '../src/jobs/index';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { createTestDatabase } from './helpers';
import { adminQuery, withDatabase } from './global-setup';
import { until as untilHolds } from './until';

const until = (check: () => Promise<boolean>, timeoutMs = 10_000) => untilHolds(check, timeoutMs, 50);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the job queue', () => {
  let database: Database;
  const runs: Array<{ name: string; at: number; retryCount: number }> = [];
  const definitions = {
    'test.effect': defineJob({
      payload: z.object({ key: z.string() }),
      handler: async ({ key }, ctx) => {
        runs.push({ name: 'effect', at: Date.now(), retryCount: ctx.retryCount });
        await ctx.transaction(async (tx) => {
          await tx.execute(sql`insert into job_effects (key) values (${key})`);
        });
      },
    }),
    'test.fails': defineJob({
      payload: z.object({}),
      retryLimit: 2,
      retryDelaySeconds: 1,
      handler: async (_payload, ctx) => {
        runs.push({ name: 'fails', at: Date.now(), retryCount: ctx.retryCount });
        throw new Error('the carrier said no');
      },
    }),
  };
  let queue: JobQueue<typeof definitions>;
  const effects = async (key: string) => {
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from job_effects where key = ${key}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return rows[0]!.n;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table job_effects (key text not null)`);
    queue = new JobQueue(database, definitions, { work: true, pollingIntervalSeconds: 0.5 });
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const rollback = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_effects (key) values ('caller-row')`);
        await queue.enqueue(tx, 'test.effect', { key: 'rolled-back' });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // two polling intervals and the wake-up after enqueue: time enough for it to have run
    await sleep(1_200);
    expect(await effects('rolled-back')).toBe(0);
    expect(await effects('caller-row')).toBe(0);
  });

  it('runs a job enqueued in a committed transaction once, with the caller rows', async () => {
    const id = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into job_effects (key) values ('caller-row-2')`);
      return queue.enqueue(tx, 'test.effect', { key: 'committed' });
    });
    await until(async () => (await queue.job('test.effect', id))?.state === 'completed');
    await sleep(600);
    expect(await effects('committed')).toBe(1);
    expect(await effects('caller-row-2')).toBe(1);
  });

  it('refuses a payload its schema refuses, before anything is written', async () => {
    await expect(
      database.db.transaction((tx) =>
        queue.enqueue(tx, 'test.effect', { key: 42 } as unknown as { key: string }),
      ),
    ).rejects.toThrow();
  });

  it('retries a failing handler with growing delays, then marks it failed', async () => {
    const id = await database.db.transaction((tx) => queue.enqueue(tx, 'test.fails', {}));
    await until(async () => (await queue.job('test.fails', id))?.state === 'failed', 20_000);
    const tries = runs.filter((r) => r.name === 'fails');
    expect(tries.map((r) => r.retryCount)).toEqual([0, 1, 2]);
    // backoff: delay × 2^n × (1 to 2) seconds — 1–2 s, then 2–4 s (minus a polling interval's slack)
    const first = tries[1]!.at - tries[0]!.at;
    const second = tries[2]!.at - tries[1]!.at;
    expect(first).toBeGreaterThanOrEqual(900);
    expect(second).toBeGreaterThanOrEqual(1_900);
    const job = await queue.job('test.fails', id);
    expect(job?.retryCount).toBe(2);
    expect(JSON.stringify(job?.output)).toContain('the carrier said no');
  }, 30_000);
});

describe('the queue in the API process', () => {
  it('runs the registry jobs, and app.close() stops it before the database closes', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), database);
    await app.jobs.start();
    const id = await database.db.transaction((tx) => app.jobs.enqueue(tx, 'jobs.noop', { at: Date.now() }));
    await until(async () => (await app.jobs.job('jobs.noop', id))?.state === 'completed');
    await app.close();
    await expect(database.ping()).rejects.toThrow();
  });
});

/** The restart test: a worker process killed mid-job, started again: the job completes once. */
describe('a worker killed mid-job', () => {
  const child = join(import.meta.dirname, 'job-worker-child.ts');
  let target = '';
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const url = process.env.DATABASE_URL!;
      const name = `parley_jobs_${randomBytes(5).toString('hex')}`;
      await adminQuery(url, `create database ${name}`);
      target = withDatabase(url, name);
      cleanup = () => adminQuery(url, `drop database if exists ${name} with (force)`);
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'parley-jobs-'));
      target = join(dir, 'pglite');
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => cleanup());

  function start(enqueue: boolean): {
    proc: ChildProcess;
    waitFor: (re: RegExp) => Promise<RegExpExecArray>;
  } {
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      env: { ...process.env, JOB_DB: target, ENQUEUE: enqueue ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout!.on('data', (d) => (out += d));
    proc.stderr!.on('data', (d) => (out += d));
    const waitFor = (re: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${re} in:\n${out}`)), 25_000);
        const look = () => {
          const m = re.exec(out);
          if (m) {
            clearTimeout(timer);
            proc.stdout!.off('data', look);
            resolve(m);
          }
        };
        proc.stdout!.on('data', look);
        look();
      });
    return { proc, waitFor };
  }
  const exited = (proc: ChildProcess) =>
    new Promise<number | null>((resolve) =>
      proc.exitCode !== null || proc.signalCode !== null ? resolve(proc.exitCode) : proc.on('exit', resolve),
    );

  it('runs the job again after the restart, and its effect happens once', async () => {
    const first = start(true);
    const [, id] = await first.waitFor(/enqueued (\S+)/);
    await first.waitFor(/started \S+ 0/);
    first.proc.kill('SIGKILL');
    await exited(first.proc);

    const second = start(false);
    // the killed run stays active until it expires (1 s); upkeep then fails it, and it is retried
    await second.waitFor(new RegExp(`completed ${id}`));
    second.proc.kill('SIGTERM');
    expect(await exited(second.proc)).toBe(0);

    const database = await openDatabase(
      target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target },
    );
    try {
      const { rows } = (await database.db.execute(
        sql`select run from job_effects where job_id = ${id!}`,
      )) as unknown as { rows: Array<{ run: number }> };
      expect(rows).toHaveLength(1);
      expect(rows[0]!.run).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
