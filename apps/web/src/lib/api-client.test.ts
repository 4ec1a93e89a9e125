import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authorizationOf, fail, json, ok, stubFetch } from '@/testing/fetch-stub';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiGetPage,
  apiPost,
  apiPostAll,
  apiPut,
  subaccountGet,
  subaccountPost,
  subaccountPostAll,
  throwOnErr,
  toQueryFn,
} from './api-client';
import { connectAuthBridge, type TAuthBridge } from './auth-bridge';
import { thrownMessage } from './envelope';
import { setSubaccountToken } from './subaccount-token';
import { setAccessToken } from './token-store';

const expired = { code: 'session_expired', message: OUR_MESSAGES.sessionExpired };
const forbidden = { code: 'forbidden', message: OUR_MESSAGES.forbidden };
/** the tests of the pipeline itself take any item; what a schema refuses has its own test */
const ANY = z.unknown();
const future = () => Date.now() + 30 * 60_000;

describe('request helpers', () => {
  beforeEach(() => setAccessToken('user-token', future()));

  it('apiGet answers the whole payload, with the bearer and the query', async () => {
    const fetchMock = stubFetch({ 'GET /v3/things': () => ok({ id: 1 }, { id: 2 }) });
    const result = await apiGet('/v3/things', ANY, { page: 2, q: 'a b', skip: undefined });
    expect(result).toEqual({ ok: true, value: [{ id: 1 }, { id: 2 }] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v3/things?page=2&q=a+b');
    expect(authorizationOf(init)).toBe('Bearer user-token');
    expect(init?.credentials).toBe('same-origin');
  });

  it('an answer whose items do not match the schema is a failure with a message, not a wrong type', async () => {
    stubFetch({ 'GET /v3/things': () => ok({ id: 1 }, { id: 'two' }) });
    const ZThing = z.object({ id: z.number() });
    expect(await apiGet('/v3/things', ZThing)).toEqual({ ok: false, error: OUR_MESSAGES.unexpectedAnswer });
    stubFetch({ 'GET /v3/things': () => ok({ id: 1, extra: true }) });
    expect(await apiGet('/v3/things', ZThing)).toEqual({ ok: true, value: [{ id: 1 }] });
  });

  it('apiGetPage answers the items and the next cursor; a page without its cursor is refused', async () => {
    const page = { nextCursor: 'abc', limit: 2 };
    stubFetch({ 'GET /v3/things': () => json(200, { status: 'success', payload: [1, 2], error: [], page }) });
    expect(await apiGetPage('/v3/things', z.number(), { limit: 2 })).toEqual({
      ok: true,
      value: { items: [1, 2], page },
    });
    stubFetch({ 'GET /v3/things': () => ok(1, 2) });
    expect(await apiGetPage('/v3/things', z.number())).toEqual({
      ok: false,
      error: OUR_MESSAGES.unexpectedAnswer,
    });
  });

  it('passes the signal to fetch, so a query no longer wanted stops its request', async () => {
    const fetchMock = stubFetch({ 'GET /v3/things': () => ok(1) });
    const controller = new AbortController();
    await apiGet('/v3/things', ANY, undefined, { signal: controller.signal });
    expect(fetchMock.mock.calls[0]![1]!.signal).toBe(controller.signal);
  });

  it('apiGet of an empty list is Ok', async () => {
    stubFetch({ 'GET /v3/things': () => ok() });
    expect(await apiGet('/v3/things', ANY)).toEqual({ ok: true, value: [] });
  });

  it('an error answer yields the error field', async () => {
    stubFetch({ 'GET /v3/things': () => fail(403, forbidden) });
    expect(await apiGet('/v3/things', ANY)).toEqual({ ok: false, error: [forbidden] });
  });

  it('a missing payload yields the error field', async () => {
    stubFetch({ 'GET /v3/things': () => json(200, { status: 'success', error: [forbidden] }) });
    expect(await apiGet('/v3/things', ANY)).toEqual({ ok: false, error: [forbidden] });
  });

  it('apiPost sends JSON and answers the first element', async () => {
    const fetchMock = stubFetch({ 'POST /v3/things': ({ body }) => ok({ made: body }, { other: true }) });
    expect(await apiPost('/v3/things', { name: 'x' }, ANY)).toEqual({
      ok: true,
      value: { made: { name: 'x' } },
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('apiPost with an empty payload yields the error field', async () => {
    const validation = { code: 'validation', message: 'Required.', field: 'name' };
    stubFetch({ 'POST /v3/things': () => fail(400, validation) });
    expect(await apiPost('/v3/things', {}, ANY)).toEqual({ ok: false, error: [validation] });
    stubFetch({ 'POST /v3/things': () => ok() });
    expect(await apiPost('/v3/things', {}, ANY)).toEqual({ ok: false, error: [] });
  });

  it('apiPostAll answers the whole array', async () => {
    stubFetch({ 'POST /v3/things/search': () => ok(1, 2, 3) });
    expect(await apiPostAll('/v3/things/search', {}, ANY)).toEqual({ ok: true, value: [1, 2, 3] });
  });

  it('apiPut appends the id to the path', async () => {
    const fetchMock = stubFetch({ 'PUT /v3/user/config/table_columns%3Anumbers': () => ok({ saved: true }) });
    const result = await apiPut('/v3/user/config/', { value: '1' }, ANY, 'table_columns:numbers');
    expect(result).toEqual({ ok: true, value: { saved: true } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/v3/user/config/table_columns%3Anumbers');
  });

  it('apiPut without an id keeps the path', async () => {
    stubFetch({ 'PUT /v3/accounts/config': () => ok({ saved: true }) });
    expect(await apiPut('/v3/accounts/config', [], ANY)).toEqual({ ok: true, value: { saved: true } });
  });

  it('apiDelete takes an id in the path or a body', async () => {
    const fetchMock = stubFetch({
      'DELETE /v3/things/7': () => ok({ deleted: 7 }),
      'DELETE /v3/user/config': ({ body }) => ok({ deleted: body }),
    });
    expect(await apiDelete('/v3/things', ANY, 7)).toEqual({ ok: true, value: { deleted: 7 } });
    expect(fetchMock.mock.calls[0]![1]!.body).toBeUndefined();
    expect(await apiDelete('/v3/user/config', ANY, [{ key: 'timezone' }])).toEqual({
      ok: true,
      value: { deleted: [{ key: 'timezone' }] },
    });
  });

  it.each(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed'])(
    "no answer at all ('%s') says the portal can't be reached, in our words",
    async (browserText) => {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError(browserText)));
      const unreachable = { ok: false, error: OUR_MESSAGES.unreachable };
      expect(await apiGet('/v3/things', ANY)).toEqual(unreachable);
      expect(await apiPost('/v3/things', {}, ANY)).toEqual(unreachable);
      expect(await subaccountGet('/v3/things', ANY)).toEqual({
        ok: false,
        error: MESSAGES.noTokenForRequest,
      });
      setSubaccountToken({ accessToken: 'sub', expiresAt: future(), accountSid: `AC${'0'.repeat(32)}` });
      expect(await subaccountGet('/v3/things', ANY)).toEqual(unreachable);
    },
  );

  it('a failed fetch that reaches the message helper unwrapped still is not shown raw', () => {
    expect(thrownMessage(new TypeError('Failed to fetch'))).toBe(OUR_MESSAGES.unreachable);
    expect(thrownMessage(new Error('Something else'))).toBe('Something else');
  });

  it('an answer that is not the envelope is reported as unavailable', async () => {
    stubFetch({ 'GET /v3/things': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    expect(await apiGet('/v3/things', ANY)).toEqual({ ok: false, error: OUR_MESSAGES.unavailable });
  });

  it('sends no Authorization header without a token', async () => {
    const { clearAccessToken } = await import('./token-store');
    clearAccessToken();
    const fetchMock = stubFetch({ 'GET /v3/portal/config': () => ok({ version: '1' }) });
    await apiGet('/v3/portal/config', ANY);
    expect(authorizationOf(fetchMock.mock.calls[0]![1])).toBeUndefined();
  });
});

describe('sub-account helpers', () => {
  it.each([
    ['subaccountGet', () => subaccountGet('/v3/things', ANY)],
    ['subaccountPost', () => subaccountPost('/v3/things', {}, ANY)],
    ['subaccountPostAll', () => subaccountPostAll('/v3/things', {}, ANY)],
  ])('%s without a token fails without calling fetch', async (_name, call) => {
    const fetchMock = stubFetch({});
    expect(await call()).toEqual({ ok: false, error: MESSAGES.noTokenForRequest });
    expect(MESSAGES.noTokenForRequest).toBe('No token was passed to create request');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an expired sub-account token counts as missing', async () => {
    setSubaccountToken({ accessToken: 'sub', expiresAt: Date.now() - 1, accountSid: `AC${'0'.repeat(32)}` });
    const fetchMock = stubFetch({});
    expect(await subaccountGet('/v3/things', ANY)).toEqual({ ok: false, error: MESSAGES.noTokenForRequest });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('use the session-storage token, not the user token', async () => {
    setAccessToken('user-token', future());
    setSubaccountToken({ accessToken: 'sub-token', expiresAt: future(), accountSid: `AC${'0'.repeat(32)}` });
    const fetchMock = stubFetch({
      'GET /v3/things': () => ok('a', 'b'),
      'POST /v3/things': () => ok('first', 'second'),
    });
    expect(await subaccountGet('/v3/things', ANY)).toEqual({ ok: true, value: ['a', 'b'] });
    expect(await subaccountPost('/v3/things', {}, ANY)).toEqual({ ok: true, value: 'first' });
    expect(await subaccountPostAll('/v3/things', {}, ANY)).toEqual({ ok: true, value: ['first', 'second'] });
    for (const [, init] of fetchMock.mock.calls) expect(authorizationOf(init)).toBe('Bearer sub-token');
  });
});

describe('an expired access token', () => {
  let disconnect: () => void = () => {};
  afterEach(() => disconnect());

  function connect(refresh: TAuthBridge['refresh']) {
    const bridge = { refresh: vi.fn(refresh) };
    disconnect = connectAuthBridge(bridge);
    return bridge;
  }

  it('gets one refresh and one retry with the new token', async () => {
    setAccessToken('old-token', future());
    const bridge = connect(async () => ({ kind: 'refreshed', token: 'new-token' }));
    const fetchMock = stubFetch({ 'GET /v3/things': [() => fail(401, expired), () => ok('fresh')] });
    expect(await apiGet('/v3/things', ANY)).toEqual({ ok: true, value: ['fresh'] });
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
    expect(bridge.refresh).toHaveBeenCalledWith('old-token');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authorizationOf(fetchMock.mock.calls[1]![1])).toBe('Bearer new-token');
    for (const [url] of fetchMock.mock.calls) expect(String(url)).not.toContain('token');
  });

  it('retries only once', async () => {
    setAccessToken('old-token', future());
    const bridge = connect(async () => ({ kind: 'refreshed', token: 'new-token' }));
    const fetchMock = stubFetch({ 'POST /v3/things': () => fail(401, expired) });
    expect(await apiPost('/v3/things', {}, ANY)).toEqual({ ok: false, error: [expired] });
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a refused refresh does not retry and gives the original error', async () => {
    setAccessToken('old-token', future());
    const bridge = connect(async () => ({ kind: 'rejected' }));
    const fetchMock = stubFetch({ 'GET /v3/things': () => fail(401, expired) });
    expect(await apiGet('/v3/things', ANY)).toEqual({ ok: false, error: [expired] });
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('other 401s do not refresh', async () => {
    const bridge = connect(async () => ({ kind: 'refreshed', token: 'new-token' }));
    stubFetch({ 'GET /v3/things': () => fail(401, { code: 'unauthenticated', message: 'x' }) });
    await apiGet('/v3/things', ANY);
    expect(bridge.refresh).not.toHaveBeenCalled();
  });

  it('sub-account requests do not refresh the user token', async () => {
    setSubaccountToken({ accessToken: 'sub', expiresAt: future(), accountSid: `AC${'0'.repeat(32)}` });
    const bridge = connect(async () => ({ kind: 'refreshed', token: 'new-token' }));
    stubFetch({ 'GET /v3/things': () => fail(401, expired) });
    expect(await subaccountGet('/v3/things', ANY)).toEqual({ ok: false, error: [expired] });
    expect(bridge.refresh).not.toHaveBeenCalled();
  });
});

describe('query helpers', () => {
  it('throwOnErr passes Ok through and throws Err as ApiError', () => {
    expect(throwOnErr({ ok: true, value: 5 })).toBe(5);
    expect(() => throwOnErr({ ok: false, error: [forbidden] })).toThrow(new ApiError([forbidden]));
    expect(() => throwOnErr({ ok: false, error: 'offline' })).toThrow('offline');
  });

  it('toQueryFn makes a query function that throws on Err', async () => {
    stubFetch({ 'GET /v3/things': () => fail(403, forbidden) });
    await expect(toQueryFn(() => apiGet('/v3/things', ANY))()).rejects.toMatchObject({
      name: 'ApiError',
      message: OUR_MESSAGES.forbidden,
      errors: [forbidden],
    });
  });
});
