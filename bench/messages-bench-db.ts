import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { openBenchDatabase } from './postgres-admin';
import { messages } from '../apps/server/src/db/schema/index';
import { ensureBenchAccount } from '../apps/server/src/db/seeds/contacts';

/** Where `npm run seed -- --messages N` put the bench account's messages, unless DATABASE_URL says. */
export const MESSAGES_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/bench_messages';

/**
 * The benches over the bench account's millions of messages (bench:messages, bench:stats) open
 * its database the same way: with `--run` or DATABASE_URL; refused while the account holds fewer
 * than a million messages, with the command that seeds them.
 */
export async function openMessagesBench(run: boolean): Promise<{
  database: Database;
  accountSid: string;
  total: number;
} | null> {
  if (!run && process.env.DATABASE_URL === undefined) return null;
  const database = await openBenchDatabase(process.env.DATABASE_URL ?? MESSAGES_BENCH_URL);
  const accountSid = await ensureBenchAccount(database.db);
  const [{ n: total } = { n: 0 }] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.accountSid, accountSid));
  if (total < 1_000_000) {
    await database.close();
    throw new Error(
      `the bench account has ${total} messages: seed it first (npm run seed -- --messages 10000000)`,
    );
  }
  return { database, accountSid, total };
}
