import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { staleRegistries } from './registries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const probe = join(root, 'apps/server/src/modules/zz-probe');
const routeProbe = join(root, 'apps/web/src/app/routes/zz-probe.tsx');

describe('registries found from the folders (issue 25)', () => {
  afterEach(() => {
    rmSync(probe, { recursive: true, force: true });
    rmSync(routeProbe, { force: true });
  });

  it('are up to date: run node scripts/registries.mjs after adding a module, table or seeder', async () => {
    expect(await staleRegistries()).toEqual([]);
  });

  it('a new module folder with a routes.ts makes the module list stale until regenerated', async () => {
    mkdirSync(probe);
    writeFileSync(join(probe, 'routes.ts'), 'export default async function routes() {}\n');
    expect(await staleRegistries()).toEqual(['apps/server/src/modules/index.ts']);
  });

  it('a route module with a @page line makes the built pages stale; one without is no page', async () => {
    writeFileSync(routeProbe, 'export function Component() {\n  return null;\n}\n');
    expect(await staleRegistries()).toEqual([]);
    writeFileSync(routeProbe, '// @page /presets\nexport function Component() {\n  return null;\n}\n');
    expect(await staleRegistries()).toEqual([
      'apps/web/src/config/built-paths.ts',
      'apps/web/src/app/built-routes.ts',
    ]);
  });
});
