import { usageAlertsResource, type TUsageAlertInput } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { usageAlerts } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

type TDemoAlert = Omit<TUsageAlertInput, 'webhookId'>;

/**
 * Acme's usage alerts, as a careful owner sets them: above what the demo uses, so none fires on
 * its own (a firing is the job's to make, from real usage: the demo seeds no fired state).
 */
const ACME_ALERTS: TDemoAlert[] = [
  {
    name: 'SMS spend over $100 a day',
    category: 'sms_outbound',
    triggerBy: 'amount',
    threshold: 100,
    period: 'daily',
    enabled: true,
  },
  {
    name: 'Over 50,000 SMS segments a month',
    category: 'sms_outbound',
    triggerBy: 'quantity',
    threshold: 50_000,
    period: 'monthly',
    enabled: true,
  },
  {
    name: 'MMS spend over $250 a month',
    category: 'mms',
    triggerBy: 'amount',
    threshold: 250,
    period: 'monthly',
    enabled: true,
  },
  {
    name: 'Inbound surge (over 5,000 a day)',
    category: 'sms_inbound',
    triggerBy: 'quantity',
    threshold: 5_000,
    period: 'daily',
    enabled: false,
  },
];

/** Acme's usage alerts, while it has none. */
export async function seedUsageAlerts(db: Db, accounts: DemoAccounts): Promise<void> {
  const accountSid = accounts.acme.accountSid;
  await addWhileNone(db, { table: usageAlerts, account: usageAlerts.accountSid }, accountSid, () =>
    ACME_ALERTS.map((alert, i) => ({
      ...alert,
      id: demoId(usageAlertsResource, `acme-${i}`),
      accountSid,
      webhookId: null,
      createdAt: new Date(Date.UTC(2026, 9, 5 + i * 4, 10)),
      updatedAt: new Date(Date.UTC(2026, 9, 5 + i * 4, 10)),
    })),
  );
}
