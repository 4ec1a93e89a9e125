import type { Db, Tx } from './client';

/** A transaction's database and what is to run once it has committed. */
interface Tracked {
  db: Db;
  hooks: (() => void)[];
}

const tracked = new WeakMap<object, Tracked>();

/**
 * Makes `db.transaction` keep, for each transaction, what its work asked to run after the commit
 * (`afterCommit`), and run it once the commit answered; a rollback drops it. What cannot ride in
 * the transaction itself (a Redis publish, issue 30) is so never told of a change that did not
 * happen. Called once per database, where it is opened.
 */
export function trackCommits(db: Db): void {
  const original = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    const hooks: (() => void)[] = [];
    const result = await original((tx) => {
      tracked.set(tx, { db, hooks });
      return work(tx);
    }, config);
    for (const hook of hooks) hook();
    return result;
  };
  Object.defineProperty(db, 'transaction', { value: transaction, configurable: true, writable: true });
}

/** The database a transaction runs on (null for one not started by a tracked `db.transaction`). */
export const databaseOf = (tx: Tx): Db | null => tracked.get(tx)?.db ?? null;

/**
 * Runs `hook` after the transaction commits, never if it rolls back. A hook must not throw (it
 * runs after the caller's work is done and has nobody to answer to): it handles its own failures.
 */
export function afterCommit(tx: Tx, hook: () => void): void {
  const entry = tracked.get(tx);
  // every transaction of the app starts at a tracked db.transaction; one that did not is a bug
  if (!entry) throw new Error('afterCommit: a transaction not started by a tracked db.transaction');
  entry.hooks.push(hook);
}
