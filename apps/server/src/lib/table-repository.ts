import { Column, and, asc, desc, eq, getTableColumns, inArray, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import type { TSortType } from './paging';
import type { ListArgs, ListPage, ResourceRepository, Scope } from './resource-routes';

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
  /**
   * A time the server writes from a JS Date, so already at the millisecond: ordered by the column
   * itself, which its index serves (date_trunc above hides the column from every index, and a
   * table of millions of rows then sorts them all for a page).
   */
  instant: (column: PgColumn): TSortKey => ({ order: column, type: 'timestamp' }),
};

/** The type of each sort field, as the route factory checks cursors with it. */
export const sortTypesOf = (sort: Record<string, TSortKey>): Record<string, TSortType> =>
  Object.fromEntries(Object.entries(sort).map(([field, key]) => [field, key.type]));

export interface TableRepositoryOptions<Item, Create, Update> {
  table: PgTable;
  /** the column holding the owning account: every query is limited to the caller's */
  account: PgColumn;
  /** a condition every query adds to the account's (the WebRTC agents among the users) */
  only?: SQL;
  id: PgColumn;
  /** what an item is made of: item field → column or expression */
  columns: Record<keyof Item & string, PgColumn | SQL.Aliased>;
  /**
   * each sortable field: its order (a column or an expression, lower(name)) and type, by `sortBy`.
   * Declared once: the list reads the order's value of its last row for the cursor, so nothing
   * mirrors the expression in TypeScript.
   */
  sort: Record<string, TSortKey>;
  /** the table's columns no item field shows, each with why (the account, a blob's hash) */
  internal?: Record<string, string>;
  /**
   * the definition's filters as conditions; given the database and the caller, for a filter whose
   * meaning depends on who reads (a day is the reader's day)
   */
  filters?: (
    filters: Record<string, unknown>,
    context: { db: Db; scope: Scope },
  ) => (SQL | undefined)[] | Promise<(SQL | undefined)[]>;
  /** the `q` search as a condition */
  search?: (q: string) => SQL;
  /** a row as read → the item (dates to ISO text and the like); the row as it is by default */
  toItem?: (row: Record<string, unknown>) => Item;
  /** the row a create inserts: the input plus what the server decides (id, account) */
  toInsert?: (scope: Scope, input: Create) => Record<string, unknown>;
  /** the columns an update sets */
  toUpdate?: (input: Update) => Record<string, unknown>;
  /** the columns a bulk update sets from the fields it changes (toUpdate's are whole inputs) */
  toBulkUpdate?: (changes: Partial<Update>) => Record<string, unknown>;
}

/** The operations a table repository has; `extend` replaces or adds to them. */
export type TableMethods<Item, Create, Update> = Required<
  Pick<
    ResourceRepository<Item, Create, Update>,
    'list' | 'get' | 'create' | 'update' | 'remove' | 'updateMany' | 'removeMany'
  >
>;

/** What the table test holds against the item schema (test/table-shapes.test.ts). */
export interface TableShape {
  table: PgTable;
  /** item field → the column it reads, or null for an expression (a joined size) */
  fields: Record<string, string | null>;
  internal: Record<string, string>;
}

export type TableRepository<Item, Create, Update> = TableMethods<Item, Create, Update> &
  Pick<ResourceRepository<Item, Create, Update>, 'sortTypes' | 'shape'>;

// the order's value and the row's id ride along with each listed row, under names no item uses
const ORDER = '__order';
const ROW_ID = '__id';

/** The cursor's value as the cursor holds it: ISO text at the millisecond for a time, a number for an integer. */
const cursorValue = (value: unknown, type: TSortType): string | number => {
  if (type === 'timestamp') return (value instanceof Date ? value : new Date(String(value))).toISOString();
  if (type === 'integer') return Number(value);
  return String(value);
};

/**
 * A resource kept in one table, scoped by account: list (keyset-paged), get, create, update and
 * remove. Every resource's repository is one of these: its options, and in `extend` what it does
 * beyond them (checks before a write, a lock before a delete), given the plain operations to call.
 * The kit calls only the operations the definition lists.
 */
