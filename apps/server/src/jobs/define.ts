import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import type { CarrierNetwork } from '../network/index';
import type { PaymentProcessor } from '../payments/port';
import type { Mailer } from '../lib/mailer';
import type { WebhookDeliveryConfig } from '../config';
import type { EnqueueOptions } from './queue';

/**
 * Enqueues another job with the handler's transaction (a fan-out, a recharge a charge started).
 * Loosely typed to keep the registry's types acyclic; the queue checks each payload against its
 * job's schema.
 */
export interface JobEnqueuer {
  enqueue(tx: Tx, name: string, payload: object, options?: EnqueueOptions): Promise<string>;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a handler knows about the run it is in. */
export interface JobContext {
  /** the job's id: the idempotency key for anything the handler does outside our database */
  id: string;
  /** 0 on the first run, then 1, 2, … */
  retryCount: number;
  db: Db;
  /** the carrier network (DESIGN.md §8): the simulated one unless another is configured */
  network: CarrierNetwork;
  /** the payment processor (DESIGN.md §8): the simulated one unless another is configured */
  payments: PaymentProcessor;
  /** where mail to users goes: SMTP or the outbox */
  mailer: Mailer;
  /** how webhook deliveries go out: the timeout, and whether private addresses are allowed */
  webhooks: WebhookDeliveryConfig;
  /** the time: the queue's clock (tests move it to see what 24 hours of failures do) */
  now(): Date;
  /** where a handler reports what a user is not told */
  log: JobLog;
  /** the queue itself, to enqueue with a transaction */
  jobs: JobEnqueuer;
  /**
   * Runs `work` in a transaction that also marks the job completed: the handler's rows and the
   * job's completion commit together, so a run killed before the commit leaves neither, and the
   * retry starts from a clean slate. If the job is no longer active (another run finished it),
   * the transaction rolls back.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * A kind of job. THE RULE: a handler may run more than once (a process killed mid-job, a run
 * past its expiry, a retry after an error that happened after the effect). It must be idempotent:
 * database effects go through `ctx.transaction` (they commit with the completion, once), and
 * effects elsewhere (an HTTP call, an e-mail) carry `ctx.id` as their idempotency key or check
 * first whether they already happened.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  payload: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  /** retries after the first failure (default 5) */
  retryLimit?: number;
  /** the first retry's delay in seconds; each later one doubles it, with jitter (default 2) */
  retryDelaySeconds?: number;
  /** a run longer than this is taken as dead and retried (default 300) */
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy: 'singleton' runs one job per singleton key at a time (the others
   * wait), which serialises a job's runs per account (default 'standard')
   */
  policy?: 'standard' | 'singleton';
  /**
   * Run up to this many jobs at once, each on its own: the worker fetches another as soon as one
   * ends, instead of a batch at a time (pg-boss's worker waits for its whole batch before it
   * fetches again, so one slow job holds back the jobs behind it). For handlers that wait on
   * others (a webhook receiver that may take its whole timeout); unset, jobs run in batches.
   */
  concurrency?: number;
  /**
   * Made by the queue's clock (a worker with `clock` on): the job to make now, and its key. The
   * clock ticks at start and hourly, and makes one job of a key a day (pg-boss's singletonSeconds).
   */
  daily?: (now: Date) => { payload: z.input<S>; key: string };
  /**
   * Made by the queue's clock once every `seconds` (a slot of that length, one job a slot), for
   * work that watches (usage alerts); the clock ticks at least that often.
   */
  every?: { seconds: number; job: (now: Date) => { payload: z.input<S>; key: string } };
}

export type JobDefinitions = Record<string, JobDefinition>;

/** Keeps the payload's type tied to its handler. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
