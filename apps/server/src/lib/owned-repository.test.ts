import { describe, expect, it } from 'vitest';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineResource, rule } from '@parley/domain';
import { ownedColumns } from '../db/owned-columns';
import { ownedRepository } from './owned-repository';

const things = pgTable('things', {
  ...ownedColumns(),
  name: text('name').notNull(),
  on: boolean('on').notNull(),
});
const item = z.object({
  id: z.string(),
  name: z.string(),
  on: z.boolean(),
  created: z.string(),
  updated: z.string(),
});
const definitionWith = (filters: z.ZodRawShape) =>
  defineResource({
    name: 'things',
    label: 'thing',
    path: '/v3/things',
    idField: 'id',
    item,
    access: { read: rule.session },
    operations: ['list'],
    list: { sort: ['name', 'created'], limit: { default: 10, max: 100 }, filters },
  });

describe('ownedRepository', () => {
  it('reads each item field from the column of its name, created and updated from the times', () => {
    const repository = ownedRepository(definitionWith({}), things);
    expect(repository.shape?.fields).toEqual({
      id: 'id',
      name: 'name',
      on: 'on',
      created: 'created_at',
      updated: 'updated_at',
    });
    expect(repository.sortTypes).toEqual({ name: 'text', created: 'timestamp' });
  });

  it('refuses at start a filter that is no column and has no condition of its own', () => {
    expect(() => ownedRepository(definitionWith({ colour: z.string().optional() }), things)).toThrow(
      /item field 'colour' has no column/,
    );
    expect(() =>
      ownedRepository(definitionWith({ colour: z.string().optional() }), things, {
        filters: { colour: () => undefined },
      }),
    ).not.toThrow();
  });
});
