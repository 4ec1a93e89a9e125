import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { auditLog, users } from '../../db/schema/index';
import { demoId } from '../../db/ids';
import { GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
const AGENT = demoId('CL', 'agent@acme.test');
const OWNER = demoId('CL', 'owner@acme.test');
let agent: string;
let owner: string;
let supervisor: string;
beforeAll(async () => {
  t = await buildTestApp();
  agent = (await signIn(t.app, 'agent@acme.test')).accessToken;
  owner = (await signIn(t.app, 'owner@acme.test')).accessToken;
  supervisor = (await signIn(t.app, 'supervisor@acme.test')).accessToken;
});
afterAll(() => t.app.close());

const get = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/v3/users/${id}`, headers: bearer(token) });
const put = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v3/users/${id}`, headers: bearer(token), payload });

describe('profile', () => {
  it('lets a user read and change their own names, with an audit record', async () => {
    expect((await get(agent, AGENT)).json().payload[0]).toMatchObject({
      username: 'agent@acme.test',
      firstName: 'Ada',
    });
    const res = await put(agent, AGENT, {
      displayName: '  Ada A. ',
      firstName: 'Ada',
      lastName: "O'Brien-Agarwal",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload[0]).toMatchObject({ displayName: 'Ada A.', lastName: "O'Brien-Agarwal" });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'users.update'));
    expect(row).toMatchObject({ targetId: AGENT, clientId: AGENT });
  });

  it("gives the spec's messages for bad names and changes nothing", async () => {
    const before = await t.database.db.select().from(users).where(eq(users.clientId, AGENT));
    const res = await put(agent, AGENT, { displayName: '', firstName: 'R2-D2!', lastName: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(
      expect.arrayContaining([
        { code: 'validation', field: 'displayName', message: OUR_MESSAGES.displayNameRequired },
        { code: 'validation', field: 'firstName', message: MESSAGES.firstNameRequired },
        { code: 'validation', field: 'lastName', message: MESSAGES.lastNameRequired },
      ]),
    );
    expect(
      (await put(agent, AGENT, { displayName: 'A', firstName: 'A', lastName: 'B', roles: ['acct-owner'] }))
        .statusCode,
    ).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.clientId, AGENT))).toEqual(before);
  });

  it('needs gumby-user-read to see and gumby-user-update to change someone else in the account', async () => {
    expect((await get(agent, OWNER)).statusCode).toBe(404);
    expect((await get(supervisor, AGENT)).statusCode).toBe(200);
    expect(
      (await put(supervisor, AGENT, { displayName: 'X', firstName: 'X', lastName: 'Y' })).statusCode,
    ).toBe(403);
    expect(
      (await put(owner, AGENT, { displayName: 'Ada', firstName: 'Ada', lastName: 'Agarwal' })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another account's user and for an id that does not exist", async () => {
    expect((await get(owner, GLOBEX.ownerClientId)).statusCode).toBe(404);
    expect(
      (await put(owner, GLOBEX.ownerClientId, { displayName: 'X', firstName: 'X', lastName: 'Y' }))
        .statusCode,
    ).toBe(404);
    expect((await get(owner, `CL${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('answers an id that is not a user id at all as one that does not exist: 404 in the envelope', async () => {
    for (const id of ['not-an-id', 'CL123', `CL${'0'.repeat(33)}`, `AC${'0'.repeat(32)}`]) {
      for (const res of [
        await get(owner, id),
        await put(owner, id, { displayName: 'X', firstName: 'X', lastName: 'Y' }),
      ]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({
          status: 'error',
          payload: [],
          error: [{ code: 'not_found', message: OUR_MESSAGES.notFound }],
        });
      }
    }
  });
});
