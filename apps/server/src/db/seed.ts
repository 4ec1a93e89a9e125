import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { accountConfig, accounts, users } from './schema/index';
import { hashPassword } from '../lib/passwords';
import { demoId } from './ids';

export const DEMO_PASSWORD = 'Parley2026demo';

export const DEMO_ACCOUNTS = {
  acme: {
    accountSid: demoId('AC', 'acme'),
    name: 'Acme Communications',
    companyName: 'Acme Communications Inc.',
  },
  west: { accountSid: demoId('AC', 'acme-west'), name: 'Acme West', companyName: 'Acme West LLC' },
} as const;

export const DEMO_USERS = [
  {
    username: 'owner@acme.test',
    account: 'acme',
    roles: ['acct-owner'],
    firstName: 'Olivia',
    lastName: 'Owens',
    note: 'every privilege; lands on /dashboard',
  },
  {
    username: 'supervisor@acme.test',
    account: 'acme',
    roles: ['supervisor'],
    firstName: 'Sam',
    lastName: 'Sutton',
    note: 'no settings privileges; lands on /dashboard',
  },
  {
    username: 'agent@acme.test',
    account: 'acme',
    roles: ['gi-agent'],
    firstName: 'Ada',
    lastName: 'Agarwal',
    note: 'only gi-agent; lands on /inbox',
  },
  {
    username: 'west-admin@acme.test',
    account: 'west',
    roles: ['acct-admin'],
    firstName: 'Wes',
    lastName: 'Walker',
    note: 'administers the unfunded sub-account Acme West',
  },
] as const;

/** Inbox and remediation on; chatbot, DNC and UCaaS off; no contact-center cluster: Add Feature has choices. */
const ACME_CONFIG: Record<string, string> = {
  funded: '1',
  feature_inbox_enabled: '1',
  feature_remediation_enabled: '1',
  feature_chatbot_enabled: '0',
  support_plan: 'Business — 24×7 phone and chat support, 1-hour response for urgent issues',
};
const WEST_CONFIG: Record<string, string> = { funded: '0', feature_inbox_enabled: '1' };

/** One hash per demo user, each with its own salt. Started early, it overlaps the database start. */
export const hashDemoPasswords = (scryptN: number) =>
  Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD, scryptN)));

/** Puts the demo accounts and users in place; running it again changes nothing. */
export async function seedDemo(
  db: Db,
  scryptN: number,
  prepared?: Promise<string[]>,
): Promise<{ created: boolean }> {
  const existing = await db
    .select({ sid: accounts.accountSid })
    .from(accounts)
    .where(eq(accounts.accountSid, DEMO_ACCOUNTS.acme.accountSid));
  if (existing.length > 0) return { created: false };
  const hashes = await (prepared ?? hashDemoPasswords(scryptN));
  await db.transaction(async (tx) => {
    const acme = DEMO_ACCOUNTS.acme.accountSid;
    await tx.insert(accounts).values([
      { ...DEMO_ACCOUNTS.acme, parentAcctId: acme },
      { ...DEMO_ACCOUNTS.west, parentAcctId: acme },
    ]);
    await tx.insert(accountConfig).values([
      ...Object.entries(ACME_CONFIG).map(([key, value]) => ({ accountSid: acme, key, value })),
      ...Object.entries(WEST_CONFIG).map(([key, value]) => ({
        accountSid: DEMO_ACCOUNTS.west.accountSid,
        key,
        value,
      })),
    ]);
    await tx.insert(users).values(
      DEMO_USERS.map((u, i) => ({
        clientId: demoId('CL', u.username),
        accountSid: DEMO_ACCOUNTS[u.account].accountSid,
        username: u.username,
        displayName: `${u.firstName} ${u.lastName}`,
        firstName: u.firstName,
        lastName: u.lastName,
        passwordHash: hashes[i]!,
        roles: [...u.roles],
      })),
    );
  });
  return { created: true };
}
