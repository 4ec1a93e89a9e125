import { inArray } from 'drizzle-orm';
import { ACCOUNT_ID_PREFIX, CLIENT_ID_PREFIX } from '@parley/domain';
import type { Db } from './client';
import { accountConfig, accounts, users } from './schema/index';
import { DEFAULT_SCRYPT_N, hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD_HASHES } from './demo-hashes';
import { demoId } from './ids';
import { seedResources } from './seed-resources';
import { seedDemoFunds } from './seeds-platform/funds';

export const DEMO_PASSWORD = 'Parley2026demo';

export const DEMO_ACCOUNTS = {
  acme: {
    accountSid: demoId(ACCOUNT_ID_PREFIX, 'acme'),
    name: 'Acme Communications',
    companyName: 'Acme Communications Inc.',
  },
  west: {
    accountSid: demoId(ACCOUNT_ID_PREFIX, 'acme-west'),
    name: 'Acme West',
    companyName: 'Acme West LLC',
  },
  brightline: {
    accountSid: demoId(ACCOUNT_ID_PREFIX, 'brightline'),
    name: 'Brightline Logistics',
    companyName: 'Brightline Logistics Co.',
  },
  summit: {
    accountSid: demoId(ACCOUNT_ID_PREFIX, 'summit'),
    name: 'Summit Health',
    companyName: 'Summit Health Partners',
  },
  /** Parley's own house account, where its staff sign in: no customer is in it. */
  parley: { accountSid: demoId(ACCOUNT_ID_PREFIX, 'parley'), name: 'Parley', companyName: 'Parley' },
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
    username: 'admin@acme.test',
    account: 'acme',
    roles: ['acct-admin'],
    firstName: 'Aaron',
    lastName: 'Adeyemi',
    note: 'everything but payments',
  },
  {
    username: 'webrtc@acme.test',
    account: 'acme',
    roles: ['webrtc-agent'],
    firstName: 'Wendy',
    lastName: 'Rivera',
    note: 'a WebRTC agent with a softphone number',
    webrtcNumbers: ['+13128640142'],
  },
  {
    username: 'ycc@acme.test',
    account: 'acme',
    roles: ['ycc-admin'],
    firstName: 'Yusuf',
    lastName: 'Chen',
    note: 'number-set sync administrator',
  },
  {
    username: 'west-admin@acme.test',
    account: 'west',
    roles: ['acct-admin'],
    firstName: 'Wes',
    lastName: 'Walker',
    note: 'administers the unfunded sub-account Acme West',
  },
  {
    username: 'owner@brightline.test',
    account: 'brightline',
    roles: ['acct-owner'],
    firstName: 'Bea',
    lastName: 'Brandt',
    note: 'owner of Brightline Logistics: funded, no paid features yet',
  },
  {
    username: 'owner@summit.test',
    account: 'summit',
    roles: ['acct-owner'],
    firstName: 'Sid',
    lastName: 'Summers',
    note: 'owner of Summit Health: every paid feature on',
  },
  {
    username: 'staff@parley.test',
    account: 'parley',
    roles: ['acct-owner', 'parley-staff'],
    firstName: 'Stella',
    lastName: 'Staff',
    note: 'Parley staff, in its own house account: the developer pages at /dev',
  },
] as const;

/** Inbox and remediation on; chatbot, DNC and UCaaS off; no contact-center cluster: Add Feature has choices. */
const ACME_CONFIG: Record<string, string> = {
  feature_inbox_enabled: '1',
  feature_remediation_enabled: '1',
  feature_chatbot_enabled: '0',
  support_plan: 'Business — 24×7 phone and chat support, 1-hour response for urgent issues',
  // EST/EDT (the time-zone catalogue's id): its days are the dashboard's and the reports'
  timezone: '-1',
};
const WEST_CONFIG: Record<string, string> = { feature_inbox_enabled: '1' };
/** A separate tenant with every paid feature still to choose: enabling one here touches no other demo. */
const BRIGHTLINE_CONFIG: Record<string, string> = {};
/** A separate tenant with every paid feature on: Add Feature has nothing left to offer. */
const SUMMIT_CONFIG: Record<string, string> = {
  feature_inbox_enabled: '1',
  feature_remediation_enabled: '1',
  feature_dnclist_enabled: '1',
  feature_chatbot_enabled: '1',
  feature_ucaas_enabled: '1',
  cc_cluster_id: 'cc-5a3e1c0d9b27',
};

