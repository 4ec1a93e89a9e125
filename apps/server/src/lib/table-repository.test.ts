import { describe, expect, it } from 'vitest';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { tableShapeProblems, type TableShape } from './table-repository';

const things = pgTable('things', {
  id: text('id').primaryKey(),
  accountSid: text('account_sid').notNull(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull(),
});
const shape = (over: Partial<TableShape> = {}): TableShape => ({
  table: things,
  fields: { id: 'id', name: 'name', enabled: 'enabled' },
  internal: { account_sid: 'the owning account' },
  ...over,
});

describe('tableShapeProblems', () => {
  it('finds none when every column is an item field or internal, and every field is read', () => {
    expect(tableShapeProblems(['id', 'name', 'enabled'], shape())).toEqual([]);
  });

  it('fails a column added to the table and not to the item', () => {
    const wider = pgTable('things', {
      ...getColumnsOf(),
      colour: text('colour').notNull(),
    });
    expect(tableShapeProblems(['id', 'name', 'enabled'], shape({ table: wider }))).toEqual([
      "column 'colour' is neither an item field nor declared internal",
    ]);
  });

  it('fails a field added to the item and not to the table', () => {
    expect(tableShapeProblems(['id', 'name', 'enabled', 'colour'], shape())).toEqual([
      "item field 'colour' is read from no column",
    ]);
  });

  it('fails a field read that the item has not, and an internal entry that is no column', () => {
    expect(
      tableShapeProblems(['id', 'name'], shape({ internal: { account_sid: 'owner', gone: 'was here' } })),
    ).toEqual(["'enabled' is read but is no item field", "internal 'gone' is no column of the table"]);
  });

  it('takes a field read from an expression (a joined size) without a column of its own', () => {
    expect(
      tableShapeProblems(
        ['id', 'name', 'enabled', 'size'],
        shape({ fields: { id: 'id', name: 'name', enabled: 'enabled', size: null } }),
      ),
    ).toEqual([]);
  });
});

function getColumnsOf() {
  return {
    id: text('id').primaryKey(),
    accountSid: text('account_sid').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
  };
}
