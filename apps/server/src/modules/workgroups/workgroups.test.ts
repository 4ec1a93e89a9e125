import { describe, expect, it } from 'vitest';
import { GLOBEX, appWithSignIns } from '../../../test/helpers';

const { get, send, as } = appWithSignIns({ agent: 'agent@acme.test', globex: GLOBEX.owner });

describe('GET /v3/workgroups', () => {
  it('answers Acme’s three workgroups by name to anyone signed in, an agent included', async () => {
    const res = await get('/v3/workgroups');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual([
      { groupName: 'Night Shift', description: 'After-hours coverage (retired)', status: false },
      { groupName: 'Sales', description: 'Inbound sales calls and quotes', status: true },
      { groupName: 'Support Tier 1', description: 'First-line customer support', status: true },
    ]);
  });

  it('filters on status, and refuses a status that is not true or false', async () => {
    const on = (await get('/v3/workgroups?status=true')).json().payload;
    expect(on.map((g: { groupName: string }) => g.groupName)).toEqual(['Sales', 'Support Tier 1']);
    expect((await get('/v3/workgroups?status=yes')).statusCode).toBe(400);
  });

  it('shows another account none of them, and no one signed out', async () => {
    expect((await get('/v3/workgroups', as.globex)).json().payload).toEqual([]);
    expect((await get('/v3/workgroups', {})).statusCode).toBe(401);
  });

  it('has no route to change them', async () => {
    const res = await send('POST', '/v3/workgroups', { groupName: 'X', description: '', status: true });
    expect(res.statusCode).toBe(404);
  });
});
