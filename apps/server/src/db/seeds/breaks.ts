import { breaksResource } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { breaks } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

type TDemoBreak = [name: string, description: string, paid: boolean, maxMinutes: number, enabled: boolean];

/** The breaks a contact centre gives its agents; one retired. Acme only. */
const ACME_BREAKS: TDemoBreak[] = [
  ['Lunch', 'The midday meal, taken between 11:30 and 14:00.', false, 30, true],
  ['Short break', 'Coffee, water, a stretch: twice a shift.', true, 15, true],
  ['Training', 'Coaching sessions and product training.', true, 60, true],
  ['Team meeting', 'The weekly team huddle.', true, 45, true],
  ['Personal', 'Personal errands, approved by a supervisor.', false, 20, true],
  ['Smoking break', 'Replaced by Short break in 2025.', false, 10, false],
];

/** Acme's break types, while it has none. */
export async function seedBreaks(db: Db, accounts: DemoAccounts): Promise<void> {
  const accountSid = accounts.acme.accountSid;
  await addWhileNone(db, { table: breaks, account: breaks.accountSid }, accountSid, () =>
    ACME_BREAKS.map(([name, description, paid, maxMinutes, enabled], i) => ({
      id: demoId(breaksResource, `acme-${i}`),
      accountSid,
      name,
      description,
      paid,
      maxMinutes,
      enabled,
      // a day apart, so "newest first" means something
      createdAt: new Date(Date.UTC(2026, 9, 1 + i, 9)),
      updatedAt: new Date(Date.UTC(2026, 9, 1 + i, 9)),
    })),
  );
}
