import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRESET_MESSAGES } from '@parley/domain';
import { presets } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';

// What the generated suites (test/resources.test.ts, access-matrix.test.ts) do not know: the demo
// rows, a name unique per account, the filters.
const app = appWithSignIns({ owner: 'owner@acme.test', globex: GLOBEX.owner });
const { get, send, as } = app;
const valid = { name: 'Made by a test', description: '', enabled: true };
const acmeRows = () => app.t.database.db.select().from(presets).where(eq(presets.accountSid, ACME));

describe('presets', () => {
  it('lists Acme’s demo transfer presets by name; filters on enabled; searches', async () => {
    const items = (await get('/v3/presets')).json().payload as { name: string; enabled: boolean }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    const names = items.map((item) => item.name.toLowerCase());
    expect(names).toEqual(names.toSorted());
    const off = (await get('/v3/presets?enabled=false')).json().payload as { enabled: boolean }[];
    expect(off.length).toBeGreaterThan(0);
    for (const item of off) expect(item.enabled).toBe(false);
    const [first] = items;
    const found = (await get(`/v3/presets?q=${encodeURIComponent(first!.name)}`)).json().payload;
    expect(found.map((item: { name: string }) => item.name)).toContain(first!.name);
  });

  it('refuses a name already used with 409 and its message; another account may use it', async () => {
    const [taken] = (await get('/v3/presets')).json().payload as { name: string }[];
    const before = await acmeRows();
    const res = await send('POST', '/v3/presets', { ...valid, name: taken!.name });
    expect(res.statusCode).toBe(409);
    expect(res.json().error[0]).toMatchObject({ field: 'name', message: PRESET_MESSAGES.nameTaken });
    expect(await acmeRows()).toEqual(before);
    expect((await send('POST', '/v3/presets', { ...valid, name: taken!.name }, as.globex)).statusCode).toBe(
      200,
    );
  });

  it('refuses an empty name with the form’s message and writes nothing', async () => {
    const before = await acmeRows();
    const res = await send('POST', '/v3/presets', { ...valid, name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({ field: 'name', message: PRESET_MESSAGES.nameRequired });
    expect(await acmeRows()).toEqual(before);
  });
});
