import type { Db } from './client';

/**
 * Demo data of the resources (issue 12), one seeder per resource in seeds/. Each seeds an account
 * only while that account has none of it, so a database made before a resource existed gets its
 * demo rows at the next start, and nothing a user changed is touched.
 */
export type ResourceSeeder = (db: Db) => Promise<void>;

const SEEDERS: ResourceSeeder[] = [];

export async function seedResources(db: Db): Promise<void> {
  for (const seed of SEEDERS) await seed(db);
}
