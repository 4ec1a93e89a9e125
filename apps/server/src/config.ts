import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { TPortalLinks } from '@parley/domain';
import { DEFAULT_SCRYPT_N } from './lib/passwords';
import { DB_DEFAULTS, type PgOptions } from './db/pg-options';

/** API requests a minute per address: an office of about 50 agents behind one address (docs/decisions.md). */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 3_000;

/**
 * An account's image library (docs/decisions.md): 100 MB is a hundred images at the 1 MB limit,
 * a thousand at a carrier's safer 100 KB; 20 uploads a minute is one every 3 s, more than a
 * person adds through the picker, while a script filling the quota takes five minutes.
 */
export const ASSET_DEFAULTS = { quotaBytes: 100_000_000, uploadsPerMinute: 20 } as const;

/** The only reader of process.env in the server (DESIGN.md §2). */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** with the demo, Acme's 30 days of messages through the send path (about half a minute on PGlite) */
  SEED_DEMO_TRAFFIC: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  /** a shared store for the general rate limit, so several processes share one budget */
  REDIS_URL: z.string().url().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DB_DEFAULTS.poolMax),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DB_DEFAULTS.connectTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DB_DEFAULTS.statementTimeoutMs),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(DB_DEFAULTS.queryTimeoutMs),
  /** false: this process only enqueues, and `npm run worker` runs the jobs (docs/decisions.md, issue 26) */
  JOBS_IN_API: z.enum(['true', 'false']).default('true'),
  JOBS_CLOCK: z.enum(['true', 'false']).default('true'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** how often the clock checks usage against the alerts (issue 29): the most a user waits for one */
  USAGE_ALERT_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** how often expired runs (a killed process's) are failed, so retried */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(30),
  /** the carrier network (DESIGN.md §8): the simulated one is the default and, for now, the only one */
  NETWORK: z.enum(['simulated']).default('simulated'),
  /** the simulated network's seed: the same seed offers the same numbers and makes the same decisions */
  NETWORK_SEED: z.string().min(1).default('parley'),
  /** the simulated network's receipt delays times this: 1 is a real carrier's seconds, 0 at once */
  NETWORK_RECEIPT_SCALE: z.coerce.number().min(0).max(10).default(1),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(9_000),
  WEB_DIST: z.string().optional(),
  SENTRY_DSN: z.string().url().optional(),
  APP_VERSION: z.string().default('0.1.0'),
  SMTP_URL: z.string().url().optional(),
  // Where the portal's external links and help items go (doc 000 §2). Unset, the link is not
  // shown: a placeholder target would be a dead link in front of every user.
  LINK_CONTACT_CENTER: z.string().url().optional(),
  LINK_CONTACT_CENTER_CLUSTER: z.string().url().optional(),
  LINK_AI_PRODUCT: z.string().url().optional(),
  LINK_HELP_ARTICLES: z.string().url().optional(),
  LINK_PRODUCT_UPDATES: z.string().url().optional(),
  LINK_SYSTEM_STATUS: z.string().url().optional(),
  LINK_HELP_SEARCH: z.string().url().optional(),
  LINK_SUPPORT_TICKETS: z.string().url().optional(),
  LINK_NEW_TICKET: z.string().url().optional(),
  // The terms users accept always open: the portal serves them itself (modules/legal) unless
  // these point elsewhere; the files replace the sample texts it serves.
  LINK_EULA: z.string().url().optional(),
  LINK_MSA: z.string().url().optional(),
  EULA_FILE: z.string().optional(),
  MSA_FILE: z.string().optional(),
  SUPPORT_CHAT_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().default('support@parley.example'),
  /** JSON list of {title, url, minutes?} */
  TRAINING_VIDEOS: z.string().optional(),
  MAIL_FROM: z.string().default('Parley <no-reply@parley.local>'),
  /** the portal's address as others (carriers fetching MMS images) reach it; asset URLs start with it */
  PUBLIC_URL: z.string().url().optional(),
  // An S3-compatible store for asset bytes; unset, they are kept in the database.
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3, 'S3_BUCKET must be at least 3 characters').max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** the bytes of an account's assets, all together (issue 22) */
  ASSET_QUOTA_BYTES: z.coerce.number().int().positive().default(ASSET_DEFAULTS.quotaBytes),
  /** images an account may add a minute */
  ASSET_UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(ASSET_DEFAULTS.uploadsPerMinute),
  /** deliver webhooks to private, loopback and link-local addresses (local development and tests) */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** how long a receiver has to answer a webhook delivery */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export interface AppConfig {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | ({ kind: 'postgres'; url: string } & Partial<PgOptions>);
  /** a request still unanswered after this many milliseconds gets a 503 */
  requestTimeoutMs: number;
  /** background jobs: run in this process, and how often an idle worker looks for one */
  jobs: {
    inApi: boolean;
    pollingIntervalSeconds: number;
    maintenanceIntervalSeconds: number;
    /** a worker makes the daily jobs (the month's fees); tests make them by hand */
    clock: boolean;
    /** seconds between the clock's usage alert checks */
    usageAlertCheckSeconds: number;
  };
  /** the carrier network: simulated, deterministic under its seed */
  network: { kind: 'simulated'; seed: string; receiptScale: number };
  redisUrl: string | undefined;
  jwtSecret: Uint8Array;
  seedDemo: boolean;
  /** with the demo, its 30 days of message traffic */
  seedDemoTraffic: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** the built web app to serve; absent in API-only tests */
  webDist: string | undefined;
  sentryDsn: string | undefined;
  version: string;
  /** scrypt cost for new password hashes */
  scryptN: number;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  links: PortalLinks;
  /** the legal documents the portal serves at /legal/*: a file's text, or null for the sample */
  legal: LegalTexts;
  assets: AssetConfig;
  webhooks: WebhookDeliveryConfig;
}

/** How webhook deliveries go out (issue 28). */
export interface WebhookDeliveryConfig {
  /** private, loopback and link-local destinations are refused unless this is true */
  allowPrivate: boolean;
  /** a receiver that has not answered by then has failed the attempt */
  timeoutMs: number;
}

/** An S3-compatible object store for asset bytes (issue 14). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface AssetConfig {
  /** the origin public asset URLs start with, without a trailing slash */
  publicUrl: string;
  /** where new asset bytes go: the database when null */
  s3: S3Config | null;
  /** the bytes of an account's assets together may not pass this */
  quotaBytes: number;
  /** images an account may add in any minute */
  uploadsPerMinute: number;
}

