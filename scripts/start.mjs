// `npm start`: builds the web app when its sources are newer than the build, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist/index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
];
const built = existsSync(dist) ? statSync(dist).mtimeMs : 0;
if (built === 0 || Math.max(...sources.map((s) => newest(join(root, s)))) > built) {
  console.log(built ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@parley/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// A migrated embedded-database template makes a first start seconds faster (db/template.ts).
// The server checks the template's key itself; here a cheap date check decides whether to build.
const template = join(root, 'apps/server/dist/pglite-template');
const templateInputs = ['apps/server/drizzle', 'node_modules/@electric-sql/pglite/package.json'];
// the key is written once the template is whole
const templateAt = existsSync(template) ? newest(`${template}.key`) : 0;
if (templateAt === 0 || Math.max(...templateInputs.map((s) => newest(join(root, s)))) > templateAt) {
  const t = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/db/build-template.ts')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (t.status !== 0) process.exit(t.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
