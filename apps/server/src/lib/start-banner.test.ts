import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../config';
import { startBanner } from './start-banner';

const env = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent-parley', PORT: '8080' };
const facts = { port: 8080, startedInMs: 1234.4, seeded: null };
const firstLine = (text: string) => text.split('\n')[0];

describe('start banner (issue 23: the images broke at the address it printed)', () => {
  it('prints the address asset URLs start with by default, for the default host and a container', () => {
    for (const HOST of [undefined, '0.0.0.0', 'localhost']) {
      const config = loadConfig(HOST ? { ...env, HOST } : env);
      const banner = startBanner(config, facts);
      expect(firstLine(banner)).toContain(`ready at ${config.assets.publicUrl} (`);
      expect(banner).not.toContain('PUBLIC_URL');
    }
    expect(firstLine(startBanner(loadConfig(env), facts))).toMatch(
      /^Parley is ready at http:\/\/127\.0\.0\.1:8080 \(/,
    );
  });

  it('names PUBLIC_URL when image links start elsewhere', () => {
    const banner = startBanner(loadConfig({ ...env, PUBLIC_URL: 'https://portal.example.com' }), facts);
    expect(firstLine(banner)).toContain('ready at http://127.0.0.1:8080 (');
    expect(banner).toContain('Image links start with https://portal.example.com (PUBLIC_URL)');
  });

  it('lists the demo sign-ins when the seed ran, and says when the web app is not built', () => {
    const banner = startBanner(testConfig({ host: '127.0.0.1' }), { ...facts, seeded: { created: true } });
    expect(banner).toContain('Demo data created. Sign in as:');
    expect(banner).toContain('owner@acme.test');
    expect(banner).toContain('The web app is not built');
  });
});