/**
 * The address the start banner prints and, unless PUBLIC_URL says otherwise, the one asset URLs
 * start with: one function, so the two cannot disagree. A wildcard host is reached as localhost.
 */
export function listenUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The S3 settings go together: some without the others is a mistake, said at start. */
function assetConfigFrom(e: z.infer<typeof ZEnv>): AssetConfig {
  const publicUrl = (e.PUBLIC_URL ?? listenUrl(e.HOST, e.PORT)).replace(/\/+$/, '');
  const parts = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const limits = { quotaBytes: e.ASSET_QUOTA_BYTES, uploadsPerMinute: e.ASSET_UPLOADS_PER_MINUTE };
  const missing = Object.entries(parts).filter(([, v]) => v === undefined);
  if (missing.length === Object.keys(parts).length) return { publicUrl, s3: null, ...limits };
  if (missing.length)
    throw new Error(
      `Invalid configuration:\n${missing.map(([k]) => `  ${k}: required with the other S3_ settings`).join('\n')}`,
    );
  return {
    publicUrl,
    ...limits,
    s3: {
      endpoint: e.S3_ENDPOINT!,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    },
  };
}

/** Each target is null when not configured: the browser then shows no such link (domain ZPortalLinks). */
export type PortalLinks = TPortalLinks;

const ZTrainingVideos = z.array(
  z.object({ title: z.string().min(1), url: z.string().url(), minutes: z.number().positive().optional() }),
);

/** Where the portal serves the legal documents itself (modules/legal). */
export const LEGAL_PATHS = { eula: '/legal/eula', msa: '/legal/msa' } as const;

export type LegalDocument = keyof typeof LEGAL_PATHS;

/** A document's replacement text and how it is written; null: the portal's sample. */
export type LegalTexts = Record<LegalDocument, { format: 'html' | 'text'; content: string } | null>;

function linksFrom(e: z.infer<typeof ZEnv>): PortalLinks {
  return {
    contactCenter: e.LINK_CONTACT_CENTER ?? null,
    contactCenterCluster: e.LINK_CONTACT_CENTER_CLUSTER ?? null,
    aiProduct: e.LINK_AI_PRODUCT ?? null,
    helpArticles: e.LINK_HELP_ARTICLES ?? null,
    productUpdates: e.LINK_PRODUCT_UPDATES ?? null,
    systemStatus: e.LINK_SYSTEM_STATUS ?? null,
    helpSearch: e.LINK_HELP_SEARCH ?? null,
    supportTickets: e.LINK_SUPPORT_TICKETS ?? null,
    newTicket: e.LINK_NEW_TICKET ?? null,
    eula: e.LINK_EULA ?? LEGAL_PATHS.eula,
    msa: e.LINK_MSA ?? LEGAL_PATHS.msa,
    supportChat: e.SUPPORT_CHAT_URL ?? null,
    supportEmail: e.SUPPORT_EMAIL,
    trainingVideos: parseTrainingVideos(e.TRAINING_VIDEOS),
  };
}

/**
 * A legal document's replacement, read once at start: HTML (.html, .htm: the body of the page,
 * or a whole document whose body is taken) or plain text (.txt: paragraphs between blank lines).
 */
