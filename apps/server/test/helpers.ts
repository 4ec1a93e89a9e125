import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { testConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { eq } from 'drizzle-orm';
import { accountConfig, accounts, phoneNumbers, users } from '../src/db/schema/index';
import type { JobEnqueuer } from '../src/jobs/define';
import { receiveInbound } from '../src/modules/messages/inbound-repository';
import { demoId } from '../src/db/ids';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/db/seed';
import { hashPassword } from '../src/lib/passwords';
import type { Scope } from '../src/lib/resource-routes';
import { seedDemoNumbers } from '../src/db/seeds-platform/numbers';
import { seedDemoPaymentMethods } from '../src/db/seeds-platform/payment-methods';
import { heldAmong } from '../src/modules/numbers/caller-name-repository';
import { numbersRepository } from '../src/modules/numbers/repository';
import { postToLedger, WITHOUT_JOBS } from '../src/ledger/ledger';
import { unitsOfDollars } from '@parley/domain';
import { memoryMailer, type Mail } from '../src/lib/mailer';
import { adminQuery, withDatabase } from './global-setup';

export const TEST_SCRYPT_N = 2 ** 10;
export const PASSWORD = DEMO_PASSWORD;

/** A fresh database cloned from the run's migrated template: PGlite, or PostgreSQL when TEST_DB=postgres. */
export async function createTestDatabase(): Promise<Database> {
  const tpl = inject('pgTemplate');
  if (tpl) {
    const url = process.env.DATABASE_URL!;
    const name = `parley_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${tpl}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
    const close = database.close;
    let dropped = false;
    return {
      ...database,
      close: async () => {
        await close();
        if (dropped) return;
        dropped = true;
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const tar = await readFile(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { loadDataDir: new Blob([tar]) });
}

/** A second, unrelated tenant: its users must never see Acme's data, nor Acme theirs. */
export const GLOBEX = {
  accountSid: demoId('AC', 'globex'),
  owner: 'owner@globex.test',
  ownerClientId: demoId('CL', 'owner@globex.test'),
  sub: demoId('AC', 'globex-sub'),
};

export const ACME = DEMO_ACCOUNTS.acme.accountSid;
export const WEST = DEMO_ACCOUNTS.west.accountSid;

async function seedFixtures(database: Database) {
  await seedDemo(database.db, TEST_SCRYPT_N);
  const hash = await hashPassword(PASSWORD, TEST_SCRYPT_N);
  await database.db.insert(accounts).values([
    {
      accountSid: GLOBEX.accountSid,
      name: 'Globex',
      companyName: 'Globex Corp.',
      parentAcctId: GLOBEX.accountSid,
    },
    {
      accountSid: GLOBEX.sub,
      name: 'Globex East',
      companyName: 'Globex East',
      parentAcctId: GLOBEX.accountSid,
    },
  ]);
  await database.db
    .insert(accountConfig)
    .values([{ accountSid: GLOBEX.accountSid, key: 'funded', value: '0' }]);
  await database.db.transaction((tx) =>
    postToLedger(
      tx,
      {
        accountSid: GLOBEX.accountSid,
        amount: unitsOfDollars(100),
        kind: 'funds',
        description: 'Opening funds',
      },
      WITHOUT_JOBS,
    ),
  );
  await database.db.insert(users).values({
    clientId: GLOBEX.ownerClientId,
    accountSid: GLOBEX.accountSid,
    username: GLOBEX.owner,
    displayName: 'Gina Globex',
    firstName: 'Gina',
    lastName: 'Globex',
    passwordHash: hash,
    roles: ['acct-owner'],
  });
}

/** Acme's demo numbers, and two of Globex's, bought through the network as a user buys them. */
async function seedNumberFixtures(app: FastifyInstance) {
  await seedDemoNumbers(app.db, app, DEMO_ACCOUNTS);
  await seedDemoPaymentMethods(app.db, app, DEMO_ACCOUNTS);
  const globex = { accountId: GLOBEX.accountSid, clientId: GLOBEX.ownerClientId } as Scope;
  const found = await app.network.searchAvailable(
    { type: 'local', areaCode: '646', limit: 2 },
    (candidates) => heldAmong(app.db, candidates),
  );
  const numbers = numbersRepository(app);
  for (const offer of found)
    await app.db.transaction((tx) => numbers.create!(tx, globex, { phoneNumber: offer.phoneNumber }));
  // a few messages in Acme's log, through the inbound path (a held number is enough: its order may
  // still be running); the demo's 30 days of traffic take too long for every test's app
  const [acmeNumber] = await app.db
    .select({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.accountSid, DEMO_ACCOUNTS.acme.accountSid))
    .orderBy(phoneNumbers.phoneNumber)
    .limit(1);
  if (acmeNumber)
    for (const body of ['Hello', 'Is the store open on Sunday?', 'Thanks!'])
      await receiveInbound(
        app.db,
        { network: app.network, jobs: app.jobs as unknown as JobEnqueuer },
        DEMO_ACCOUNTS.acme.accountSid,
        { from: '+12025550143', to: acmeNumber.phoneNumber, body },
        { enqueue: false },
      );
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** what the app sent by mail */
  mail: Mail[];
}

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestContext> {
  const config = testConfig({ scryptN: TEST_SCRYPT_N, ...overrides });
  const database = await createTestDatabase();
  await seedFixtures(database);
  const mailer = memoryMailer();
  const app = await buildApp(config, database, { mailer, ...options });
  await app.ready();
  await seedNumberFixtures(app);
  return { app, database, config, mail: mailer.sent };
}

export interface SignedIn {
  accessToken: string;
  /** the refresh cookie, ready for a `cookie` header */
  cookie: string;
  refreshToken: string;
  /** who signed in: the session the grant carries */
  session: { clientId: string; accountId: string };
  body: { payload: Array<{ accessToken: string; expiresAt: number; session: Record<string, unknown> }> };
}

export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((c) => c.name === '__Host-parley_rt');
  return c?.value || undefined;
}

export async function signIn(app: FastifyInstance, username: string, password = PASSWORD): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/v3/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  const refreshToken = refreshCookieOf(res)!;
  return {
    accessToken: body.payload[0].accessToken,
    cookie: `__Host-parley_rt=${refreshToken}`,
    refreshToken,
    session: body.payload[0].session,
    body,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type THeaders = Record<string, string>;
type TMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One test file's app: built before its tests with a bearer header for each named sign-in, closed
 * after them; `get` and `send` ask as the first sign-in unless given other headers.
 */
export function appWithSignIns<K extends string>(signIns: Record<K, string>) {
  const first = Object.keys(signIns)[0] as K;
  const held = { headers: {} as Record<K, THeaders> } as { t: TestContext; headers: Record<K, THeaders> };
  beforeAll(async () => {
    held.t = await buildTestApp();
    for (const [name, username] of Object.entries(signIns) as Array<[K, string]>)
      held.headers[name] = bearer((await signIn(held.t.app, username)).accessToken);
  });
  afterAll(() => held.t?.app.close());
  return {
    get t() {
      return held.t;
    },
    as: held.headers,
    get: (url: string, headers: THeaders = held.headers[first]) =>
      held.t.app.inject({ method: 'GET', url, headers }),
    send: (method: TMethod, url: string, payload?: object, headers: THeaders = held.headers[first]) =>
      held.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
    /** A POST with no sign-in unless headers are given (sign-in, refresh, recovery). */
    post: (url: string, payload: unknown, headers: THeaders = {}) =>
      held.t.app.inject({ method: 'POST', url, payload: payload as object, headers }),
    /** GET /v3/auth/session with this access token. */
    session: (token: string) =>
      held.t.app.inject({ method: 'GET', url: '/v3/auth/session', headers: bearer(token) }),
  };
}

/** Where a test's app writes its log: the raw text, and each line parsed. */
export function logSink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { stream, text, lines };
}
