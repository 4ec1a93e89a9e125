import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIGRATIONS_FOLDER } from './client';

/**
 * Creating an embedded database (initdb in WebAssembly) takes seconds; loading a dump of one
 * already migrated takes a fraction of that. `npm start` builds the dump once, like the web
 * app, and a new data directory starts from it. The dump is keyed by the migrations and the
 * PGlite version, so a changed schema never loads a stale one.
 */
export const TEMPLATE_DIR = resolve(import.meta.dirname, '../../dist');
export const TEMPLATE_FILE = join(TEMPLATE_DIR, 'pglite-template.tar');
export const TEMPLATE_KEY_FILE = join(TEMPLATE_DIR, 'pglite-template.key');

export function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string };
  hash.update(pglite.version);
  for (const f of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(f).update(readFileSync(join(MIGRATIONS_FOLDER, f)));
  }
  return hash.digest('hex');
}

/** The migrated template when it exists and matches the current schema. */
export function readTemplate(): Blob | undefined {
  if (!existsSync(TEMPLATE_FILE) || !existsSync(TEMPLATE_KEY_FILE)) return undefined;
  if (readFileSync(TEMPLATE_KEY_FILE, 'utf8').trim() !== templateKey()) return undefined;
  return new Blob([readFileSync(TEMPLATE_FILE)]);
}
