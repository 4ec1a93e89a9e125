import { presetsResource, type TPresetDestination } from '@parley/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { presets, users } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

type TDemoPreset = [name: string, destination: TPresetDestination, enabled: boolean];

/**
 * A contact centre's transfer targets: the front desk's SIP phone, the billing team's line, an
 * after-hours service abroad, the supervisor (a user); one retired. Acme only.
 */
const acmePresets = (supervisor: string | undefined): TDemoPreset[] => [
  ['Front desk', { type: 'sip', value: 'sip:frontdesk@pbx.acme.example.com:5070' }, true],
  ['Billing team', { type: 'number', value: '+14155230147' }, true],
  ['After-hours (London)', { type: 'number', value: '+442079460321' }, true],
  ['Warehouse', { type: 'sip', value: 'dock@10.20.0.15' }, true],
  ...(supervisor ? [['Supervisor on duty', { type: 'user', value: supervisor }, true] as TDemoPreset] : []),
  ['Old IVR', { type: 'sip', value: 'sip:ivr@legacy-pbx.acme.example.com' }, false],
];

/** Acme's transfer presets, while it has none. */
export async function seedPresets(db: Db, accounts: DemoAccounts): Promise<void> {
  const accountSid = accounts.acme.accountSid;
  await addWhileNone(db, { table: presets, account: presets.accountSid }, accountSid, async (tx) => {
    const [supervisor] = await tx
      .select({ clientId: users.clientId })
      .from(users)
      .where(eq(users.username, 'supervisor@acme.test'))
      .limit(1);
    return acmePresets(supervisor?.clientId).map(([name, destination, enabled], i) => ({
      id: demoId(presetsResource, `acme-${i}`),
      accountSid,
      name,
      destination,
      enabled,
      // a day apart, so "newest first" means something
      createdAt: new Date(Date.UTC(2026, 9, 1 + i, 9)),
      updatedAt: new Date(Date.UTC(2026, 9, 1 + i, 9)),
    }));
  });
}
