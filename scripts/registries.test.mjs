import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { staleRegistries } from './registries.mjs';

const probe = join(dirname(fileURLToPath(import.meta.url)), '../apps/server/src/modules/zz-probe');

describe('registries found from the folders (issue 25)', () => {
  afterEach(() => rmSync(probe, { recursive: true, force: true }));

  it('are up to date: run node scripts/registries.mjs after adding a module, table or seeder', async () => {
    expect(await staleRegistries()).toEqual([]);
  });

  it('a new module folder with a routes.ts makes the module list stale until regenerated', async () => {
    mkdirSync(probe);
    writeFileSync(join(probe, 'routes.ts'), 'export default async function routes() {}\n');
    expect(await staleRegistries()).toEqual(['apps/server/src/modules/index.ts']);
  });
});
