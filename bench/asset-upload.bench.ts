// Upload throughput of a 1 MB image (issue 14): POST /v3/assets on the real server (auth,
// multipart streamed under its limits, sha256, type detection and structure walk, blob and asset
// rows with the audit record in one transaction, bytes into PGlite's bytea) against a bare
// Fastify + @fastify/multipart route that reads the same bytes and discards them. Both listen on
// loopback in this process and are called alternately over HTTP; median of 20 each. With
// DATABASE_URL set it runs on a throw-away database of that PostgreSQL server instead of PGlite.
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';
import { cleanup, createDatabase } from './api-harness';
import { multipartBody } from '../apps/server/src/modules/assets/multipart-body';
import { pngOfSize, uploadParts } from '../apps/server/src/modules/assets/test-uploads';

const ROUNDS = 20;
const WARMUP = 3;
const SIZE = 1_000_000;

const config = testConfig({ scryptN: 2 ** 10 });
const serverUrl = process.env.DATABASE_URL;
const database = await openDatabase(
  serverUrl
    ? { kind: 'postgres', url: (await createDatabase(serverUrl)).url }
    : { kind: 'pglite', dataDir: 'memory://' },
);
const where = serverUrl ? 'PostgreSQL' : 'PGlite';
await database.migrate();
await seedDemo(database.db, config.scryptN);
const app = await buildApp(config, database);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const peer = Fastify();
await peer.register(multipart, { limits: { fileSize: SIZE, files: 1 } });
peer.post('/upload', async (request) => {
  for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
  return { ok: true };
});
const peerUrl = await peer.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${appUrl}/v3/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'owner@acme.test', password: 'Parley2026demo' }),
});
const token = ((await login.json()) as { payload: Array<{ accessToken: string }> }).payload[0]!.accessToken;

let n = 0;
/** A different 1,000,000-byte PNG each time, so every upload stores its bytes (no deduplication). */
const nextBody = () => multipartBody(uploadParts({ name: `Bench ${++n}`, bytes: pngOfSize(SIZE, n) }));

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const { body, contentType } = nextBody();
  const t0 = process.hrtime.bigint();
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body,
  });
  await res.arrayBuffer();
  const ns = Number(process.hrtime.bigint() - t0);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return ns;
}

const samples = { app: [] as number[], peer: [] as number[] };
for (let i = 0; i < WARMUP + ROUNDS; i++) {
  const a = await timed(`${appUrl}/v3/assets`, { authorization: `Bearer ${token}` });
  const p = await timed(`${peerUrl}/upload`, {});
  if (i >= WARMUP) {
    samples.app.push(a);
    samples.peer.push(p);
  }
}
const median = (xs: number[]) => xs.toSorted((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const mbps = (ns: number) => SIZE / 1e6 / (ns / 1e9);
const [appNs, peerNs] = [median(samples.app), median(samples.peer)];
console.log(`upload of a 1,000,000-byte PNG, median of ${ROUNDS} (${where}, in-process, loopback HTTP)`);
console.log(
  `bare Fastify + multipart (peer)  ${(peerNs / 1e6).toFixed(1)} ms  ${mbps(peerNs).toFixed(1)} MB/s  1.00×`,
);
console.log(
  `POST /v3/assets                  ${(appNs / 1e6).toFixed(1)} ms  ${mbps(appNs).toFixed(1)} MB/s  ${(appNs / peerNs).toFixed(2)}× the peer's time`,
);
await peer.close();
await app.close();
await cleanup();
