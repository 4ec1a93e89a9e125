import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  can,
  operationRequest,
  operationRoute,
  privilegesFor,
  readPath,
  type TOperation,
} from '@parley/domain';
import { demoId } from '../src/db/ids';
import { accountConfig } from '../src/db/schema/index';
import { signAccessToken } from '../src/lib/tokens';
import { ACME, GLOBEX, WEST, bearer, buildTestApp, signIn, type TestContext } from './helpers';

/**
 * Every API route, called as anonymous, with an expired token, with a tampered token, as a user
 * of another account and as a user lacking the privilege. A route missing here fails the test:
 * adding a route means saying who may call it.
 */
interface Case {
  /** a valid request for the route, so only the caller decides the answer */
  body?: unknown;
  url?: string;
  /** what an anonymous caller gets from a public route */
  anonymous?: number;
  /** a request naming Acme's objects, sent by Globex's owner: must answer 404 */
  foreign?: { body?: unknown; url?: string };
}

const MATRIX: Record<string, Case> = {
  'GET /healthz': { anonymous: 200 },
  'GET /readyz': { anonymous: 200 },
  'GET /v3/portal/config': { anonymous: 200 },
  'POST /v3/auth/login': {
    body: { username: 'nobody@acme.test', password: 'Whatever2026x' },
    anonymous: 401,
  },
  'POST /v3/auth/refresh': { body: {}, anonymous: 401 },
  'POST /v3/auth/logout': { body: {}, anonymous: 200 },
  'GET /v3/auth/session': {},
  'POST /v3/auth/password/forgot': { body: { username: 'nobody@acme.test' }, anonymous: 200 },
  'POST /v3/auth/password/verify': { body: { username: 'nobody@acme.test', code: '123456' }, anonymous: 400 },
  'POST /v3/auth/password/reset': {
    body: { resetToken: 'not-a-token', newPassword: 'Another2026pw', confirmPassword: 'Another2026pw' },
    anonymous: 400,
  },
  'POST /v3/auth/password': {
    body: {
      currentPassword: 'Parley2026demo',
      newPassword: 'Another2026pw',
      confirmPassword: 'Another2026pw',
    },
  },
  'GET /v3/auth/subaccounts': {},
  'POST /v3/auth/impersonate': { body: { accountSid: WEST }, foreign: { body: { accountSid: WEST } } },
  'POST /v3/auth/switch-back': { body: {} },
  'POST /v3/auth/subaccount-token': { body: { accountSid: WEST }, foreign: { body: { accountSid: WEST } } },
  'POST /v4/account/feature/': { body: { featureName: 'chatbot' } },
  'POST /v3/account/feature/': { body: { featureName: 'chatbot' } },
  'POST /v3/accounts/wazo/feature': { body: { username: 'agent@acme.test', password: 'SeatPass2026' } },
  // the EULA and MSA pages and their files: public, like any terms one is asked to accept
  'GET /legal/eula': { anonymous: 200 },
  'GET /legal/msa': { anonymous: 200 },
  'GET /legal/legal.css': { anonymous: 200 },
  'GET /legal/parley-mark.svg': { anonymous: 200 },
  'GET /legal/*': { url: '/legal/privacy', anonymous: 404 },
  'POST /v4/contact/search': {
    body: {
      from: 0,
      size: 10000,
      statements: [{ variable: 'phonenumber1', operation: 'contains', value: '312' }],
    },
  },
  'GET /v4/contact/datatype': {},
  'GET /v4/contact/attributes': {},
  'PUT /v3/users/:clientId/status': {
    url: `/v3/users/${demoId('CL', 'agent@acme.test')}/status`,
    body: { status: 'active' },
    foreign: { url: `/v3/users/${demoId('CL', 'agent@acme.test')}/status`, body: { status: 'active' } },
  },
  'GET /v3/users/email-availability': { url: '/v3/users/email-availability?email=nobody%40acme.test' },
  // an asset's public image: no session, the address is the secret; an unknown one is 404
  'GET /media/:file': { url: '/media/0123456789abcdef0123456789abcdef.png', anonymous: 404 },
  'GET /v3/numbers/available': { url: '/v3/numbers/available?areaCode=312&limit=1' },
  // the ycc roles only (doc 001 §6): a session route whose handler checks the role
  'GET /v3/ycc/number-sets': {},
};

/**
 * The rows of the routes a resource definition made: anyone's request names an item of Acme's
 * (the first its owner can list), so the foreign caller must get 404 for it.
 */
