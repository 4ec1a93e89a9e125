import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhooks, workgroups } from './schema/index';
import { DEMO_ACCOUNTS } from './seed';
import { seedResources } from './seed-resources';
import { addWhileNone } from './seed-while-empty';
import { buildTestApp, type TestContext } from '../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const WEST = DEMO_ACCOUNTS.west.accountSid;
const target = { table: workgroups, account: workgroups.accountSid };
const row = (groupName: string) => ({
  id: `WG${'0'.repeat(31)}${groupName.length}`,
  accountSid: WEST,
  groupName,
  description: '',
  status: true,
});

describe('addWhileNone: the one seeding rule', () => {
  it('adds nothing to an account that has some rows, and does not build them', async () => {
    let built = false;
    const added = await addWhileNone(t.database.db, target, WEST, () => {
      built = true;
      return [row('Never')];
    });
    expect({ added, built }).toEqual({ added: false, built: false });
  });

  it('adds the rows to an account that has none, and what `rows` wrote first lands with them', async () => {
    await t.database.db.delete(workgroups).where(eq(workgroups.accountSid, WEST));
    expect(await addWhileNone(t.database.db, target, WEST, () => [row('Only')])).toBe(true);
    const names = await t.database.db
      .select({ name: workgroups.groupName })
      .from(workgroups)
      .where(eq(workgroups.accountSid, WEST));
    expect(names).toEqual([{ name: 'Only' }]);
  });

  it('every seeder, run again, changes nothing; an emptied resource is filled again', async () => {
    await t.database.db.delete(webhooks).where(eq(webhooks.accountSid, WEST));
    await seedResources(t.database.db, DEMO_ACCOUNTS);
    const before = await t.database.db.select().from(webhooks).orderBy(webhooks.id);
    expect(before.filter((w) => w.accountSid === WEST)).toHaveLength(1);
    await seedResources(t.database.db, DEMO_ACCOUNTS);
    expect(await t.database.db.select().from(webhooks).orderBy(webhooks.id)).toEqual(before);
  });
});
