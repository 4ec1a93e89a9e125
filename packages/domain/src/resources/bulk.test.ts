import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rule } from '../access/rules';
import { text } from '../validation/text';
import { usageAlertsResource } from './usage-alerts';
import { BULK_IDS_MAX, BULK_MESSAGES, ZBulkDelete, bulkIdsTooManyMessage, bulkUpdateSchema } from './bulk';
import { defineResource } from './define';
import { webhooksResource } from './webhooks';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);

describe('bulk bodies', () => {
  it('takes 1 to BULK_IDS_MAX ids and counts one named twice once', () => {
    expect(ZBulkDelete.parse({ ids: ['a', 'b', 'a'] })).toEqual({ ids: ['a', 'b'] });
    expect(ZBulkDelete.safeParse({ ids: ids(BULK_IDS_MAX) }).success).toBe(true);
    const over = ZBulkDelete.safeParse({ ids: ids(BULK_IDS_MAX + 1) });
    expect(over.error?.issues[0]?.message).toBe(bulkIdsTooManyMessage());
    expect(bulkIdsTooManyMessage()).toBe('At most 500 items can be changed at once.');
    expect(ZBulkDelete.safeParse({ ids: [] }).error?.issues[0]?.message).toBe(BULK_MESSAGES.idsRequired);
  });

  it('checks changes by the update input’s own rules, any part of it, not none', () => {
    const schema = bulkUpdateSchema(webhooksResource);
    expect(schema.safeParse({ ids: ['a'], changes: { enabled: false } }).success).toBe(true);
    expect(schema.safeParse({ ids: ['a'], changes: { url: 'ftp://x' } }).success).toBe(false);
    expect(schema.safeParse({ ids: ['a'], changes: { colour: 'blue' } }).success).toBe(false);
    expect(schema.safeParse({ ids: ['a'], changes: {} }).error?.issues[0]?.message).toBe(
      BULK_MESSAGES.changesRequired,
    );
  });

  it('keeps to the fields a definition lets many items take (usage alerts: enabled)', () => {
    const schema = bulkUpdateSchema(usageAlertsResource);
    expect(schema.safeParse({ ids: ['a'], changes: { enabled: false } }).success).toBe(true);
    expect(schema.safeParse({ ids: ['a'], changes: { threshold: 1.5 } }).success).toBe(false);
  });

  it('a definition offers a bulk operation only with its single-item one', () => {
    const item = z.object({ id: text() });
    expect(() =>
      defineResource({
        name: 'things',
        label: 'thing',
        path: '/v3/things',
        idField: 'id',
        item,
        access: { read: rule.session, write: rule.session },
        operations: ['list'],
        bulk: ['delete'],
        list: { sort: ['id'], limit: { default: 10, max: 10 } },
      }),
    ).toThrow('bulk delete needs the delete operation');
  });
});
