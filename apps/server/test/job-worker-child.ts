/**
 * A worker process for the restart test (jobs.test.ts): runs one slow job kind whose side
 * effect is a row in job_effects, prints "started <id> <retryCount>" when a run begins and
 * "completed <id>" when its transaction committed. With ENQUEUE=1 it first enqueues one job.
 * JOB_DB is a PostgreSQL URL or a PGlite data directory.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../src/db/client';
// the queue and its definitions alone: the index brings the registry and every module's jobs
import { defineJob } from '../src/jobs/define';
import { JobQueue } from '../src/jobs/queue';

const target = process.env.JOB_DB!;
const database = await openDatabase(
  target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target },
);
await database.db.execute(
  sql`create table if not exists job_effects (job_id text not null, run int not null)`,
);

const queue = new JobQueue(
  database,
  {
    'test.slow': defineJob({
      payload: z.object({ holdMs: z.number() }),
      expireInSeconds: 1,
      retryDelaySeconds: 1,
      retryLimit: 3,
      handler: async ({ holdMs }, ctx) => {
        console.log(`started ${ctx.id} ${ctx.retryCount}`);
        // the first run is the one the test kills; a retry must finish within the 1 s expiry
        if (ctx.retryCount === 0) await new Promise((r) => setTimeout(r, holdMs));
        await ctx.transaction(async (tx) => {
          await tx.execute(sql`insert into job_effects (job_id, run) values (${ctx.id}, ${ctx.retryCount})`);
        });
        console.log(`completed ${ctx.id}`);
      },
    }),
  },
  { work: true, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, stopTimeoutMs: 1000 },
);
await queue.start();
if (process.env.ENQUEUE === '1') {
  const id = await database.db.transaction((tx) => queue.enqueue(tx, 'test.slow', { holdMs: 1500 }));
  console.log(`enqueued ${id}`);
}
console.log('ready');
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
