import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BREAK_MESSAGES } from '@parley/domain';
import { breaks } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';

// What the generated suites (test/resources.test.ts, access-matrix.test.ts) do not know: the
// demo rows, a name unique per account, the minutes' range and the paid filter.
const app = appWithSignIns({ owner: 'owner@acme.test', agent: 'agent@acme.test', globex: GLOBEX.owner });
const { get, send, as } = app;
const valid = { name: 'Fire drill', description: '', paid: true, maxMinutes: 20, enabled: true };
const acmeRows = () => app.t.database.db.select().from(breaks).where(eq(breaks.accountSid, ACME));

describe('breaks', () => {
  it('lists Acme’s demo break types by name, one disabled; filters on paid and enabled; searches', async () => {
    const items = (await get('/v3/breaks')).json().payload;
    expect(items.length).toBeGreaterThanOrEqual(6);
    const names = items.map((b: { name: string }) => b.name.toLowerCase());
    expect(names).toEqual(names.toSorted());
    for (const b of (await get('/v3/breaks?paid=false')).json().payload) expect(b.paid).toBe(false);
    const off = (await get('/v3/breaks?enabled=false')).json().payload;
    expect(off.map((b: { name: string }) => b.name)).toEqual(['Smoking break']);
    const found = (await get('/v3/breaks?q=huddle')).json().payload;
    expect(found.map((b: { name: string }) => b.name)).toEqual(['Team meeting']);
    const longest = (await get('/v3/breaks?sort=-maxMinutes&limit=1')).json().payload[0];
    expect(longest.maxMinutes).toBe(60);
  });

  it('refuses a second break type of the same name with 409 and its message; another account may use it', async () => {
    const before = await acmeRows();
    const res = await send('POST', '/v3/breaks', { ...valid, name: 'Lunch' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error[0]).toMatchObject({ field: 'name', message: BREAK_MESSAGES.nameTaken });
    expect(await acmeRows()).toEqual(before);
    expect((await send('POST', '/v3/breaks', { ...valid, name: 'Lunch' }, as.globex)).statusCode).toBe(200);
  });

  it.each([
    [0, BREAK_MESSAGES.minutesRange],
    [481, BREAK_MESSAGES.minutesRange],
    [7.5, BREAK_MESSAGES.minutesWhole],
    ['15', BREAK_MESSAGES.minutesRequired],
  ])('refuses %j minutes with the form’s message and writes nothing', async (maxMinutes, message) => {
    const before = await acmeRows();
    const res = await send('POST', '/v3/breaks', { ...valid, maxMinutes });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({ field: 'maxMinutes', message });
    const [first] = before;
    const bulk = await send('PATCH', '/v3/breaks', { ids: [first!.id], changes: { maxMinutes } });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error[0]).toMatchObject({ field: 'changes.maxMinutes', message });
    expect(await acmeRows()).toEqual(before);
  });

  it('accepts 1 and 480 minutes', async () => {
    for (const [name, maxMinutes] of [
      ['Blink', 1],
      ['Whole shift', 480],
    ] as const)
      expect((await send('POST', '/v3/breaks', { ...valid, name, maxMinutes })).statusCode).toBe(200);
  });

  it('is not the agent’s: 403 without gumby-acct-update', async () => {
    expect((await get('/v3/breaks', as.agent)).statusCode).toBe(403);
  });
});
