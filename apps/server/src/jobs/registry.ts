import { z } from 'zod';
import { BILLING_JOBS } from '../modules/billing/jobs';
import { MESSAGE_EXPORT_JOBS } from '../modules/message-exports/jobs';
import { MESSAGE_JOBS } from '../modules/messages/jobs';
import { NUMBER_JOBS } from '../modules/numbers/jobs';
import { STATS_JOBS } from '../modules/stats/jobs';
import { WEBHOOK_JOBS } from '../modules/webhooks/jobs';
import { defineJob } from './define';

/**
 * Every kind of job the server runs: the name is the queue's name, the schema checks the payload
 * when it is enqueued and again when it runs (a payload written by an older release).
 */
export const JOBS = {
  /** does nothing: the benchmark's job, and a check that the queue moves */
  'jobs.noop': defineJob({ payload: z.object({ at: z.number().optional() }), handler: async () => {} }),
  ...NUMBER_JOBS,
  ...BILLING_JOBS,
  ...MESSAGE_JOBS,
  ...MESSAGE_EXPORT_JOBS,
  ...WEBHOOK_JOBS,
  ...STATS_JOBS,
};

export type AppJobs = typeof JOBS;
