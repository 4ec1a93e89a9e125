import type { Database } from '../db/client';
import { JOBS, type AppJobs } from './registry';
import { JobQueue, type JobQueueOptions } from './queue';

export type { JobContext, JobDefinition } from './define';
export { defineJob } from './define';
export { JobQueue, type EnqueueOptions, type JobQueueOptions } from './queue';
export { JOBS, type AppJobs } from './registry';

export type AppJobQueue = JobQueue<AppJobs>;

/** The server's queue over its registry. */
export function createJobQueue(database: Database, options: JobQueueOptions): AppJobQueue {
  return new JobQueue(database, JOBS, options);
}
