// `npm test`: lint, typecheck, unit and component tests, API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), then end-to-end tests in Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`No Chromium at ${chromium}: installing Debian's chromium…`);
    const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    if (
      spawnSync('apt-get', ['update', '-qq'], opts).status !== 0 ||
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], opts).status !== 0
    ) {
      console.error(
        'Installing chromium failed. Install it (apt-get install chromium) or set CHROMIUM_PATH.',
      );
      process.exit(1);
    }
  } else {
    console.error(
      `No Chromium found at ${chromium}. The end-to-end tests need it: install Debian's chromium ` +
        '(sudo apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
}

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit and component',
    'npx',
    ['vitest', 'run', '--project', 'domain', '--project', 'web', '--project', 'scripts'],
  ],
  ['API (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'pglite' }],
];
if (process.env.DATABASE_URL)
  steps.push(['API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'postgres' }]);
else console.log('DATABASE_URL is not set: the API tests run on the embedded database only.');
steps.push(['build', 'npm', ['run', 'build']]);
// each page's JavaScript, CSS and files against its budget (issue 24), from the build's manifest
steps.push(['bundle budgets', 'node', ['scripts/check-bundle.mjs']]);
steps.push(['end-to-end', 'npm', ['run', 'test:e2e']]);

const times = [];
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  times.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) {
    console.error(`\n${name} failed.`);
    console.log(times.join(' · '));
    process.exit(r.status ?? 1);
  }
}
console.log(`\nAll checks passed: ${times.join(' · ')}`);
