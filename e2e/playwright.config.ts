import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A fresh embedded database per run; workers inherit the same directory through the environment. */
process.env.PARLEY_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'parley-e2e-'));
const port = Number(process.env.PARLEY_E2E_PORT ?? 4180);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/**
 * Tests that change a demo user or account for good: a password reset; Acme West funded on
 * /billing (other specs expect it unfunded, with its Payment Required banner); a message sent and
 * charged from /templates (sms-logs: Acme's balance and newest message change).
 */
const AFTER_THE_REST = /(password-recovery|billing|sms-logs)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // two workers, a server and scrypt at full cost share two cores
  expect: { timeout: 10_000 },
  use: {
    // localhost, not 127.0.0.1: Chromium keeps Secure cookies over http only on localhost.
    baseURL: `http://localhost:${port}`,
    // A trace records every action's DOM snapshot and a screencast whether the test then passes or
    // not: with 'retain-on-failure' 9 tests took 2.8 min against 1.6 min without (load 7–10; the
    // whole run 25.7 min). In CI the retry of a failed test records one; locally a failure keeps
    // its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: AFTER_THE_REST },
    // Resetting a demo user's password ends that user's sessions and changes how they sign in,
    // and funding Acme West takes its banner away: they run once every other test is done
    // (`--no-deps` runs them alone).
    { name: 'chromium-last', use: chromium, testMatch: AFTER_THE_REST, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `node --import tsx ../apps/server/src/server.ts`,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    // the first start makes the demo, Acme's 30 days of messages through the send path and the
    // network among it: about 40 s on an idle machine, twice that on a loaded one
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: process.env.PARLEY_E2E_DATA,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // a build of its own (several checkouts or engineers on one machine); empty means apps/web/dist
      WEB_DIST: process.env.WEB_DIST ?? '',
      // many sign-ins from one address in a short run
      RATE_LIMIT_PER_MINUTE: '5000',
      // the webhooks spec's receiver listens on this machine
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // the usage alerts spec waits for a check: seconds, not production's 5 minutes
      USAGE_ALERT_CHECK_SECONDS: '5',
      // Some external targets configured and the rest not, as an operator might: the configured
      // ones are shown, the others not at all (they are never opened here).
      LINK_AI_PRODUCT: 'https://ai.example.test/',
      LINK_CONTACT_CENTER_CLUSTER: 'https://{cluster}.contactcenter.example.test/',
      TRAINING_VIDEOS: JSON.stringify([
        {
          title: 'Getting started with Parley',
          url: 'https://videos.example.test/getting-started',
          minutes: 6,
        },
        {
          title: 'Building your first campaign workflow',
          url: 'https://videos.example.test/first-workflow',
          minutes: 11,
        },
      ]),
    },
  },
});
