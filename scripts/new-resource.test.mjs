import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { namesOf, resourceFiles, writeResource } from './new-resource.mjs';

const names = namesOf({
  name: 'number-sets',
  label: 'number set',
  prefix: 'NS',
  page: '/numbers/sets',
  title: 'Number Sets',
  read: ['gumby-acct-update'],
  write: [],
});

// The generator's proof is a resource made with it (Transfer Presets, issue 25: its files
// compiled and their tests passed as written); here, what it is given and what it writes.
describe('npm run new:resource', () => {
  let base = '';
  afterEach(() => base && rmSync(base, { recursive: true, force: true }));

  it('names a resource in each form its files use', () => {
    expect(names).toMatchObject({
      plural: 'numberSets',
      table: 'number_sets',
      type: 'NumberSet',
      one: 'NUMBER_SET',
      many: 'NUMBER_SETS',
      labels: 'number sets',
    });
    expect(() => namesOf({ ...names, name: 'NumberSet' })).toThrow(/plural in kebab-case/);
    expect(() => namesOf({ ...names, name: 'preset' })).toThrow(/plural in kebab-case/);
  });

  it('writes the layers, each where discovery finds it, the page tagged for the router', () => {
    const files = resourceFiles(names);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'packages/domain/src/resources/number-sets.ts',
        'apps/server/src/db/schema/number-sets.ts',
        'apps/server/src/modules/number-sets/routes.ts',
        'apps/server/src/db/seeds/number-sets.ts',
        'apps/web/src/features/number-sets/components/number-sets-page.tsx',
        'e2e/tests/number-sets.spec.ts',
      ]),
    );
    expect(files['apps/web/src/app/routes/number-sets.tsx']).toMatch(/^\/\/ @page \/numbers\/sets\n/);
    // the seeder's signature is what the seeds registry looks for
    expect(files['apps/server/src/db/seeds/number-sets.ts']).toMatch(
      /export async function seedNumberSets\(db: Db, accounts: DemoAccounts\)/,
    );
    expect(files['packages/domain/src/resources/number-sets.ts']).toContain("idPrefix: 'NS'");
  });

  it('writes them formatted, and never over a file that exists', async () => {
    base = mkdtempSync(join(tmpdir(), 'new-resource-'));
    const written = await writeResource(names, base);
    expect(readFileSync(join(base, written[0]), 'utf8')).toMatch(/^import \{ rule \} from '\.\/rules';/);
    await expect(writeResource(names, base)).rejects.toThrow(/exists already/);
  });
});