export function tableRepository<Item, Create, Update>(
  options: TableRepositoryOptions<Item, Create, Update>,
  extend?: (base: TableMethods<Item, Create, Update>) => Partial<TableMethods<Item, Create, Update>>,
): TableRepository<Item, Create, Update> {
  const { table, account, id, columns } = options;
  const toItem = options.toItem ?? ((row: Record<string, unknown>) => row as Item);
  const mine = (scope: Scope) => and(eq(account, scope.accountId), options.only);
  const byId = (scope: Scope, value: string) => and(mine(scope), eq(id, value));
  // drizzle's select() wants its own field map type; ours is the same map, typed by the item
  const fields = columns as unknown as Record<string, PgColumn>;

  const base: TableMethods<Item, Create, Update> = {
    async list(db: Db, scope: Scope, args: ListArgs): Promise<ListPage<Item>> {
      const key = options.sort[args.sort.field];
      if (!key) throw new Error(`no order for ${args.sort.field}`);
      const { order } = key;
      const direction = args.sort.desc ? desc : asc;
      const after = args.after
        ? args.sort.desc
          ? sql`(${order}, ${id}) < (${args.after.value}, ${args.after.id})`
          : sql`(${order}, ${id}) > (${args.after.value}, ${args.after.id})`
        : undefined;
      const filtered = (await options.filters?.(args.filters, { db, scope })) ?? [];
      const rows = await db
        .select({ ...fields, [ORDER]: sql`${order}`.as('list_order'), [ROW_ID]: id })
        .from(table)
        .where(
          and(mine(scope), ...filtered, args.q && options.search ? options.search(args.q) : undefined, after),
        )
        .orderBy(direction(order), direction(id))
        .limit(args.limit + 1);
      const page = rows.slice(0, args.limit);
      const last = page.at(-1);
      return {
        items: page.map(({ [ORDER]: _order, [ROW_ID]: _id, ...row }) => toItem(row)),
        next:
          rows.length > args.limit && last
            ? { value: cursorValue(last[ORDER], key.type), id: String(last[ROW_ID]) }
            : null,
      };
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
    // one statement for many ids: the kit compares what came back with what was asked
    async updateMany(tx: Tx, scope: Scope, ids: string[], changes: Partial<Update>): Promise<Item[]> {
      const set = options.toBulkUpdate ? options.toBulkUpdate(changes) : { ...(changes as object) };
      const rows = await tx
        .update(table)
        .set(set)
        .where(and(mine(scope), inArray(id, ids)))
        .returning(fields);
      return rows.map(toItem);
    },
    async removeMany(tx: Tx, scope: Scope, ids: string[]): Promise<Item[]> {
      const rows = await tx
        .delete(table)
        .where(and(mine(scope), inArray(id, ids)))
        .returning(fields);
      return rows.map(toItem);
    },
  };
  return {
    ...base,
    ...extend?.(base),
    sortTypes: sortTypesOf(options.sort),
    shape: {
      table,
      fields: Object.fromEntries(
        Object.entries(columns as Record<string, PgColumn | SQL.Aliased>).map(([field, source]) => [
          field,
          is(source, Column) ? source.name : null,
        ]),
      ),
      internal: options.internal ?? {},
    },
  };
}

/**
 * Where a table and its item schema disagree: an item field the repository does not read, a
 * field it reads that the item has not, a column neither an item field nor declared internal, and
 * an internal entry that is no column. Empty when they agree (test/resources.test.ts holds every
 * registered resource to it, so a column added to one and not the other fails).
 */
export function tableShapeProblems(itemFields: readonly string[], shape: TableShape): string[] {
  const read = Object.keys(shape.fields);
  const columns = Object.values(getTableColumns(shape.table)).map((column) => column.name);
  const shown = new Set(Object.values(shape.fields).filter((name): name is string => name !== null));
  return [
    ...itemFields.filter((f) => !read.includes(f)).map((f) => `item field '${f}' is read from no column`),
    ...read.filter((f) => !itemFields.includes(f)).map((f) => `'${f}' is read but is no item field`),
    ...columns
      .filter((c) => !shown.has(c) && !(c in shape.internal))
      .map((c) => `column '${c}' is neither an item field nor declared internal`),
    ...Object.keys(shape.internal)
      .filter((c) => !columns.includes(c))
      .map((c) => `internal '${c}' is no column of the table`),
  ];
}