const DEMO_CONFIG: Record<keyof typeof DEMO_ACCOUNTS, Record<string, string>> = {
  acme: ACME_CONFIG,
  west: WEST_CONFIG,
  brightline: BRIGHTLINE_CONFIG,
  summit: SUMMIT_CONFIG,
  parley: {},
};

/** Its own parent account, or the parent it is a sub-account of. */
const PARENT: Partial<Record<keyof typeof DEMO_ACCOUNTS, keyof typeof DEMO_ACCOUNTS>> = { west: 'acme' };

/**
 * One hash per demo user, each with its own salt: at full cost the ones made once (demo-hashes.ts),
 * at another cost (tests) made now.
 */
export const demoPasswordHashes = (scryptN: number) =>
  Promise.all(
    DEMO_USERS.map(
      (u) =>
        (scryptN === DEFAULT_SCRYPT_N ? DEMO_PASSWORD_HASHES[u.username] : undefined) ??
        hashPassword(DEMO_PASSWORD, scryptN),
    ),
  );

/**
 * Puts the demo accounts and users in place, account by account: a database seeded before an
 * account was added to the demo gets that account and its users, and nothing else changes.
 */
export async function seedDemo(
  db: Db,
  scryptN: number,
  /**
   * false: the caller funds the accounts itself, through the platform (server.ts: Acme's months
   * of history first, as the ledger keeps entries in the order they happened)
   */
  options: { funds?: boolean } = {},
): Promise<{ created: boolean }> {
  const funds = options.funds ?? true;
  const keys = Object.keys(DEMO_ACCOUNTS) as Array<keyof typeof DEMO_ACCOUNTS>;
  const present = new Set(
    (
      await db
        .select({ sid: accounts.accountSid })
        .from(accounts)
        .where(
          inArray(
            accounts.accountSid,
            keys.map((k) => DEMO_ACCOUNTS[k].accountSid),
          ),
        )
    ).map((r) => r.sid),
  );
  const missing = keys.filter((k) => !present.has(DEMO_ACCOUNTS[k].accountSid));
  if (missing.length === 0) {
    if (funds) await seedDemoFunds(db, DEMO_ACCOUNTS);
    await seedResources(db, DEMO_ACCOUNTS);
    return { created: false };
  }
  const hashes = await demoPasswordHashes(scryptN);
  const newUsers = DEMO_USERS.map((u, i) => ({ u, hash: hashes[i]! })).filter(({ u }) =>
    missing.includes(u.account),
  );
  await db.transaction(async (tx) => {
    // parents first: a sub-account refers to its parent
    const ordered = [...missing].sort((a, b) => Number(Boolean(PARENT[a])) - Number(Boolean(PARENT[b])));
    for (const key of ordered) {
      const sid = DEMO_ACCOUNTS[key].accountSid;
      const parent = PARENT[key];
      await tx
        .insert(accounts)
        .values({ ...DEMO_ACCOUNTS[key], parentAcctId: parent ? DEMO_ACCOUNTS[parent].accountSid : sid });
    }
    await tx.insert(accountConfig).values(
      missing.flatMap((key) =>
        // every account starts unfunded; its first credit sets funded (the ledger, issue 27)
        Object.entries({ funded: '0', ...DEMO_CONFIG[key] }).map(([k, value]) => ({
          accountSid: DEMO_ACCOUNTS[key].accountSid,
          key: k,
          value,
        })),
      ),
    );
    if (newUsers.length > 0)
      await tx.insert(users).values(
        newUsers.map(({ u, hash }) => ({
          clientId: demoId(CLIENT_ID_PREFIX, u.username),
          accountSid: DEMO_ACCOUNTS[u.account].accountSid,
          username: u.username,
          displayName: `${u.firstName} ${u.lastName}`,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash: hash,
          roles: [...u.roles],
          webrtcNumbers: 'webrtcNumbers' in u ? [...u.webrtcNumbers] : [],
        })),
      );
  });
  if (funds) await seedDemoFunds(db, DEMO_ACCOUNTS);
  await seedResources(db, DEMO_ACCOUNTS);
  return { created: true };
}
