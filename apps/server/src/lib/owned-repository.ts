import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TResourceDefinition } from '@parley/domain';
import type { z } from 'zod';
import { newId } from '../db/ids';
import type { ownedColumns } from '../db/owned-columns';
import { likePattern } from './like-pattern';
import {
  sortBy,
  tableRepository,
  type TableMethods,
  type TableRepository,
  type TSortKey,
} from './table-repository';

type TOwnedTable = PgTable & { [K in keyof ReturnType<typeof ownedColumns>]: PgColumn };

export interface TOwnedRepositoryOptions<Item> {
  /**
   * what `q` searches, case-insensitively (the definition says whether it searches): item fields,
   * or an expression (a value inside a JSON column)
   */
  search?: readonly ((keyof Item & string) | SQL)[];
  /** a sort field whose order is not the column's own (text sorts by lower(), case-insensitively) */
  sort?: Partial<Record<keyof Item & string, TSortKey>>;
  /** a filter whose condition is not "the column equals the value" ('true'/'false' for a boolean) */
  filters?: Record<string, (value: unknown) => SQL | undefined>;
  /** the table's columns no item field shows, each with why (a notice's seen time) */
  internal?: Record<string, string>;
}

const ITEM_TIMES = { created: 'createdAt', updated: 'updatedAt' } as const;

/**
 * The repository of a resource kept in one table made with `ownedColumns()`, derived from its
 * definition: each item field is read from the column of the same name (created and updated from
 * the times), kept as ISO text; the sort fields order by their column (text case-insensitively,
 * times at the millisecond); each filter is "the column equals it"; a create adds the id and the
 * account, a change sets the update time. What a resource does beyond that goes in `options` or
 * `extend` (tableRepository's), so a plain resource's repository is one call.
 */
export function ownedRepository<Item extends z.ZodObject, Create extends z.ZodType, Update extends z.ZodType>(
  definition: TResourceDefinition<Item, Create, Update>,
  table: TOwnedTable,
  options: TOwnedRepositoryOptions<z.infer<Item>> = {},
  extend?: (
    base: TableMethods<z.infer<Item>, z.infer<Create>, z.infer<Update>>,
  ) => Partial<TableMethods<z.infer<Item>, z.infer<Create>, z.infer<Update>>>,
): TableRepository<z.infer<Item>, z.infer<Create>, z.infer<Update>> {
  const byName = table as unknown as Record<string, PgColumn | undefined>;
  const columnOf = (field: string): PgColumn => {
    const column = byName[ITEM_TIMES[field as keyof typeof ITEM_TIMES] ?? field];
    if (!column) throw new Error(`${definition.name}: item field '${field}' has no column of that name`);
    return column;
  };
  const fields = Object.keys(definition.item.shape);
  const columns = Object.fromEntries(fields.map((f) => [f, columnOf(f)]));
  const times = fields.filter((f) => columnOf(f).dataType === 'date');

  const sort = Object.fromEntries(
    definition.list.sort.map((field) => {
      const own = options.sort?.[field];
      const column = columnOf(field);
      const key =
        own ??
        (column.dataType === 'date'
          ? sortBy.timestamp(column)
          : column.dataType === 'number'
            ? sortBy.integer(column)
            : sortBy.text(sql`lower(${column})`));
      return [field, key];
    }),
  );

  // a filter the definition declares is a column of that name or has its own condition: said at
  // start, not as a 500 at the first request that uses it
  for (const name of Object.keys(definition.list.filters ?? {})) if (!options.filters?.[name]) columnOf(name);

  const filterOf = (name: string, value: unknown): SQL | undefined => {
    if (value === undefined) return undefined;
    const own = options.filters?.[name];
    if (own) return own(value);
    const column = columnOf(name);
    return eq(column, column.dataType === 'boolean' ? value === 'true' : value);
  };
  const searched = (options.search ?? []).map((s) => (typeof s === 'string' ? columnOf(s) : s));
  const stamp = <T>(input: T) => ({ ...input, updatedAt: sql`now()` });

  return tableRepository<z.infer<Item>, z.infer<Create>, z.infer<Update>>(
    {
      table,
      account: table.accountSid,
      id: table.id,
      columns: columns as Record<keyof z.infer<Item> & string, PgColumn>,
      sort,
      filters: (given) => Object.entries(given).map(([name, value]) => filterOf(name, value)),
      ...(searched.length
        ? { search: (q: string) => or(...searched.map((c) => ilike(c, likePattern(q))))! }
        : {}),
      toItem: (row) => {
        const item: Record<string, unknown> = { ...row };
        // a time that may be unset (a webhook's disabledAt) stays null
        for (const f of times) item[f] = row[f] == null ? null : (row[f] as Date).toISOString();
        return item as z.infer<Item>;
      },
      toInsert: (scope, input) => ({
        ...(input as object),
        id: newId(definition),
        accountSid: scope.accountId,
      }),
      toUpdate: (input) => stamp(input as object),
      toBulkUpdate: (changes) => stamp(changes as object),
      internal: { account_sid: 'the owning account', ...options.internal },
    },
    extend,
  );
}
