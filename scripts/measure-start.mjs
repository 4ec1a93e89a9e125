// Cold start to ready, median of N, the way `npm start` runs the server (the built server, after
// the builds `npm start` does first): once on a fresh data directory (create, migrate, seed) and
// once on an existing one. Peer: a bare `node -e ''` start in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareServer, root, serverArgs } from './prepare-server.mjs';

const runs = Number(process.argv[2] ?? 5);

/**
 * CPU time the process used (all its threads), in ms, where /proc tells: on a shared machine
 * the wall time follows the load, the CPU time much less.
 */
function cpuMs(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return NaN;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at USER_HZ 100
}

function startOnce(dataDir) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, serverArgs, {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('is ready at')) {
        const ms = performance.now() - t0;
        const cpu = cpuMs(child.pid);
        const rss =
          Number(
            spawnSync('ps', ['-o', 'rss=', String(child.pid)])
              .stdout.toString()
              .trim(),
          ) / 1024;
        setTimeout(() => {
          // idle memory: a second after ready, nothing happening
          const idle =
            Number(
              spawnSync('ps', ['-o', 'rss=', String(child.pid)])
                .stdout.toString()
                .trim(),
            ) / 1024;
          child.kill('SIGTERM');
          child.on('exit', () => resolve({ ms, cpu, rss: Math.max(rss, idle), idle }));
        }, 1000);
      }
    });
    child.on('error', reject);
  });
}

// As `npm start` does before it runs the server: the server built, the migrated template prepared.
await prepareServer();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const peer = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  spawnSync(process.execPath, ['-e', '']);
  peer.push(performance.now() - t0);
}
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-start-'));
  fresh.push(await startOnce(dir));
  existing.push(await startOnce(dir));
  rmSync(dir, { recursive: true, force: true });
}
const p = median(peer);
const line = (name, xs) => {
  const ms = median(xs.map((x) => x.ms));
  console.log(
    `${name.padEnd(34)} ${ms.toFixed(0).padStart(5)} ms  ${(ms / p).toFixed(1)}× a bare node start  CPU ${median(xs.map((x) => x.cpu)).toFixed(0)} ms  idle RSS ${median(xs.map((x) => x.idle)).toFixed(0)} MiB`,
  );
};
console.log(`bare node start (peer)             ${p.toFixed(0).padStart(5)} ms`);
line('first start (create, migrate, seed)', fresh);
line('start on an existing database', existing);
console.log(`load average after: ${load()}`);