function legalFile(variable: string, file: string | undefined): LegalTexts[LegalDocument] {
  if (!file) return null;
  const fail = (why: string) => new Error(`Invalid configuration:\n  ${variable}: ${why}`);
  const format = /\.html?$/i.test(file) ? 'html' : /\.txt$/i.test(file) ? 'text' : null;
  if (!format) throw fail('an .html, .htm or .txt file');
  let content: string;
  try {
    content = readFileSync(resolve(file), 'utf8');
  } catch {
    throw fail(`cannot read ${resolve(file)}`);
  }
  if (content.trim() === '') throw fail(`${resolve(file)} is empty`);
  return { format, content };
}

/** Unset: none (the page says so) rather than placeholders that lead nowhere. */
function parseTrainingVideos(raw: string | undefined): PortalLinks['trainingVideos'] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('Invalid configuration:\n  TRAINING_VIDEOS: not valid JSON');
  }
  const parsed = ZTrainingVideos.safeParse(json);
  if (!parsed.success)
    throw new Error(`Invalid configuration:\n  TRAINING_VIDEOS: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Reads and checks the environment once; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as shells and CI files often write them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const embedded = e.DATABASE_URL === undefined;
  let secret = e.JWT_SECRET;
  if (!secret) {
    if (!embedded) throw new Error('Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set');
    secret = embeddedSecret(dataDir);
  }
  const defaultDist = resolve(import.meta.dirname, '../../web/dist');
  return {
    port: e.PORT,
    host: e.HOST,
    database: embedded
      ? { kind: 'pglite', dataDir: join(dataDir, 'pglite') }
      : {
          kind: 'postgres',
          url: e.DATABASE_URL!,
          poolMax: e.DB_POOL_MAX,
          connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
          queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
        },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    jobs: {
      inApi: e.JOBS_IN_API === 'true',
      pollingIntervalSeconds: e.JOBS_POLL_SECONDS,
      maintenanceIntervalSeconds: e.JOBS_MAINTENANCE_SECONDS,
      clock: e.JOBS_CLOCK === 'true',
      usageAlertCheckSeconds: e.USAGE_ALERT_CHECK_SECONDS,
    },
    network: { kind: e.NETWORK, seed: e.NETWORK_SEED, receiptScale: e.NETWORK_RECEIPT_SCALE },
    redisUrl: e.REDIS_URL,
    jwtSecret: new TextEncoder().encode(secret),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : embedded,
    seedDemoTraffic: e.SEED_DEMO_TRAFFIC === 'true',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDist: e.WEB_DIST
      ? resolve(e.WEB_DIST)
      : existsSync(join(defaultDist, 'index.html'))
        ? defaultDist
        : undefined,
    sentryDsn: e.SENTRY_DSN,
    version: e.APP_VERSION,
    scryptN: DEFAULT_SCRYPT_N,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    links: linksFrom(e),
    legal: { eula: legalFile('EULA_FILE', e.EULA_FILE), msa: legalFile('MSA_FILE', e.MSA_FILE) },
    assets: assetConfigFrom(e),
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true', timeoutMs: e.WEBHOOK_TIMEOUT_MS },
  };
}

/** In embedded mode a secret is made once and kept beside the database, so restarts keep sessions. */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Test and bench configuration: nothing read from the environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: 'memory://' },
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
    seedDemo: false,
    seedDemoTraffic: false,
    logLevel: 'silent',
    trustProxy: false,
    rateLimitPerMinute: 10_000,
    requestTimeoutMs: 9_000,
    jobs: {
      inApi: true,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      clock: false,
      usageAlertCheckSeconds: 300,
    },
    // receipts at once: a test that wants them later says so
    network: { kind: 'simulated', seed: 'parley', receiptScale: 0 },
    redisUrl: undefined,
    webDist: undefined,
    sentryDsn: undefined,
    version: 'test',
    // cheap hashes keep the suite fast; the format and code path are the production ones
    scryptN: 2 ** 10,
    mail: { smtpUrl: undefined, from: 'Parley <no-reply@parley.test>', outboxDir: '/nonexistent' },
    links: linksFrom(ZEnv.parse({})),
    legal: { eula: null, msa: null },
    // tests upload far more than 20 images a minute; the limits' own tests set them low
    assets: {
      publicUrl: 'http://localhost:8080',
      s3: null,
      quotaBytes: 100_000_000,
      uploadsPerMinute: 10_000,
    },
    // the tests' receivers listen on 127.0.0.1; the refusal's own tests turn this off
    webhooks: { allowPrivate: true, timeoutMs: 10_000 },
    ...overrides,
  };
}

/** The test database server, when the API tests should also run on PostgreSQL. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.DATABASE_URL || undefined;
}
