import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from './schema/index';
import { DEMO_PASSWORD_HASHES } from './demo-hashes';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed';
import { DEFAULT_SCRYPT_N, verifyPassword } from '../lib/passwords';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from './client';

// Regenerate with `npm run demo-hashes -w @parley/server` when one of these fails.
describe('the demo password hashes made once', () => {
  it('are one per demo user, at full cost, each with its own salt', () => {
    expect(Object.keys(DEMO_PASSWORD_HASHES).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    const parts = Object.values(DEMO_PASSWORD_HASHES).map((h) => h.split('$'));
    for (const [alg, n, r, p] of parts)
      expect([alg, n, r, p]).toEqual(['scrypt', String(DEFAULT_SCRYPT_N), '8', '1']);
    expect(new Set(parts.map((p) => p[4])).size).toBe(DEMO_USERS.length);
  });

  it('are hashes of the demo password', { timeout: 60_000 }, async () => {
    const checks = Object.entries(DEMO_PASSWORD_HASHES).map(
      async ([username, hash]) => [username, await verifyPassword(DEMO_PASSWORD, hash)] as const,
    );
    for (const [username, ok] of await Promise.all(checks)) expect(ok, username).toBe(true);
  });
});

describe('seeding at full cost', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores the hashes made once instead of hashing at start', async () => {
    expect(await seedDemo(database.db, DEFAULT_SCRYPT_N)).toEqual({ created: true });
    for (const u of DEMO_USERS) {
      const [row] = await database.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.username, u.username));
      expect(row?.hash, u.username).toBe(DEMO_PASSWORD_HASHES[u.username]);
    }
  });
});
