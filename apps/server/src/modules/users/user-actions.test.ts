import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USER_ACTION_MESSAGES } from '@parley/domain';
import { auditLog, users } from '../../db/schema/index';
import { demoId } from '../../db/ids';
import { GLOBEX, appWithSignIns, signIn } from '../../../test/helpers';

const api = appWithSignIns({
  owner: 'owner@acme.test',
  admin: 'admin@acme.test',
  supervisor: 'supervisor@acme.test',
});
const AGENT = demoId('CL', 'agent@acme.test');
const WEBRTC = demoId('CL', 'webrtc@acme.test');
const OWNER = demoId('CL', 'owner@acme.test');
const status = (id: string, value: string, headers = api.as.owner) =>
  api.send('PUT', `/v3/users/${id}/status`, { status: value }, headers);

describe('the users page’s actions', () => {
  it('disables a user, who then cannot sign in and whose session ends; enables them again', async () => {
    const agent = await signIn(api.t.app, 'agent@acme.test');
    const res = await status(AGENT, 'inactive');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload[0]).toMatchObject({ clientId: AGENT, status: 'inactive' });
    expect((await api.session(agent.accessToken)).statusCode).toBe(401);
    await expect(signIn(api.t.app, 'agent@acme.test')).rejects.toThrow();
    const [audit] = await api.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.status'));
    expect(audit).toMatchObject({ targetId: AGENT, clientId: OWNER });
    expect((await status(AGENT, 'active')).json().payload[0].status).toBe('active');
    await expect(signIn(api.t.app, 'agent@acme.test')).resolves.toBeTruthy();
  });

  it('refuses oneself and an account owner (409), a bad status (400), and needs user update (403)', async () => {
    expect((await status(OWNER, 'inactive')).json().error[0].message).toBe(USER_ACTION_MESSAGES.notSelf);
    const byAdmin = await status(OWNER, 'inactive', api.as.admin);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().error[0].message).toBe(USER_ACTION_MESSAGES.notOwner);
    expect((await api.send('DELETE', `/v3/users/${OWNER}`, undefined, api.as.admin)).statusCode).toBe(409);
    expect((await status(AGENT, 'closed')).statusCode).toBe(400);
    expect((await status(AGENT, 'inactive', api.as.supervisor)).statusCode).toBe(403);
  });

  it('answers 404 for another account’s user and an id that is none', async () => {
    expect((await status(GLOBEX.ownerClientId, 'inactive')).statusCode).toBe(404);
    expect((await status('not-an-id', 'inactive')).statusCode).toBe(404);
    expect((await api.send('DELETE', `/v3/users/${GLOBEX.ownerClientId}`)).statusCode).toBe(404);
  });

  it('deletes a user, never oneself, with an audit record; the deleted user answers 404', async () => {
    expect((await api.send('DELETE', `/v3/users/${OWNER}`)).json().error[0].message).toBe(
      USER_ACTION_MESSAGES.notSelf,
    );
    expect((await api.send('DELETE', `/v3/users/${WEBRTC}`, undefined, api.as.supervisor)).statusCode).toBe(
      403,
    );
    const res = await api.send('DELETE', `/v3/users/${WEBRTC}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload[0].clientId).toBe(WEBRTC);
    expect(await api.t.database.db.select().from(users).where(eq(users.clientId, WEBRTC))).toEqual([]);
    expect((await api.get(`/v3/users/${WEBRTC}`)).statusCode).toBe(404);
    const [audit] = await api.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.delete'));
    expect(audit).toMatchObject({ targetId: WEBRTC });
  });
});
