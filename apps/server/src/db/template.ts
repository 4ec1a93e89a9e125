import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from './client';
import { createJobQueue } from '../jobs/index';

/**
 * Creating an embedded database (initdb in WebAssembly) takes seconds; copying the data
 * directory of one already migrated takes a fraction of that. `npm start` builds it once, like
 * the web app, and a new data directory starts as a plain copy of its files: loading a tarball
 * instead went through PGlite's emulated file system, file by file, and cost more than a second.
 * The template is keyed by the migrations and the PGlite version, so a changed schema never
 * starts from a stale one.
 */
export interface TemplatePlace {
  /** the migrated data directory */
  dir: string;
  /** the key it was built for, written once the directory is whole */
  keyFile: string;
}
const DIST = resolve(import.meta.dirname, '../../dist');
export const TEMPLATE: TemplatePlace = {
  dir: join(DIST, 'pglite-template'),
  keyFile: join(DIST, 'pglite-template.key'),
};

export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(packageVersion('@electric-sql/pglite'));
  // the job queue's schema is in the template too (below): a new pg-boss builds it anew
  hash.update(packageVersion('pg-boss'));
  for (const f of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(f).update(readFileSync(join(MIGRATIONS_FOLDER, f)));
  }
  return hash.digest('hex');
}

function packageVersion(name: string): string {
  const file = resolve(import.meta.dirname, `../../../../node_modules/${name}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Whether the template exists and matches the current schema. */
export function hasTemplate(at = TEMPLATE): boolean {
  return (
    existsSync(join(at.dir, 'PG_VERSION')) &&
    existsSync(at.keyFile) &&
    readFileSync(at.keyFile, 'utf8').trim() === templateKey()
  );
}

/**
 * Makes a new data directory a copy of the template. False, and nothing done, when there is no
 * current template or the directory already holds files: PGlite then creates the database.
 */
export function copyTemplate(dataDir: string, at = TEMPLATE): boolean {
  if (!hasTemplate(at) || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return false;
  // Copied beside it and renamed: a start stopped halfway leaves no directory that looks whole.
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dirname(dataDir), { recursive: true });
  cpSync(at.dir, partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
  return true;
}

/** Builds the template anew: migrated in a directory of its own, then put in place with its key. */
export async function buildTemplate(at = TEMPLATE): Promise<void> {
  rmSync(at.keyFile, { force: true });
  const building = `${at.dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  await database.migrate();
  // pg-boss creates its schema at start: on a new data directory on disk that took 1.3 s of
  // PGlite file writes (docs/decisions.md, issue 26); done here once, a copy of it costs nothing.
  const jobs = createJobQueue(database, { work: false });
  await jobs.start();
  await jobs.stop();
  await database.close();
  rmSync(at.dir, { recursive: true, force: true });
  renameSync(building, at.dir);
  writeFileSync(at.keyFile, templateKey());
  // the tarball the template used to be
  rmSync(join(dirname(at.dir), 'pglite-template.tar'), { force: true });
}