async function resourceRows(ownerToken: string): Promise<Record<string, Case>> {
  const rows: Record<string, Case> = {};
  for (const { definition: d, operations, bulk } of t.app.resources) {
    const listed = operations.includes('list')
      ? await t.app.inject({
          method: 'GET',
          url: `${operationRoute(d, 'list').path}?limit=1`,
          headers: bearer(ownerToken),
        })
      : null;
    const first = listed?.statusCode === 200 ? listed.json().payload[0] : undefined;
    const id = String(first?.[d.idField] ?? 'none');
    // each operation's request as the definition routes it (its own path and method, or the kit's)
    const row = (op: TOperation, input?: unknown, foreign = false): [string, Case] => {
      const { method, path } = operationRoute(d, op);
      const { url, body } = operationRequest(d, op, id, input);
      const request = { url, ...(body !== undefined ? { body } : {}) };
      return [`${method} ${path}`, { ...request, ...(foreign ? { foreign: request } : {}) }];
    };
    const made: [string, Case][] = [];
    if (operations.includes('list')) made.push([`GET ${operationRoute(d, 'list').path}`, {}]);
    if (operations.includes('get')) made.push(row('get', undefined, true));
    if (operations.includes('create')) made.push(row('create', d.examples?.create));
    if (operations.includes('update')) made.push(row('update', d.examples?.update, true));
    if (operations.includes('delete')) made.push(row('delete', undefined, true));
    // bulk calls naming Acme's item: the foreign caller gets 404 (and nothing changes: resources.test.ts)
    const ids = [id];
    if (bulk.includes('update')) {
      const body = { ids, changes: d.examples?.bulkUpdate };
      made.push([`PATCH ${d.path}`, { body, foreign: { body } }]);
    }
    if (bulk.includes('delete'))
      made.push([`DELETE ${d.path}`, { body: { ids }, foreign: { body: { ids } } }]);
    for (const read of Object.values(d.reads ?? {})) made.push([`GET ${readPath(d, read)}`, {}]);
    Object.assign(rows, Object.fromEntries(made));
  }
  return rows;
}

/**
 * The rows of the calls an endpoint definition made (defineEndpoint): its example request, and
 * for a call that names the account's data, the one made for Acme sent by Globex must be a 404.
 */
function endpointRows(): Record<string, Case> {
  const rows: Record<string, Case> = {};
  for (const endpoint of t.app.endpoints) {
    for (const call of Object.values(endpoint.calls)) {
      const example = call.example?.(ACME) ?? {};
      rows[`${call.method} ${call.path ?? endpoint.path}`] = {
        ...example,
        ...(call.notFound ? { foreign: example } : {}),
      };
    }
  }
  return rows;
}

// The resource rows are known only once the app runs, and tests are collected before beforeAll.
const t: TestContext = await buildTestApp();
let agentToken: string;
/** lacks what the inbox needs (the agent has it): the inbox's routes' "lacking" caller */
let webrtcToken: string;
let globexToken: string;
let expiredToken: string;
let tamperedToken: string;

beforeAll(async () => {
  const agent = await signIn(t.app, 'agent@acme.test');
  agentToken = agent.accessToken;
  globexToken = (await signIn(t.app, GLOBEX.owner)).accessToken;
  webrtcToken = (await signIn(t.app, 'webrtc@acme.test')).accessToken;
  const owner = await signIn(t.app, 'owner@acme.test');
  const claims = JSON.parse(Buffer.from(owner.accessToken.split('.')[1]!, 'base64url').toString());
  expiredToken = (
    await signAccessToken(
      {
        sid: claims.sid,
        accountId: ACME,
        clientId: claims.clientId,
        parentAcctId: ACME,
        privs: claims.privs,
        roles: claims.roles,
      },
      t.config.jwtSecret,
      Date.now() - 31 * 60_000,
    )
  ).accessToken;
  // the agent's own token with every privilege written in: the signature no longer matches
  const [h, p, s] = agent.accessToken.split('.');
  const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
  const all = Object.fromEntries(Object.keys(payload.privs).map((k) => [k, true]));
  tamperedToken = `${h}.${Buffer.from(JSON.stringify({ ...payload, privs: all })).toString('base64url')}.${s}`;
});
afterAll(() => t.app.close());

