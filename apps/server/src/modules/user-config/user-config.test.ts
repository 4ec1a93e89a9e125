import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES } from '@parley/domain';
import { bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
let agent: string;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  agent = (await signIn(t.app, 'agent@acme.test')).accessToken;
  owner = (await signIn(t.app, 'owner@acme.test')).accessToken;
});
afterAll(() => t.app.close());

const put = (token: string, key: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/v3/user/config/${encodeURIComponent(key)}`,
    headers: bearer(token),
    payload: body as object,
  });
const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v3/user/config', headers: bearer(token) });

describe('user configuration', () => {
  it("keeps each user's own settings apart", async () => {
    expect((await put(agent, 'color_scheme', { key: 'color_scheme', value: 'dark' })).statusCode).toBe(200);
    expect(
      (await put(agent, 'table_columns:contacts', { key: 'table_columns:contacts', value: '["name"]' }))
        .statusCode,
    ).toBe(200);
    expect((await list(agent)).json().payload).toEqual([
      { key: 'color_scheme', value: 'dark' },
      { key: 'table_columns:contacts', value: '["name"]' },
    ]);
    expect((await list(owner)).json().payload).toEqual([]);
  });

  it('refuses unknown keys, a body key that differs from the path, and unknown fields', async () => {
    const unknown = await put(agent, 'privs', { key: 'privs', value: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error[0].message).toBe(OUR_MESSAGES.unknownConfigKey);
    const mismatch = await put(agent, 'color_scheme', { key: 'timezone', value: 'UTC' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error[0].field).toBe('key');
    expect(
      (await put(agent, 'color_scheme', { key: 'color_scheme', value: 'x', clientId: 'CL1' })).statusCode,
    ).toBe(400);
    expect((await list(agent)).json().payload).toContainEqual({ key: 'color_scheme', value: 'dark' });
  });

  it('deletes entries', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v3/user/config',
      headers: bearer(agent),
      payload: [{ key: 'color_scheme' }],
    });
    expect(res.json().payload[0]).toEqual({ deleted: 1 });
    expect((await list(agent)).json().payload).toEqual([
      { key: 'table_columns:contacts', value: '["name"]' },
    ]);
  });
});
