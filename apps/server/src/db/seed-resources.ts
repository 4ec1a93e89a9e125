import type { Db } from './client';
import { seedWebhooks } from './seeds/webhooks';
import { seedWorkgroups } from './seeds/workgroups';
import { seedContacts } from './seeds/contacts';
import { seedAssets } from './seeds/assets';
import { seedTemplates } from './seeds/templates';
import { seedBreaks } from './seeds/breaks';
import { seedDispositions } from './seeds/dispositions';

/**
 * Demo data of the resources (issue 12), one seeder per resource in seeds/. Each seeds an account
 * only while that account has none of it (`addWhileNone`, seed-while-empty.ts), so a database made
 * before a resource existed gets its demo rows at the next start, and nothing a user changed is
 * touched.
 */
/** The demo accounts by key, as seed.ts defines them (passed in: seeders do not import seed.ts). */
export type DemoAccounts = Readonly<
  Record<'acme' | 'west' | 'brightline' | 'summit' | 'parley', { accountSid: string }>
>;

export type ResourceSeeder = (db: Db, accounts: DemoAccounts) => Promise<void>;

const SEEDERS: ResourceSeeder[] = [
  seedWebhooks,
  seedWorkgroups,
  seedContacts,
  seedAssets,
  seedTemplates,
  seedBreaks,
  seedDispositions,
];

export async function seedResources(db: Db, accounts: DemoAccounts): Promise<void> {
  for (const seed of SEEDERS) await seed(db, accounts);
}
