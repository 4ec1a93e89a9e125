import { webhooksResource, type TWebhookEvent } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { webhooks } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

type TDemoHook = [name: string, url: string, enabled: boolean, events: TWebhookEvent[]];

const CALLS: TWebhookEvent[] = ['call_in_progress', 'call_answered', 'call_completion'];

/** A dozen webhooks for Acme, some off, as a busy account would have them; one or two for the others. */
const DEMO_HOOKS: Partial<Record<keyof DemoAccounts, TDemoHook[]>> = {
  acme: [
    ['CRM call log', 'https://crm.acme-example.com/hooks/parley/calls', true, CALLS],
    ['CRM messages', 'https://crm.acme-example.com/hooks/parley/sms', true, ['sms_inbound', 'sms_outbound']],
    ['Support desk inbound SMS', 'https://support.acme-example.com/api/sms', true, ['sms_inbound']],
    ['Recording archive', 'https://archive.acme-example.com/ingest/recordings', true, ['recording']],
    ['Voicemail to email', 'https://mailer.acme-example.com/voicemail', true, ['voicemail']],
    ['Campaign analytics', 'https://analytics.acme-example.com/events/campaigns', true, ['campaign_status']],
    ['Live list monitor', 'https://ops.acme-example.com/live-lists', false, ['live_list_status']],
    ['Agent presence board', 'https://ops.acme-example.com/presence', true, ['webrtc_user_status']],
    [
      'Call thresholds alert',
      'https://alerts.acme-example.com/thresholds',
      true,
      ['call_threshold', 'call_threshold_reset'],
    ],
    [
      'Data warehouse (all events)',
      'https://etl.acme-example.com/parley',
      true,
      ['call_completion', 'sms_outbound', 'recording', 'voicemail'],
    ],
    ['Old CRM (retired)', 'http://legacy-crm.acme-example.com/callback', false, CALLS],
    ['Staging test', 'https://staging.acme-example.com/webhooks', false, ['sms_inbound']],
  ],
  west: [['Acme West CRM', 'https://crm.acmewest-example.com/parley', true, CALLS]],
  brightline: [
    ['Dispatch SMS', 'https://dispatch.brightline-example.com/sms', true, ['sms_inbound', 'sms_outbound']],
    ['Driver call log', 'https://dispatch.brightline-example.com/calls', true, ['call_completion']],
  ],
  summit: [
    ['Patient reminders replies', 'https://care.summit-example.com/sms-replies', true, ['sms_inbound']],
  ],
};

/** Each demo account's webhooks, while it has none. */
export async function seedWebhooks(db: Db, accounts: DemoAccounts): Promise<void> {
  for (const [key, hooks] of Object.entries(DEMO_HOOKS) as Array<[keyof DemoAccounts, TDemoHook[]]>) {
    const accountSid = accounts[key].accountSid;
    await addWhileNone(db, { table: webhooks, account: webhooks.accountSid }, accountSid, () =>
      hooks.map(([name, url, enabled, events], i) => ({
        id: demoId(webhooksResource, `${key}-${i}`),
        accountSid,
        name,
        url,
        enabled,
        events,
        // spread over some weeks, so "newest first" means something
        createdAt: new Date(Date.UTC(2026, 8, 1 + i * 3, 9 + i)),
        updatedAt: new Date(Date.UTC(2026, 8, 1 + i * 3, 9 + i)),
      })),
    );
  }
}
