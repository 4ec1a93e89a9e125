import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import type { TSortType } from './paging';
import type { ListArgs, ResourceRepository, Scope } from './resource-routes';

/** A sortable field: the order (a column or an expression, not null) and what its values are. */
export interface TSortKey {
  order: PgColumn | SQL;
  type: TSortType;
}

/** The sort keys a repository declares; a cursor's value is checked against the type (lib/paging.ts). */
export const sortBy = {
  text: (order: PgColumn | SQL): TSortKey => ({ order, type: 'text' }),
  integer: (order: PgColumn | SQL): TSortKey => ({ order, type: 'integer' }),
  /** at the millisecond precision of the ISO text the item carries and the cursor holds */
  timestamp: (column: PgColumn): TSortKey => ({
    order: sql`date_trunc('milliseconds', ${column})`,
    type: 'timestamp',
  }),
};

/** The type of each sort field, as the route factory checks cursors with it. */
export const sortTypesOf = (sort: Record<string, TSortKey>): Record<string, TSortType> =>
  Object.fromEntries(Object.entries(sort).map(([field, key]) => [field, key.type]));

export interface TableRepositoryOptions<Item, Create, Update> {
  table: PgTable;
  /** the column holding the owning account: every query is limited to the caller's */
  account: PgColumn;
  id: PgColumn;
  /** what an item is made of: item field → column or expression */
  columns: Record<keyof Item & string, PgColumn | SQL.Aliased>;
  /** each sortable field: its order (a column or an expression, lower(name)) and type, by `sortBy` */
  sort: Record<string, TSortKey>;
  /** the definition's filters as conditions */
  filters?: (filters: Record<string, unknown>) => (SQL | undefined)[];
  /** the `q` search as a condition */
  search?: (q: string) => SQL;
  /** a row as read → the item (dates to ISO text and the like); the row as it is by default */
  toItem?: (row: Record<string, unknown>) => Item;
  /** the row a create inserts: the input plus what the server decides (id, account) */
  toInsert?: (scope: Scope, input: Create) => Record<string, unknown>;
  /** the columns an update sets */
  toUpdate?: (input: Update) => Record<string, unknown>;
}

/**
 * A resource kept in one table, scoped by account: list (keyset-paged), get, create, update and
 * remove, so a plain resource's repository is its options and nothing else.
 */
export function tableRepository<Item, Create, Update>(
  options: TableRepositoryOptions<Item, Create, Update>,
): Required<
  Pick<
    ResourceRepository<Item, Create, Update>,
    'list' | 'get' | 'create' | 'update' | 'remove' | 'sortTypes'
  >
> {
  const { table, account, id, columns } = options;
  const toItem = options.toItem ?? ((row: Record<string, unknown>) => row as Item);
  const mine = (scope: Scope) => eq(account, scope.accountId);
  const byId = (scope: Scope, value: string) => and(mine(scope), eq(id, value));
  // drizzle's select() wants its own field map type; ours is the same map, typed by the item
  const fields = columns as unknown as Record<string, PgColumn>;

  return {
    sortTypes: sortTypesOf(options.sort),
    async list(db: Db, scope: Scope, args: ListArgs): Promise<Item[]> {
      const order = options.sort[args.sort.field]?.order;
      if (!order) throw new Error(`no order for ${args.sort.field}`);
      const direction = args.sort.desc ? desc : asc;
      const after = args.after
        ? args.sort.desc
          ? sql`(${order}, ${id}) < (${args.after.value}, ${args.after.id})`
          : sql`(${order}, ${id}) > (${args.after.value}, ${args.after.id})`
        : undefined;
      const rows = await db
        .select(fields)
        .from(table)
        .where(
          and(
            mine(scope),
            ...(options.filters?.(args.filters) ?? []),
            args.q && options.search ? options.search(args.q) : undefined,
            after,
          ),
        )
        .orderBy(direction(order), direction(id))
        .limit(args.limit + 1);
      return rows.map(toItem);
    },
    async get(db: Db, scope: Scope, value: string): Promise<Item | null> {
      const [row] = await db.select(fields).from(table).where(byId(scope, value)).limit(1);
      return row ? toItem(row) : null;
    },
    async create(tx: Tx, scope: Scope, input: Create): Promise<Item> {
      const values = options.toInsert ? options.toInsert(scope, input) : { ...(input as object) };
      const [row] = await tx.insert(table).values(values).returning(fields);
      return toItem(row!);
    },
    async update(tx: Tx, scope: Scope, value: string, input: Update): Promise<Item | null> {
      const set = options.toUpdate ? options.toUpdate(input) : { ...(input as object) };
      const [row] = await tx.update(table).set(set).where(byId(scope, value)).returning(fields);
      return row ? toItem(row) : null;
    },
    async remove(tx: Tx, scope: Scope, value: string): Promise<Item | null> {
      const [row] = await tx.delete(table).where(byId(scope, value)).returning(fields);
      return row ? toItem(row) : null;
    },
  };
}
