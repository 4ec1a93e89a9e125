import { WORKGROUP_ROW_ID_PREFIX } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { workgroups } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

type TDemoGroup = [groupName: string, description: string, status: boolean];

/** Three workgroups for Acme (one retired, which the picker hides); two for the others. */
const DEMO_GROUPS: Partial<Record<keyof DemoAccounts, TDemoGroup[]>> = {
  acme: [
    ['Sales', 'Inbound sales calls and quotes', true],
    ['Support Tier 1', 'First-line customer support', true],
    ['Night Shift', 'After-hours coverage (retired)', false],
  ],
  west: [
    ['West Sales', 'Sales for the western region', true],
    ['West Support', 'Support for the western region', true],
  ],
  brightline: [
    ['Dispatch', 'Driver dispatch and routing', true],
    ['Customer Care', 'Shipment questions and claims', true],
  ],
  summit: [
    ['Front Desk', 'Appointments and reminders', true],
    ['Billing Office', 'Patient billing questions', true],
  ],
};

/** Each demo account's workgroups, while it has none. */
export async function seedWorkgroups(db: Db, accounts: DemoAccounts): Promise<void> {
  for (const [key, groups] of Object.entries(DEMO_GROUPS) as Array<[keyof DemoAccounts, TDemoGroup[]]>) {
    const accountSid = accounts[key].accountSid;
    await addWhileNone(db, { table: workgroups, account: workgroups.accountSid }, accountSid, () =>
      groups.map(([groupName, description, status]) => ({
        id: demoId(WORKGROUP_ROW_ID_PREFIX, `${key}-${groupName}`),
        accountSid,
        groupName,
        description,
        status,
      })),
    );
  }
}
