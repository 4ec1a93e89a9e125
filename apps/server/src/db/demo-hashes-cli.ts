import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { DEFAULT_SCRYPT_N, hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD, DEMO_USERS } from './seed';

/**
 * `npm run demo-hashes -w @parley/server`: makes demo-hashes.ts again, one hash of the demo
 * password per demo user at full cost, each with its own salt. Run it after changing the demo
 * password, the demo users or DEFAULT_SCRYPT_N (demo-hashes.test.ts fails until then).
 */
const lines: string[] = [];
for (const u of DEMO_USERS)
  lines.push(`  '${u.username}': '${await hashPassword(DEMO_PASSWORD, DEFAULT_SCRYPT_N)}',`);
const file = join(import.meta.dirname, 'demo-hashes.ts');
const source = `/**
 * The demo password's scrypt hash for each demo user, made once at full cost by
 * demo-hashes-cli.ts: the password is published, so its hashes hide nothing, and a first start
 * no longer spends seconds of CPU on them (docs/decisions.md). Users' own passwords are hashed
 * when they are set, as always.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`;
writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }));
