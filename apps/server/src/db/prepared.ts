import type { Db } from './client';

/**
 * A query on a hot path, prepared once per database (a test run holds several): drizzle builds
 * its SQL once and PostgreSQL plans it once per connection, instead of both on every call.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) cache.set(db, (statement = build(db)));
    return statement;
  };
}
