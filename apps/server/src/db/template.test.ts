import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase } from './client';
import { users } from './schema/index';
import { buildTemplate, copyTemplate, hasTemplate, type TemplatePlace } from './template';

let root: string;
let at: TemplatePlace;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'parley-template-'));
  at = { dir: join(root, 'dist/pglite-template'), keyFile: join(root, 'dist/pglite-template.key') };
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist/pglite-template.tar'), 'the old format');
  await buildTemplate(at);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded-database template', () => {
  it('is a migrated data directory with its key, and replaces the old tarball', () => {
    expect(hasTemplate(at)).toBe(true);
    expect(existsSync(join(root, 'dist/pglite-template.tar'))).toBe(false);
    expect(readdirSync(join(root, 'dist')).sort()).toEqual(['pglite-template', 'pglite-template.key']);
  });

  it('starts a new data directory as a copy that PGlite opens migrated', { timeout: 60_000 }, async () => {
    const dataDir = join(root, 'data/pglite');
    expect(copyTemplate(dataDir, at)).toBe(true);
    expect(readdirSync(join(root, 'data'))).toEqual(['pglite']);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it('leaves a directory that holds files alone', () => {
    const dataDir = join(root, 'busy');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    expect(copyTemplate(dataDir, at)).toBe(false);
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });

  it('is not used once the schema changed', () => {
    writeFileSync(at.keyFile, 'a key of other migrations');
    expect(hasTemplate(at)).toBe(false);
    expect(copyTemplate(join(root, 'stale'), at)).toBe(false);
    expect(existsSync(join(root, 'stale'))).toBe(false);
  });
});
