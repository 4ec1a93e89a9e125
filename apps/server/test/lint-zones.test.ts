import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The fixture DESIGN.md promises: each zone of eslint.config.js is linted against a file inside it
 * that imports what it forbids (it must report) and what it allows (it must not). The zones are
 * read from the config itself, so a zone added there (a new feature or module folder included) is
 * proved here without an edit. The fixtures are text given to `lintText` with a path: nothing is
 * written to disk.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface TZone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message?: string;
}
interface TRepositoryZone {
  files: string[];
  allowed: string[];
  patterns: { regex: string; message: string }[];
}
const config = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as {
  BASE_ZONES: TZone[];
  SHIPPED_ZONES: TZone[];
  REPOSITORY_ZONE: TRepositoryZone;
};

// One instance for every fixture: it resolves imports with the TypeScript resolver and caches it.
// The cycle rule walks whole import graphs and says nothing about zones, so it is off here.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const clean = (path: string) => posix.normalize(path.replace(/^\.\//, '')).replace(/\/$/, '');
const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);

/** The first source file under `dir` (repo-relative) that is in none of `skip`. */
const sourceFileIn = (dir: string, skip: string[]): string | undefined => {
  const walk = (at: string): string | undefined => {
    const entries = readdirSync(join(ROOT, at), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const path = `${at}/${entry.name}`;
      if (entry.name === 'node_modules' || skip.some((s) => inside(path, s))) continue;
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) return path;
    }
    for (const entry of entries) {
      const path = `${at}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules' && !skip.some((s) => inside(path, s))) {
        const found = walk(path);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(dir);
};

/** An import of `file` (repo-relative) written in a fixture at `fixture`, without its extension. */
const importOf = (fixture: string, file: string) => {
  const path = relative(posix.dirname(fixture), file.replace(/\.tsx?$/, ''))
    .split('\\')
    .join('/');
  return `import '${path.startsWith('.') ? path : `./${path}`}';\n`;
};

const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result?.messages ?? [];
};
const zoneErrors = async (fixture: string, file: string) =>
  (await lint(fixture, importOf(fixture, file))).filter((m) => m.ruleId === 'import-x/no-restricted-paths');

/** Each zone as cases: a fixture inside each target, one forbidden file per source. */
const casesOf = (zones: TZone[]) =>
  zones.flatMap((zone) =>
    list(zone.target).flatMap((rawTarget) => {
      const target = clean(rawTarget);
      return list(zone.from).map((rawFrom) => {
        const from = clean(rawFrom);
        const excepts = (zone.except ?? []).map((e) => clean(posix.join(from, e)));
        return {
          name: `${target} ✗ ${from}`,
          fixture: `${target}/lint-zone-fixture.ts`,
          forbidden: sourceFileIn(from, [target, ...excepts]),
          allowed: sourceFileIn(target, []),
          message: zone.message,
        };
      });
    }),
  );

const SHIPPED_ONLY = config.SHIPPED_ZONES.filter((zone) => !config.BASE_ZONES.includes(zone));

describe('lint zones (eslint.config.js)', () => {
  it('has the zones DESIGN.md names', () => {
    const targets = config.BASE_ZONES.flatMap((z) => list(z.target)).map(clean);
    expect(targets).toContain('packages/domain');
    expect(targets).toContain('apps/web/src/components');
    expect(targets.filter((t) => t.startsWith('apps/web/src/features/')).length).toBeGreaterThan(1);
    expect(targets.filter((t) => t.startsWith('apps/server/src/modules/')).length).toBeGreaterThan(1);
    expect(SHIPPED_ONLY.length).toBeGreaterThan(0);
  });

  for (const c of casesOf(config.BASE_ZONES)) {
    it(`${c.name}: fires on a forbidden import, not on one from inside`, async () => {
      expect(c.forbidden, `no source file to import from for ${c.name}`).toBeDefined();
      const errors = await zoneErrors(c.fixture, c.forbidden!);
      expect(errors.length, `${c.fixture} importing ${c.forbidden}`).toBeGreaterThan(0);
      if (c.message) expect(errors.map((e) => e.message).join('\n')).toContain(c.message);
      // a test file keeps to these zones too
      const asTest = c.fixture.replace(/\.ts$/, '.test.ts');
      expect((await zoneErrors(asTest, c.forbidden!)).length).toBeGreaterThan(0);
      if (c.allowed) expect(await zoneErrors(c.fixture, c.allowed)).toEqual([]);
    });
  }

  for (const c of casesOf(SHIPPED_ONLY)) {
    it(`${c.name}: fires in shipped code, not in a test`, async () => {
      expect(c.forbidden, `no source file to import from for ${c.name}`).toBeDefined();
      const errors = await zoneErrors(c.fixture, c.forbidden!);
      expect(errors.length, `${c.fixture} importing ${c.forbidden}`).toBeGreaterThan(0);
      if (c.message) expect(errors.map((e) => e.message).join('\n')).toContain(c.message);
      const asTest = c.fixture.replace(/\.ts$/, '.test.ts');
      expect(await zoneErrors(asTest, c.forbidden!)).toEqual([]);
    });
  }

  it('lets the layers import downwards (features → components, lib, resources; app → features)', async () => {
    const web = 'apps/web/src';
    const feature = `${web}/features/${readdirSync(join(ROOT, web, 'features'))[0]}/lint-zone-fixture.ts`;
    for (const dir of ['components', 'lib', 'resources']) {
      expect(await zoneErrors(feature, sourceFileIn(`${web}/${dir}`, [])!)).toEqual([]);
    }
    const app = `${web}/app/lint-zone-fixture.ts`;
    expect(await zoneErrors(app, sourceFileIn(`${web}/features`, [])!)).toEqual([]);
    const server = 'apps/server/src/modules/users/lint-zone-fixture.ts';
    expect(await zoneErrors(server, 'apps/server/src/lib/table-repository.ts')).toEqual([]);
    expect(await zoneErrors(server, 'packages/domain/src/index.ts')).toEqual([]);
  });

  describe('Drizzle and the tables only in repositories', () => {
    const zone = config.REPOSITORY_ZONE;
    const code =
      "import { sql } from 'drizzle-orm';\nimport { users } from '../../db/schema/index';\nexport const x = [sql, users];\n";
    const restricted = async (file: string) =>
      (await lint(file, code)).filter((m) => m.ruleId === 'no-restricted-imports');

    it.each(['routes.ts', 'lint-zone-fixture.ts', 'search.ts'])(
      'fires in modules/users/%s for Drizzle and for the tables',
      async (name) => {
        const errors = await restricted(`apps/server/src/modules/users/${name}`);
        expect(errors.map((e) => e.message).join('\n')).toContain(zone.patterns[0]!.message);
        expect(errors.map((e) => e.message).join('\n')).toContain(zone.patterns[1]!.message);
      },
    );

    it.each(['repository.ts', 'search-repository.ts', 'users.test.ts'])(
      'does not fire in modules/users/%s',
      async (name) => {
        expect(await restricted(`apps/server/src/modules/users/${name}`)).toEqual([]);
      },
    );

    it('does not fire outside modules (lib/, db/)', async () => {
      expect(await restricted('apps/server/src/lib/lint-zone-fixture.ts')).toEqual([]);
      expect(await restricted('apps/server/src/db/lint-zone-fixture.ts')).toEqual([]);
    });
  });
});
