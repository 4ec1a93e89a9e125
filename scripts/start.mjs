// `npm start`: builds what changed since the last start (the web app; the server and its
// embedded-database template, side by side with it), then runs the built server.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newest, prepareServer, root, run, serverArgs } from './prepare-server.mjs';

const dist = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
];

async function prepareWeb() {
  const built = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  if (built !== 0 && Math.max(...sources.map((s) => newest(join(root, s)))) <= built) return;
  console.log(built ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  await run('npm', ['run', 'build', '-w', '@parley/web']);
}

try {
  await Promise.all([prepareWeb(), prepareServer()]);
} catch (err) {
  process.exit(err.code ?? 1);
}

// the demo delivers webhooks to receivers on this machine (a local listener, a tunnel's agent):
// private addresses are allowed unless the environment says otherwise (README, WEBHOOK_ALLOW_PRIVATE)
const env = { ...process.env, WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE || 'true' };
const child = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
