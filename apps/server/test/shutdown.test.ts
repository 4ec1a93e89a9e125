import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real process, started the way `npm start` starts it, on its own embedded database. */
const serverEntry = join(import.meta.dirname, '../src/server.ts');

async function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', () => {
      const m = /ready at (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.on('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
  return { child, url, output: () => out };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM, closes the database and exits 0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parley-shutdown-'));
    dirs.push(dir);
    const { child, url, output } = await startServer(dir);
    // sign-in hashes with scrypt at full cost: long enough to be in flight when the signal lands
    const inFlight = fetch(`${url}/v3/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@acme.test', password: 'Parley2026demo' }),
    });
    // long enough for the request to reach the server on a busy machine (at 30 ms it sometimes came
    // after the signal, and shutdown rightly answered 503), short of one scrypt check (0.3–0.5 s)
    await new Promise((r) => setTimeout(r, 150));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('success');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();

    // The data survived: a second start finds the demo data and does not seed again.
    const again = await startServer(dir);
    expect(again.output()).toContain('Demo sign-ins:');
    const login = await fetch(`${again.url}/v3/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agent@acme.test', password: 'Parley2026demo' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    await new Promise((r) => again.child.on('exit', r));
  }, 60_000);
});
