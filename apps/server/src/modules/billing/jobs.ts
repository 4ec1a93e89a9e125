import { z } from 'zod';
import {
  AUTO_RECHARGE_TEXT,
  feeMonth,
  fillText,
  formatUnits,
  unitsOfDollars,
  type TAutoRechargeOutcome,
} from '@parley/domain';
import { defineJob, type JobContext } from '../../jobs/define';
import { holdersOf } from '../../lib/account-holders';
import {
  autoRechargeRow,
  balanceUnits,
  rechargedSince,
  rechargedThisMonth,
  recordAttempt,
} from './auto-recharge-repository';
import { chargeableMethod, fundFromMethod, unchargeableReason } from './funds-repository';
import { accountsWithFees, chargeAccountMonth } from './monthly-fees-repository';

async function tellHolders(ctx: JobContext, accountSid: string, message: string) {
  for (const to of await holdersOf(ctx.db, accountSid))
    await ctx.mailer.send({ to, subject: AUTO_RECHARGE_TEXT.failedSubject, text: message });
}

const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/**
 * Auto recharge (issue 27), started by the charge that took the balance below a level
 * (ledger.ts). One job per account runs at a time (the queue's singleton policy), and a job whose
 * crossing a recharge has since answered does nothing: never two recharges for one crossing. The
 * processor is charged with the crossing's key, so a rerun after a crash charges once.
 */
export const BILLING_JOBS = {
  'billing.auto-recharge': defineJob({
    payload: z.object({ accountSid: z.string(), entryId: z.string() }),
    policy: 'singleton',
    async handler({ accountSid, entryId }, ctx) {
      const settings = await autoRechargeRow(ctx.db, accountSid);
      if (!settings?.enabled) return;
      if (await rechargedSince(ctx.db, accountSid, entryId)) return;
      if ((await balanceUnits(ctx.db, accountSid)) >= unitsOfDollars(settings.threshold)) return;

      const amountUnits = unitsOfDollars(settings.amount);
      const amount = formatUnits(amountUnits);
      const stop = async (outcome: TAutoRechargeOutcome, message: string) => {
        await ctx.transaction((tx) => recordAttempt(tx, accountSid, outcome, message));
        await tellHolders(ctx, accountSid, message);
      };
      const spent = await rechargedThisMonth(ctx.db, accountSid);
      if (spent + amountUnits > unitsOfDollars(settings.monthlyLimit))
        return stop(
          'limit_reached',
          fillText(AUTO_RECHARGE_TEXT.limitReached, {
            limit: formatUnits(unitsOfDollars(settings.monthlyLimit)),
          }),
        );
      const method =
        (await chargeableMethod(ctx.db, accountSid, settings.paymentMethodId)) ??
        (await chargeableMethod(ctx.db, accountSid, null));
      if (!method)
        return stop(
          'no_payment_method',
          fillText(AUTO_RECHARGE_TEXT.failed, { amount, reason: AUTO_RECHARGE_TEXT.noPaymentMethod }),
        );
      const reason = unchargeableReason(method);
      if (reason) return stop('declined', fillText(AUTO_RECHARGE_TEXT.failed, { amount, reason }));

      const result = await fundFromMethod(
        { db: ctx.db, processor: ctx.payments },
        {
          accountSid,
          method,
          amountUnits,
          kind: 'auto_recharge',
          ledgerKey: `auto-recharge:${entryId}`,
          createdBy: null,
        },
        (work) =>
          ctx.transaction(async (tx) => {
            const posted = await work(tx);
            await recordAttempt(tx, accountSid, 'recharged', `Recharged ${amount} from ${method.label}.`);
            return posted;
          }),
      );
      if (!result.ok)
        await stop('declined', fillText(AUTO_RECHARGE_TEXT.failed, { amount, reason: result.message }));
    },
  }),

  /**
   * A month's fees (issue 27): made by the queue's clock twice a day (JOBS_CLOCK), it makes a job
   * per account that owes fees. Running it again charges nothing twice (a key per fee and month),
   * so each run also retries the fees an earlier one could not charge.
   */
  'billing.monthly-fees': defineJob({
    payload: z.object({ month: ZMonth }),
    daily: (now) => ({ payload: { month: feeMonth(now) }, key: `fees:${feeMonth(now)}` }),
    async handler({ month }, ctx) {
      const owing = await accountsWithFees(ctx.db, month);
      await ctx.transaction(async (tx) => {
        for (const accountSid of owing)
          await ctx.jobs.enqueue(tx, 'billing.account-fees', { accountSid, month });
      });
    },
  }),
  'billing.account-fees': defineJob({
    payload: z.object({ accountSid: z.string(), month: ZMonth }),
    async handler({ accountSid, month }, ctx) {
      const fees = await chargeAccountMonth(ctx.db, ctx.jobs, accountSid, month);
      if (fees.unpaid)
        ctx.log.warn({ accountSid, month, ...fees }, 'billing: fees the balance did not cover');
    },
  }),
};
