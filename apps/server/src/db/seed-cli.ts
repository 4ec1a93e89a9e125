import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed';
import { bulkContacts, contactCount, ensureBenchAccount } from './seeds/contacts';
import { bulkMessages } from './seeds-platform/bulk-messages';
import { bulkNumbers } from './seeds-platform/bulk-numbers';
import { networkFor } from '../platform';

/**
 * `npm run seed`: migrates and puts the demo data in place on whichever database is configured.
 * `npm run seed -- --contacts 1000000` also adds that many contacts, and `--numbers 100000` that
 * many numbers from the network's inventory, `--messages 10000000` that many messages, for benchmarks, to a Bench account of their own
 * (or, with `--account acme`, to a demo account).
 */
const { values: flags } = parseArgs({
  options: {
    contacts: { type: 'string' },
    numbers: { type: 'string' },
    messages: { type: 'string' },
    account: { type: 'string', default: 'bench' },
  },
});
const extra = flags.contacts === undefined ? 0 : Number(flags.contacts);
if (!Number.isInteger(extra) || extra < 0 || extra > 50_000_000) {
  console.error('--contacts takes a whole number from 0 to 50000000.');
  process.exit(2);
}
const extraNumbers = flags.numbers === undefined ? 0 : Number(flags.numbers);
if (!Number.isInteger(extraNumbers) || extraNumbers < 0 || extraNumbers > 1_000_000) {
  console.error('--numbers takes a whole number from 0 to 1000000.');
  process.exit(2);
}
const extraMessages = flags.messages === undefined ? 0 : Number(flags.messages);
if (!Number.isInteger(extraMessages) || extraMessages < 0 || extraMessages > 100_000_000) {
  console.error('--messages takes a whole number from 0 to 100000000.');
  process.exit(2);
}
const accountKey = flags.account;
if (accountKey !== 'bench' && !Object.hasOwn(DEMO_ACCOUNTS, accountKey)) {
  console.error(`--account takes bench or one of: ${Object.keys(DEMO_ACCOUNTS).join(', ')}.`);
  process.exit(2);
}

const config = loadConfig();
// a seed is no request: a million rows may take longer than a request's statement timeout
const database = await openDatabase(
  config.database.kind === 'postgres'
    ? { ...config.database, statementTimeoutMs: 30 * 60_000, queryTimeoutMs: 30 * 60_000 }
    : config.database,
);
try {
  await database.migrate();
  const { created } = await seedDemo(database.db, config.scryptN);
  console.log(created ? 'Demo data created.' : 'Demo data already present.');
  for (const u of DEMO_USERS) console.log(`  ${u.username} / ${DEMO_PASSWORD}`);
  const accountSid =
    accountKey === 'bench'
      ? await ensureBenchAccount(database.db)
      : DEMO_ACCOUNTS[accountKey as keyof typeof DEMO_ACCOUNTS].accountSid;
  if (extraNumbers > 0) {
    const started = performance.now();
    const added = await bulkNumbers(database.db, networkFor(config.network), accountSid, extraNumbers);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Added ${added} numbers to ${accountKey} (${accountSid}) in ${seconds} s.`);
  }
  if (extraMessages > 0) {
    const started = performance.now();
    await bulkMessages(database.db, accountSid, extraMessages);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Added ${extraMessages} messages to ${accountKey} (${accountSid}) in ${seconds} s.`);
  }
  if (extra > 0) {
    const started = performance.now();
    await bulkContacts(database.db, accountSid, extra);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const total = await contactCount(database.db, accountSid);
    console.log(
      `Added ${extra} contacts to ${accountKey} (${accountSid}) in ${seconds} s; it now has ${total}.`,
    );
  }
} finally {
  await database.close();
}
