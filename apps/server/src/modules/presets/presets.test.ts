import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRESET_MESSAGES, VALIDATION_MESSAGES } from '@parley/domain';
import { presets } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';

// What the generated suites (test/resources.test.ts, access-matrix.test.ts) do not know: the
// demo rows, a name unique per account, the three kinds of destination and their rules, a user
// destination that must be the account's own user, and who may not see them.
const app = appWithSignIns({ owner: 'owner@acme.test', agent: 'agent@acme.test', globex: GLOBEX.owner });
const { get, send, as } = app;
const valid = {
  name: 'Made by a test',
  destination: { type: 'number', value: '+14155230188' },
  enabled: true,
};
const acmeRows = () => app.t.database.db.select().from(presets).where(eq(presets.accountSid, ACME));
type TListed = { id: string; name: string; enabled: boolean; destination: { type: string; value: string } };
const list = async (query = '') => (await get(`/v3/presets${query}`)).json().payload as TListed[];

describe('presets', () => {
  it('lists Acme’s demo presets by name, each kind among them; filters on kind and enabled; searches numbers', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(6);
    const names = items.map((item) => item.name.toLowerCase());
    expect(names).toEqual(names.toSorted());
    expect(new Set(items.map((item) => item.destination.type))).toEqual(new Set(['number', 'sip', 'user']));
    for (const item of await list('?type=sip')) expect(item.destination.type).toBe('sip');
    expect((await list('?enabled=false')).map((item) => item.name)).toEqual(['Old IVR']);
    expect((await list('?q=2079460')).map((item) => item.name)).toEqual(['After-hours (London)']);
    expect((await get('/v3/presets?type=fax')).statusCode).toBe(400);
  });

  it('keeps a number in E.164 as typed with spaces, and a SIP address with its port', async () => {
    const typed = await send('POST', '/v3/presets', {
      ...valid,
      destination: { type: 'number', value: '+1 (415) 523-0188' },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().payload[0].destination).toEqual({ type: 'number', value: '+14155230188' });
    const sip = await send('POST', '/v3/presets', {
      ...valid,
      name: 'Desk 12',
      destination: { type: 'sip', value: 'desk12@10.0.0.12:5062' },
    });
    expect(sip.statusCode, sip.body).toBe(200);
    expect(sip.json().payload[0].destination).toEqual({ type: 'sip', value: 'desk12@10.0.0.12:5062' });
  });

  it.each([
    [{ type: 'number', value: '' }, PRESET_MESSAGES.numberRequired],
    [{ type: 'number', value: '+1415523' }, VALIDATION_MESSAGES.e164International],
    [{ type: 'sip', value: 'desk@pbx.example.com:70000' }, VALIDATION_MESSAGES.sipAddress],
    [{ type: 'user', value: '' }, PRESET_MESSAGES.userRequired],
    [{ type: 'user', value: GLOBEX.ownerClientId }, PRESET_MESSAGES.userUnknown],
  ])('refuses the destination %j with its message and writes nothing', async (destination, message) => {
    const before = await acmeRows();
    const res = await send('POST', '/v3/presets', { ...valid, name: 'Refused', destination });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({ field: 'destination.value', message });
    expect(await acmeRows()).toEqual(before);
  });

  it('refuses a kind it does not know, and a bulk change to another account’s user, changing nothing', async () => {
    const kind = await send('POST', '/v3/presets', { ...valid, destination: { type: 'fax', value: '1' } });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error[0]).toMatchObject({
      field: 'destination.type',
      message: PRESET_MESSAGES.kindRequired,
    });
    const before = await acmeRows();
    const bulk = await send('PATCH', '/v3/presets', {
      ids: before.slice(0, 2).map((row) => row.id),
      changes: { destination: { type: 'user', value: GLOBEX.ownerClientId } },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error[0]).toMatchObject({ message: PRESET_MESSAGES.userUnknown });
    expect(await acmeRows()).toEqual(before);
  });

  it('takes one of the account’s own users as a destination', async () => {
    const users = (await get('/v3/users')).json().payload as { clientId: string }[];
    const res = await send('POST', '/v3/presets', {
      ...valid,
      name: 'A colleague',
      destination: { type: 'user', value: users[0]!.clientId },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a name already used with 409 and its message; another account may use it', async () => {
    const before = await acmeRows();
    const res = await send('POST', '/v3/presets', { ...valid, name: 'Front desk' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error[0]).toMatchObject({ field: 'name', message: PRESET_MESSAGES.nameTaken });
    expect(await acmeRows()).toEqual(before);
    expect((await send('POST', '/v3/presets', { ...valid, name: 'Front desk' }, as.globex)).statusCode).toBe(
      200,
    );
  });

  it('is not the agent’s: 403 without gumby-acct-update', async () => {
    expect((await get('/v3/presets', as.agent)).statusCode).toBe(403);
  });
});
