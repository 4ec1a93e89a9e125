import { z } from 'zod';
import { CARRIER_ERROR_CODES } from '@parley/domain';
import { defineJob } from '../../jobs/define';
import { applyReceipt, handOver } from './handover';
import { pruneAccountEvents } from '../../lib/account-events';
import { wakeSnoozed } from './inbox-repository';
import { ensureMessagePartitions } from './rows-repository';

/** Months of messages' partitions made ahead of the current one (DESIGN.md §7). */
const PARTITIONS_AHEAD = 3;

/** Messages' jobs (issue 28): the network's handover, its receipts, and next months' partitions. */
export const MESSAGE_JOBS = {
  'messages.submit': defineJob({
    payload: z.object({ sid: z.string() }),
    retryDelaySeconds: 1,
    handler: async ({ sid }, ctx) => {
      await handOver(ctx.db, { network: ctx.network, jobs: ctx.jobs }, sid, ctx.transaction);
    },
  }),
  'messages.receipt': defineJob({
    payload: z.object({
      sid: z.string(),
      status: z.enum(['sent', 'delivered', 'undelivered', 'failed']),
      errorCode: z.enum(CARRIER_ERROR_CODES).nullable(),
      at: z.iso.datetime(),
    }),
    retryDelaySeconds: 1,
    handler: async ({ sid, status, errorCode, at }, ctx) => {
      await ctx.transaction((tx) => applyReceipt(tx, ctx.jobs, sid, { status, errorCode, at: new Date(at) }));
    },
  }),
  // the inbox (issue 30): a snoozed conversation opens again when its time comes
  'inbox.wake-snoozed': defineJob({
    payload: z.object({ at: z.number() }),
    policy: 'singleton',
    every: { seconds: 60, job: (now) => ({ payload: { at: now.getTime() }, key: 'wake-snoozed' }) },
    handler: async (_payload, ctx) => {
      await ctx.transaction((tx) => wakeSnoozed(tx, ctx.now()));
    },
  }),
  // live events are kept a day for streams that reconnect (lib/account-events.ts)
  'events.prune': defineJob({
    payload: z.object({ day: z.string() }),
    policy: 'singleton',
    daily: (now) => {
      const day = now.toISOString().slice(0, 10);
      return { payload: { day }, key: `events-prune:${day}` };
    },
    handler: async (_payload, ctx) => {
      await ctx.transaction((tx) => pruneAccountEvents(tx, ctx.now()));
    },
  }),
  'messages.partitions': defineJob({
    payload: z.object({ day: z.string() }),
    policy: 'singleton',
    daily: (now) => {
      const day = now.toISOString().slice(0, 10);
      return { payload: { day }, key: `partitions:${day}` };
    },
    handler: async (_payload, ctx) => {
      await ctx.transaction((tx) => ensureMessagePartitions(tx, PARTITIONS_AHEAD));
    },
  }),
};
