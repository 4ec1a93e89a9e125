// Type-checks each workspace with its own settings (DOM for the web app, Node for the server).
import { spawn } from 'node:child_process';

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
// Two at a time, on CI's two cores; each project's output is printed whole when it ends.
const CONCURRENCY = 2;
function check(project) {
  return new Promise((done) => {
    const child = spawn('npx', ['tsc', '-p', project, '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(`── ${project}\n${output}`);
      done(code === 0);
    });
  });
}
const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    let ok = true;
    for (let p = queue.shift(); p; p = queue.shift()) ok = (await check(p)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
