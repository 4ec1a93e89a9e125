/**
 * The rows of a raw `db.execute(sql…)`: both drivers (node-postgres, PGlite) answer `{ rows }`,
 * which Drizzle's shared database type leaves unknown.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
