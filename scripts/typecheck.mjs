// Type-checks each workspace with its own settings (DOM for the web app, Node for the server).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/domain',
  'packages/domain/tsconfig.test.json',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  // browser pages of bench:table, with DOM types of their own
  'bench/table/pages',
  // the workers and page of bench:shrink
  'bench/image-shrink/pages',
  // the two pages of bench:editor (the real composer, and a plain textarea)
  'bench/editor/pages',
];
let failed = false;
for (const p of projects) {
  const r = spawnSync('npx', ['tsc', '-p', p, '--pretty'], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
