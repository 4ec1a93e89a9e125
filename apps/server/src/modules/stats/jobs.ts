import { z } from 'zod';
import {
  MONEY_UNITS_PER_DOLLAR,
  USAGE_ALERT_NOTICE_TEXTS as N,
  fillText,
  unitsOfDollars,
  unitsOfMoneyText,
  usageAlertSentence,
} from '@parley/domain';
import { defineJob } from '../../jobs/define';
import { holdersOf } from '../../lib/account-holders';
import { accountZone } from '../../lib/reader-zone';
import { emitWebhookEvent } from '../../lib/webhook-events';
import { usageOf } from './usage-repository';
import type { TStatsWindow } from './repository';
import {
  accountsWithAlerts,
  alertsToCheck,
  fireAlert,
  usageBound,
  type TAlertRow,
} from './usage-alerts-repository';

/** How often usage is checked against the alerts: the delay a user may wait for one (decisions). */
export const USAGE_ALERT_CHECK_SECONDS = 300;

/** The day in a zone as the usage report labels it (YYYY-MM-DD): en-CA writes dates that way. */
const dayIn = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

interface TCrossing {
  alert: TAlertRow;
  period: string;
  value: number;
}

/**
 * Usage alerts (issue 29, Twilio's usage triggers). The queue's clock makes a check every 5
 * minutes, which makes one job per account with an alert on; that job reads each alert's usage
 * for its day or month so far (the /usage report's figures, in the account's zone) and fires
 * those that reached their threshold: once per period (fireAlert's conditional update), with the
 * usage_alert webhook event in the same transaction, then a mail to the account's holders.
 */
export const STATS_JOBS = {
  'stats.usage-alerts': defineJob({
    payload: z.object({ at: z.number() }),
    every: {
      seconds: USAGE_ALERT_CHECK_SECONDS,
      job: (now) => ({ payload: { at: now.getTime() }, key: 'usage-alerts' }),
    },
    async handler(_payload, ctx) {
      const accounts = await accountsWithAlerts(ctx.db);
      await ctx.transaction(async (tx) => {
        for (const accountSid of accounts)
          await ctx.jobs.enqueue(
            tx,
            'stats.account-usage-alerts',
            { accountSid },
            { singletonKey: accountSid },
          );
      });
    },
  }),
  'stats.account-usage-alerts': defineJob({
    payload: z.object({ accountSid: z.string() }),
    policy: 'singleton',
    async handler({ accountSid }, ctx) {
      const now = ctx.now();
      const zone = await accountZone(ctx.db, accountSid);
      const at = now.getTime();
      const windowOf = (alert: TAlertRow): TStatsWindow => ({
        startTimeMs: at,
        endTimeMs: at,
        period: alert.period === 'daily' ? 'days' : 'months',
        zone,
      });
      const reaches = (alert: TAlertRow, figures: { quantity: number; units: number }) =>
        alert.triggerBy === 'amount'
          ? figures.units >= unitsOfDollars(alert.threshold)
          : figures.quantity >= alert.threshold;
      const day = dayIn(zone, now);
      const month = day.slice(0, 7);
      const crossings: TCrossing[] = [];
      for (const alert of await alertsToCheck(ctx.db, accountSid, day, month)) {
        // the rollup's bound first: most checks end here, far from the threshold
        const bound = await usageBound(ctx.db, accountSid, windowOf(alert), alert.category);
        if (bound && !reaches(alert, bound)) continue;
        const [used] = await usageOf(ctx.db, accountSid, windowOf(alert), alert.category);
        const units = unitsOfMoneyText(used!.amount);
        if (reaches(alert, { quantity: used!.quantity, units }))
          crossings.push({
            alert,
            period: used!.period,
            value: alert.triggerBy === 'amount' ? units / MONEY_UNITS_PER_DOLLAR : used!.quantity,
          });
      }
      if (!crossings.length) return;

      const fired = await ctx.transaction(async (tx) => {
        const won: TCrossing[] = [];
        for (const c of crossings) {
          if (!(await fireAlert(tx, c.alert, c.period, c.value, now))) continue;
          won.push(c);
          await emitWebhookEvent(tx, ctx.jobs, {
            accountSid,
            event: 'usage_alert',
            at: now,
            alsoTo: c.alert.webhookId,
            data: {
              accountsid: accountSid,
              alertid: c.alert.id,
              alertname: c.alert.name,
              category: c.alert.category,
              triggerby: c.alert.triggerBy,
              threshold: c.alert.threshold,
              period: c.alert.period,
              currentperiod: c.period,
              value: c.value,
              createdtime: now.toISOString(),
            },
          });
        }
        return won;
      });
      // after the commit, so a mail is never sent for a firing that rolled back; a crash here
      // loses the mail (the notice and the webhook stay), which beats mailing twice
      if (!fired.length) return;
      const holders = await holdersOf(ctx.db, accountSid);
      for (const c of fired) {
        const sentence = usageAlertSentence({
          ...c.alert,
          lastFiredPeriod: c.period,
          lastFiredAt: now.toISOString(),
          lastFiredValue: c.value,
        });
        const footer = fillText(N.mailFooter, { next: c.alert.period === 'daily' ? N.nextDay : N.nextMonth });
        for (const to of holders)
          await ctx.mailer.send({
            to,
            subject: fillText(N.mailSubject, { name: c.alert.name }),
            text: `${sentence}\n\n${footer}`,
          });
      }
    },
  }),
};
