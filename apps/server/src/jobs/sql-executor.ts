import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';

/** What pg-boss sends its SQL through (its `db` option): text with $n placeholders and values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss's statements as one drizzle query: each $n becomes a bound parameter, so the query runs
 * on whatever connection the caller holds — the caller's transaction, or the database itself.
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, i) => {
    if (i % 2 === 0) query.append(sql.raw(part));
    // sql.param binds the value as it is: an array stays one parameter ($2::uuid[]), and an
    // option pg-boss left undefined is sent as null rather than dropped.
    else query.append(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return query;
}

/** Runs pg-boss's statements inside a drizzle transaction (or on the database outside one). */
export function drizzleExecutor(db: Db | Tx): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      const result = (await db.execute(toDrizzleSql(text, values))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return { rows: result.rows };
    },
  };
}

/**
 * The queue's own connection: its scripts (migrations, upkeep wrapped in BEGIN … COMMIT) go as
 * one multi-statement query, which PGlite's extended protocol refuses; its parameterised
 * statements go through drizzle like any other query.
 */
export function databaseExecutor(database: Database): SqlExecutor {
  const withValues = drizzleExecutor(database.db);
  return {
    executeSql: (text, values) =>
      values && values.length > 0 ? withValues.executeSql(text, values) : database.script(text),
  };
}
