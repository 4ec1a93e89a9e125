import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { decideCallerName } from './caller-name-repository';
import { finishOrder, orderingNumber, phoneNumberOf } from './order-repository';

/**
 * The carrier's side of a number's life, as jobs (issue 26): an order completes after a short
 * delay, a release hands the number back, a caller name is reviewed. Each may run twice: the
 * row changes only from the state the job expects.
 */
export const NUMBER_JOBS = {
  'numbers.order': defineJob({
    payload: z.object({ phoneSid: z.string() }),
    async handler({ phoneSid }, ctx) {
      const phoneNumber = await orderingNumber(ctx.db, phoneSid);
      if (!phoneNumber) return; // released before the order completed, or completed already
      // the simulated carrier orders a number once however often it is asked; a real adapter
      // takes the job's id as the order's idempotency key
      const result = await ctx.network.order(phoneNumber);
      await ctx.transaction((tx) => finishOrder(tx, phoneSid, result.ok));
    },
  }),
  'numbers.release': defineJob({
    payload: z.object({ phoneNumber: z.string() }),
    async handler({ phoneNumber }, ctx) {
      await ctx.network.release(phoneNumber);
    },
  }),
  'numbers.cnam-review': defineJob({
    payload: z.object({ phoneSid: z.string(), cnam: z.string() }),
    async handler({ phoneSid, cnam }, ctx) {
      const phoneNumber = await phoneNumberOf(ctx.db, phoneSid);
      if (!phoneNumber) return;
      const decision = await ctx.network.reviewCaller(phoneNumber, cnam);
      await ctx.transaction((tx) => decideCallerName(tx, phoneSid, cnam, decision));
    },
  }),
};
