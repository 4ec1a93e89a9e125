import { presetsResource } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { presets } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

type TDemoPreset = [name: string, description: string, enabled: boolean];

/** Acme's transfer presets; one retired. */
const ACME_PRESETS: TDemoPreset[] = [
  ['First transfer preset', 'The one most used.', true],
  ['Second transfer preset', 'For the evening shift.', true],
  ['Old transfer preset', 'Replaced by the first in 2025.', false],
];

/** Acme's transfer presets, while it has none. */
export async function seedPresets(db: Db, accounts: DemoAccounts): Promise<void> {
  const accountSid = accounts.acme.accountSid;
  await addWhileNone(db, { table: presets, account: presets.accountSid }, accountSid, () =>
    ACME_PRESETS.map(([name, description, enabled], i) => ({
      id: demoId(presetsResource, `acme-${i}`),
      accountSid,
      name,
      description,
      enabled,
      // a day apart, so "newest first" means something
      createdAt: new Date(Date.UTC(2026, 9, 1 + i, 9)),
      updatedAt: new Date(Date.UTC(2026, 9, 1 + i, 9)),
    })),
  );
}
