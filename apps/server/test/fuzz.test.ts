import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app';
import { buildTestApp } from './helpers';
import { type FuzzRequest, buildCases } from './fuzz/cases';
import {
  type JsonSchema,
  type OpenApiDocument,
  countOperations,
  listOperations,
  opKey,
  resolveRef,
} from './fuzz/openapi';
import { harvestStrings } from './fuzz/harvest';
import { FuzzSession, findProbe } from './fuzz/session';
import { type Failure, describeFailure, judge, signature } from './fuzz/verdict';

/**
 * Walks the server's own OpenAPI document and sends every operation malformed bodies, queries,
 * path parameters and content types, signed in with every privilege (DESIGN.md §6). Any 5xx, any
 * answer that is not the envelope, any answer slower than 2 s fails. Nothing here names a route:
 * a route added later is fuzzed as soon as it is in the document.
 */

/** Fixed, so a failure found once is found again; change it to explore other cases. */
const SEED = 20_260_611;
/** Random cases per operation on top of the ~40–90 fixed ones: ~100 requests each, ~15 s on PGlite here. */
const RANDOM_CASES = 50;
/** Owners with every privilege in their tenant; the next takes over when one cannot sign in. */
const FUZZ_USERS = ['owner@acme.test', 'owner@summit.test', 'owner@brightline.test'];

// The operations must be known when the tests are collected, so the app is built at the top level.
const t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
// @fastify/swagger types the document with openapi-types; only the parts in OpenApiDocument are read.
const doc = t.app.swagger() as unknown as OpenApiDocument;
const operations = listOperations(doc);
const resolve = (s: JsonSchema) => resolveRef(doc, s);

const session = new FuzzSession(t.app, FUZZ_USERS);
await session.signIn();
session.probe = await findProbe(t.app, operations, session.headers());
const schemas = { resolve, known: await harvestStrings(t.app, operations, session.headers()) };

const fuzzed = new Set<string>();
const allFailures: Failure[] = [];
/** answers by HTTP status: a run where everything is 401 or 415 would fuzz nothing behind the gate */
const statuses = new Map<number, number>();
let requests = 0;
/** the slowest answer, to see how far the run is from the 2 s limit */
let slowest = { ms: 0, what: '' };
const started = performance.now();

afterAll(() => t.app.close());

/**
 * Fuzzed requests come from documentation addresses (TEST-NET-2), a different one each time: the
 * per-address sign-in throttle then neither hides the handlers behind 429 nor blocks the session's
 * own sign-ins, which come from 127.0.0.1.
 */
const remoteAddress = () => `198.51.100.${(requests % 254) + 1}`;

async function inject(
  req: FuzzRequest,
): Promise<{ res?: LightMyRequestResponse; ms: number; error?: unknown }> {
  const began = performance.now();
  try {
    const res = await t.app.inject({
      method: req.method as 'GET', // one of the document's methods, upper case
      url: req.url,
      headers: { ...req.headers, ...session.headers() },
      remoteAddress: remoteAddress(),
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    });
    return { res, ms: performance.now() - began };
  } catch (error) {
    return { ms: performance.now() - began, error };
  } finally {
    requests++;
  }
}

/** Sends one case and judges the answer; a 401 from a session that ended is retried once signed in again. */
async function fuzzOne(operation: string, req: FuzzRequest, failures: Failure[]): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const { res, ms, error } = await inject(req);
    if (res) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (ms > slowest.ms) slowest = { ms, what: `${operation}: ${req.label}` };
    const reasons = res ? judge(res, ms) : [`the request could not be sent: ${String(error)}`];
    if (res && req.expect && !req.expect.statuses.includes(res.statusCode))
      reasons.push(`HTTP ${res.statusCode}: ${req.expect.why}, so ${req.expect.statuses.join(' or ')}`);
    if (reasons.length)
      failures.push({
        operation,
        request: req,
        reasons,
        body: res?.body ?? '',
        ms,
        ...(res ? { status: res.statusCode, contentType: String(res.headers['content-type'] ?? '') } : {}),
      });
    if (res?.statusCode !== 401 || attempt > 0 || (await session.isLive())) return;
    await session.signIn();
  }
}

describe('fuzz: every operation of the OpenAPI document', () => {
  it('finds operations in the document', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  for (const op of operations) {
    const operation = opKey(op);
    it(
      operation,
      async () => {
        const cases = buildCases(op, {
          seed: SEED,
          randomCases: RANDOM_CASES,
          bodyLimit: BODY_LIMIT,
          schemas,
        });
        const failures: Failure[] = [];
        for (const req of cases) await fuzzOne(operation, req, failures);
        fuzzed.add(operation);
        allFailures.push(...failures);
        const report = `${failures.length} of ${cases.length} cases failed:\n\n${failures.map(describeFailure).join('\n\n')}`;
        expect(failures.length, report).toBe(0);
      },
      120_000,
    );
  }

  it('fuzzed every operation the document declares', () => {
    const groups = new Map<string, Failure[]>();
    for (const f of allFailures) groups.set(signature(f), [...(groups.get(signature(f)) ?? []), f]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `fuzz: ${fuzzed.size} operations, ${requests} requests, ${allFailures.length} failures ` +
          `(${groups.size} distinct), ${session.signIns} sign-ins, seed ${SEED}, ${seconds} s; ` +
          `slowest ${Math.round(slowest.ms)} ms (${slowest.what}); answers ` +
          [...statuses]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(' '),
        ...[...groups].map(([sig, list]) => `  ${list.length}× ${sig}`),
      ].join('\n'),
    );
    expect(fuzzed.size).toBe(countOperations(doc));
  });
});
