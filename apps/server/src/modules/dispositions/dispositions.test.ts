import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DISPOSITION_MESSAGES } from '@parley/domain';
import { dispositions } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';

// What the generated suites do not know: the demo rows, a unique name, the outcome's values and
// filter, and who may read but not change them.
const app = appWithSignIns({
  owner: 'owner@acme.test',
  supervisor: 'supervisor@acme.test',
  agent: 'agent@acme.test',
  globex: GLOBEX.owner,
});
const { get, send, as } = app;
const valid = { name: 'Sent brochure', description: '', outcome: 'callback', enabled: true };
const acmeRows = () => app.t.database.db.select().from(dispositions).where(eq(dispositions.accountSid, ACME));

describe('dispositions', () => {
  it('lists Acme’s demo dispositions; filters on outcome and enabled; searches', async () => {
    const items = (await get('/v3/dispositions')).json().payload;
    expect(items.length).toBeGreaterThanOrEqual(7);
    const dnc = (await get('/v3/dispositions?outcome=do_not_contact')).json().payload;
    expect(dnc.map((d: { name: string }) => d.name)).toEqual(['Do not call', 'Wrong number']);
    const off = (await get('/v3/dispositions?enabled=false')).json().payload;
    expect(off.map((d: { name: string }) => d.name)).toEqual(['Wrong number']);
    expect((await get('/v3/dispositions?q=voicemail')).json().payload[0].name).toBe('Left voicemail');
    expect((await get('/v3/dispositions?outcome=maybe')).statusCode).toBe(400);
  });

  it('refuses a name already used with 409 and its message, and an unknown outcome with 400', async () => {
    const before = await acmeRows();
    const taken = await send('POST', '/v3/dispositions', { ...valid, name: 'Sale made' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error[0]).toMatchObject({ field: 'name', message: DISPOSITION_MESSAGES.nameTaken });
    const bad = await send('POST', '/v3/dispositions', { ...valid, outcome: 'not interested' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error[0]).toMatchObject({
      field: 'outcome',
      message: DISPOSITION_MESSAGES.outcomeRequired,
    });
    expect(await acmeRows()).toEqual(before);
  });

  it('a supervisor reads but cannot change; an agent cannot read', async () => {
    expect((await get('/v3/dispositions', as.supervisor)).statusCode).toBe(200);
    expect((await send('POST', '/v3/dispositions', valid, as.supervisor)).statusCode).toBe(403);
    expect((await get('/v3/dispositions', as.agent)).statusCode).toBe(403);
  });
});
