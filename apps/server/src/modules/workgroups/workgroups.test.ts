import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
let agent: Record<string, string>;
let globex: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  agent = bearer((await signIn(t.app, 'agent@acme.test')).accessToken);
  globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
});
afterAll(() => t.app.close());

const get = (url: string, headers = agent) => t.app.inject({ method: 'GET', url, headers });

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
    expect((await get('/v3/workgroups', globex)).json().payload).toEqual([]);
    expect((await get('/v3/workgroups', {})).statusCode).toBe(401);
  });

  it('has no route to change them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/workgroups',
      headers: agent,
      payload: { groupName: 'X', description: '', status: true },
    });
    expect(res.statusCode).toBe(404);
  });
});