Object.assign(MATRIX, await resourceRows((await signIn(t.app, 'owner@acme.test')).accessToken));
// a caller name is set on one of Acme's numbers: Globex naming it gets 404
{
  const number = MATRIX['GET /v3/numbers/:phoneSid']!.url!;
  const request = { url: `${number}/cnam`, body: { cnam: 'ACME' } };
  MATRIX['PUT /v3/numbers/:phoneSid/cnam'] = { ...request, foreign: request };
}
// a payment method of Acme's made the default: Globex naming it gets 404
{
  const method = MATRIX['GET /v3/payment-methods/:id']!.url!;
  const request = { url: `${method}/default` };
  MATRIX['PUT /v3/payment-methods/:id/default'] = { ...request, foreign: request };
  // a card is not verified by deposits (400 for Acme), and Globex naming it gets 404
  const verify = { url: `${method}/verify`, body: { amounts: [12, 34] } };
  MATRIX['POST /v3/payment-methods/:id/verify'] = { ...verify, foreign: verify };
}
Object.assign(MATRIX, endpointRows());
// a webhook of Acme's (issue 28): its deliveries, a retry, a test event, its secret; Globex naming it gets 404
{
  const hook = MATRIX['GET /v3/webhooks/:id']!.url!;
  const rows: Array<[string, string, unknown]> = [
    ['GET /v3/webhooks/:id/deliveries', '/deliveries', undefined],
    ['POST /v3/webhooks/:id/deliveries/:deliveryId/retry', `/deliveries/WD${'0'.repeat(32)}/retry`, {}],
    ['POST /v3/webhooks/:id/test', '/test', {}],
    ['POST /v3/webhooks/:id/secret', '/secret', {}],
  ];
  for (const [key, path, body] of rows) {
    const request = { url: `${hook}${path}`, ...(body ? { body } : {}) };
    MATRIX[key] = { ...request, foreign: request };
  }
}
// a conversation of Acme's inbox (issue 30): Globex naming it gets 404 (its own account has the
// inbox on for this, so the 404 is the tenancy's, not the feature's 403)
{
  const owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
  const listed = await t.app.inject({ method: 'GET', url: '/v3/inbox/conversations', headers: owner });
  const id = (listed.json().payload as { conversationId: string }[])[0]!.conversationId;
  const base = `/v3/inbox/conversations/${id}`;
  const rows: Array<[string, string, unknown]> = [
    ['GET /v3/inbox/conversations/:id', '', undefined],
    ['GET /v3/inbox/conversations/:id/messages', '/messages', undefined],
    ['POST /v3/inbox/conversations/:id/messages', '/messages', { body: 'Thanks!' }],
    ['PUT /v3/inbox/conversations/:id', '', { read: true }],
    ['POST /v3/inbox/conversations/:id/notes', '/notes', { body: 'Checked.' }],
    ['POST /v3/inbox/conversations/:id/simulated-reply', '/simulated-reply', {}],
  ];
  for (const [key, path, body] of rows) {
    const request = { url: `${base}${path}`, ...(body ? { body } : {}) };
    MATRIX[key] = { ...request, foreign: request };
  }
  await t.database.db
    .insert(accountConfig)
    .values({ accountSid: GLOBEX.accountSid, key: 'feature_inbox_enabled', value: '1' })
    .onConflictDoNothing();
}
// the live events (issue 30): any session; without the stream's Accept, a JSON page
MATRIX['GET /v3/events'] = {};
// the file of an export of Acme's message log (issue 28): Globex naming it gets 404
{
  const request = { url: `/v3/messages/exports/ME${'0'.repeat(32)}/file` };
  MATRIX['GET /v3/messages/exports/:exportId/file'] = { ...request, foreign: request };
}
// funds added from Acme's payment method (the processor's simulated card): Globex naming it gets 404
{
  const method = MATRIX['GET /v3/payment-methods/:id']!.url!.split('/').at(-1)!;
  const request = { body: { amount: 10, paymentMethodId: method, idempotencyKey: 'access-matrix-funds' } };
  MATRIX['POST /v3/billing/funds'] = { ...request, foreign: request };
}

const call = (
  key: string,
  c: Case,
  headers: Record<string, string>,
  override?: { body?: unknown; url?: string },
) => {
  const [method, path] = key.split(' ') as [string, string];
  const body = override?.body ?? c.body;
  return t.app.inject({
    method: method as 'GET',
    url: override?.url ?? c.url ?? path,
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
};

describe('access matrix', () => {
  it('covers every route the app registers, and nothing else', () => {
    const registered = t.app.routeAccess.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered).toEqual(Object.keys(MATRIX).sort());
  });

  it('every route declares a rule, and the agent test user lacks what privileged routes need but the inbox', () => {
    const agentPrivs = privilegesFor(['gi-agent']);
    for (const r of t.app.routeAccess) {
      if (r.access.kind === 'privileges')
        expect(can({ privs: agentPrivs }, { ...r.access, config: [] }), `${r.method} ${r.url}`).toBe(
          r.url.startsWith('/v3/inbox/'),
        );
    }
  });

  for (const [key, c] of Object.entries(MATRIX)) {
    it(key, async () => {
      const route = t.app.routeAccess.find((r) => `${r.method} ${r.url}` === key);
      expect(route, `${key} is not registered`).toBeDefined();
      const access = route!.access;

      const anonymous = await call(key, c, {});
      if (access.kind === 'public') {
        expect(anonymous.statusCode).toBe(c.anonymous);
        return;
      }
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error[0].code).toBe('unauthenticated');

      const expired = await call(key, c, bearer(expiredToken));
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error[0].code).toBe('session_expired');

      const tampered = await call(key, c, bearer(tamperedToken));
      expect(tampered.statusCode).toBe(401);
      expect(tampered.json().error[0].code).toBe('unauthenticated');

      if (access.kind === 'privileges') {
        // the agent holds the inbox's privilege (its routes need the account's feature too)
        const agentMay = can({ privs: privilegesFor(['gi-agent']) }, { ...access, config: [] });
        const lacking = await call(key, c, bearer(agentMay ? webrtcToken : agentToken));
        expect(lacking.statusCode).toBe(403);
        expect(lacking.json().error[0].code).toBe('forbidden');
      }
      if (c.foreign) {
        const foreign = await call(key, c, bearer(globexToken), c.foreign);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().error[0].code).toBe('not_found');
      }
    });
  }
});
