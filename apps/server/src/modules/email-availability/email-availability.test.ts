import { describe, expect, it } from 'vitest';
import { MESSAGES, ZEmailAvailability, emailAvailabilityCall } from '@parley/domain';
import { authFailures } from '../../db/schema/index';
import { appWithSignIns, signIn } from '../../../test/helpers';

const app = appWithSignIns({ owner: 'owner@acme.test', agent: 'agent@acme.test' });
const { get, as } = app;

const check = (email: string, headers?: Record<string, string>) =>
  get(`${emailAvailabilityCall.path}?email=${encodeURIComponent(email)}`, headers);

describe('GET /v3/users/email-availability (doc 001 §5)', () => {
  it('an email no user signs in with is available', async () => {
    const res = await check('new.person@acme.test');
    expect(res.statusCode).toBe(200);
    expect(ZEmailAvailability.parse(res.json().payload[0])).toEqual({
      email: 'new.person@acme.test',
      available: true,
    });
  });

  it('a username of any account is not available, whatever its case', async () => {
    for (const email of ['agent@acme.test', 'OWNER@Brightline.test', ' staff@parley.test ']) {
      const res = await check(email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json().payload[0], email).toEqual({ email: email.trim(), available: false });
    }
  });

  it('a value that is not an email is refused on its field with the spec message', async () => {
    for (const url of [`${emailAvailabilityCall.path}?email=dana%40`, emailAvailabilityCall.path]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error[0]).toMatchObject({ field: 'email', message: MESSAGES.emailValid });
    }
  });

  it('unknown query keys are refused', async () => {
    const res = await get(`${emailAvailabilityCall.path}?email=a%40b.io&accountSid=x`);
    expect(res.statusCode).toBe(400);
  });

  it('only a caller who creates users may ask: an agent gets 403, no session 401', async () => {
    expect((await check('new.person@acme.test', as.agent)).statusCode).toBe(403);
    expect((await check('new.person@acme.test', {})).statusCode).toBe(401);
  });

  it(`each caller has ${emailAvailabilityCall.perCallerLimit} checks a window, then 429 with Retry-After`, async () => {
    const admin = await signIn(app.t.app, 'admin@acme.test');
    const headers = { authorization: `Bearer ${admin.accessToken}` };
    // the window filled directly: 120 requests would only slow the test down
    await app.t.database.db.insert(authFailures).values(
      Array.from({ length: emailAvailabilityCall.perCallerLimit - 1 }, () => ({
        key: `email-check-user:${admin.session.clientId}`,
      })),
    );
    expect((await check('new.person@acme.test', headers)).statusCode).toBe(200);
    const refused = await check('new.person@acme.test', headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another caller is not held back
    expect((await check('new.person@acme.test')).statusCode).toBe(200);
  });
});
