// How `npm start` brings the server up to date and runs it: scripts/start.mjs and
// scripts/measure-start.mjs share this, so the measure starts the server as `npm start` does.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');

/** The built server, with stack traces mapped back to the TypeScript. */
export const serverArgs = ['--enable-source-maps', join(server, 'dist/server.js')];

/** The latest change under a path (0 when it does not exist). */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Runs a command in the repository, its output shown; rejects with its exit code. */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(Object.assign(new Error(command), { code })),
    );
  });
}

const serverSources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/domain/src',
  'tsconfig.base.json',
  'apps/server/tsconfig.json',
];
const templateInputs = ['apps/server/drizzle', 'node_modules/@electric-sql/pglite/package.json'];

/**
 * Builds the server when its sources are newer than the build (esbuild, well under a second),
 * then the migrated embedded-database template when it is missing or older than the migrations
 * (db/template.ts; the server checks the template's key itself, a date check is enough here).
 */
export async function prepareServer() {
  const built = newest(join(server, 'dist/server.js'));
  if (built === 0 || Math.max(...serverSources.map((s) => newest(join(root, s)))) > built) {
    console.log(built ? 'Server sources changed: rebuilding…' : 'Building the server (first start)…');
    await run(process.execPath, [join(server, 'build.mjs')]);
  }
  const template = join(server, 'dist/pglite-template');
  // the key is written once the template is whole
  const templateAt = existsSync(template) ? newest(`${template}.key`) : 0;
  if (templateAt === 0 || Math.max(...templateInputs.map((s) => newest(join(root, s)))) > templateAt) {
    await run(process.execPath, [join(server, 'dist/build-template.js')]);
  }
}
