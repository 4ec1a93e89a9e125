import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ID_PREFIX,
  BULK_IDS_MAX,
  CLIENT_ID_PREFIX,
  WORKGROUP_ROW_ID_PREFIX,
  BULK_MESSAGES,
  OUR_MESSAGES,
  bulkIdsTooManyMessage,
  bulkNotFoundMessage,
  listLimitMessage,
  operationRequest,
  operationRoute,
  type TOperation,
} from '@parley/domain';
import type { TSortType } from '../src/lib/paging';
import { demoId, newId } from '../src/db/ids';
import { tableShapeProblems } from '../src/lib/table-repository';
import { GLOBEX, bearer, buildTestApp, signIn } from './helpers';

/**
 * The tests every resource gets from its definition alone (issue 12): paging, the caps, tenancy
 * and each operation it declares. A resource registered later is tested here without new code.
 */
const t = await buildTestApp();
const owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
const globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
afterAll(() => t.app.close());

/** Cursor values of the wrong kind for each sort type (issue 22: each reached PostgreSQL, some as a 500). */
const WRONG_VALUES: Record<TSortType, unknown[]> = {
  text: [42, null, true, {}, 'a\u0000b', '\uD800'],
  timestamp: [
    'nope',
    42,
    1e308,
    '2026-13-45T00:00:00.000Z',
    '2026-02-30T00:00:00.000Z',
    '0000-01-01T00:00:00.000Z',
    '2026-01-01',
    '2026-01-01T00:00:00Z',
    'a\u0000b',
  ],
  integer: ['abc', '12', 1.5, 2 ** 31, -(2 ** 31) - 1, 1e308, 2 ** 63, null],
};
const RIGHT_VALUE: Record<TSortType, string | number> = {
  text: 'm',
  timestamp: '2026-01-01T00:00:00.000Z',
  integer: 5,
};

const get = (url: string, headers = owner) => t.app.inject({ method: 'GET', url, headers });

it('no two resources share an id prefix (nor one of the accounts’ or users’)', () => {
  const prefixes = [
    ...t.app.resources
      .filter((r) => r.definition.name !== 'users' && r.definition.name !== 'webrtc-users')
      .map((r) => r.definition.idPrefix)
      .filter(Boolean),
    ACCOUNT_ID_PREFIX,
    CLIENT_ID_PREFIX,
    WORKGROUP_ROW_ID_PREFIX,
  ];
  expect(new Set(prefixes).size).toBe(prefixes.length);
});

describe.each(t.app.resources.map((r) => [r.definition.name, r] as const))(
  '%s',
  (_name, { definition: d, operations, sortTypes, bulk }) => {
    const idOf = (item: Record<string, unknown>) => item[d.idField];
    // each operation where the definition routes it: its own path and method, or the kit's
    const listPath = operations.includes('list') ? operationRoute(d, 'list').path : d.path;
    const call = (op: TOperation, id: unknown, headers = owner, input?: unknown) => {
      const { method, url, body } = operationRequest(d, op, String(id), input);
      return t.app.inject({
        method,
        url,
        headers,
        ...(body !== undefined ? { payload: body as object } : {}),
      });
    };

    it('keeps its table and its item schema together: each column an item field or declared internal', () => {
      const { shape } = t.app.resources.find((r) => r.definition === d)!;
      expect(shape, 'the repository is a tableRepository').toBeDefined();
      expect(tableShapeProblems(Object.keys(d.item.shape), shape!)).toEqual([]);
    });

    if (d.idPrefix && operations.includes('list')) {
      it(`its ids are '${d.idPrefix}' and 32 hex digits: demo, created and the pattern alike`, async () => {
        expect(d.idPattern?.source).toBe(`^${d.idPrefix}[0-9a-f]{32}$`);
        const all = (await get(`${listPath}?limit=${d.list.limit.max}`)).json().payload;
        for (const item of all) expect(String(idOf(item))).toMatch(d.idPattern!);
        expect(newId(d)).toMatch(d.idPattern!);
        expect(demoId(d, 'x')).toMatch(d.idPattern!);
      });
    }

    if (operations.includes('list')) {
      it('lists the account’s items, and a page at a time gives each exactly once', async () => {
        const whole = await get(`${listPath}?limit=${d.list.limit.max}`);
        expect(whole.statusCode, whole.body).toBe(200);
        const all = whole.json().payload as Record<string, unknown>[];
        expect(all.length, 'the demo data has items of every resource for Acme').toBeGreaterThan(0);
        const seen: unknown[] = [];
        let cursor: string | null = null;
        for (let n = 0; n <= all.length; n++) {
          const res = await get(
            `${listPath}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json();
          seen.push(...body.payload.map(idOf));
          cursor = body.page.nextCursor;
          if (!cursor) break;
        }
        expect(seen).toEqual(all.map(idOf));
      });

      it('says the cap when a limit is past it, and refuses a cursor it did not make', async () => {
        const over = await get(`${listPath}?limit=${d.list.limit.max + 1}`);
        expect(over.statusCode).toBe(400);
        expect(over.json().error[0]).toMatchObject({
          field: 'limit',
          message: listLimitMessage(d.list.limit.max),
        });
        const bad = await get(`${listPath}?cursor=not-a-cursor`);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error[0]).toMatchObject({ field: 'cursor', message: OUR_MESSAGES.badCursor });
        const unknown = await get(`${listPath}?colour=blue`);
        expect(unknown.statusCode).toBe(400);
      });

      if (!d.list.cursor)
        it('a cursor made for one order is refused for another', async () => {
          const [first, second] = [d.list.sort[0], `-${d.list.sort[0]}`];
          const page = (await get(`${listPath}?limit=1&sort=${first}`)).json();
          if (!page.page.nextCursor) return; // one item: no cursor to misuse
          const res = await get(
            `${listPath}?sort=${encodeURIComponent(second)}&cursor=${encodeURIComponent(page.page.nextCursor)}`,
          );
          expect(res.statusCode).toBe(400);
        });

      if (d.list.cursor)
        it('pages by the base64 of the last value (doc 001 §7): takes one of that form, refuses anything else', async () => {
          const pattern = d.list.cursor!.lastValue;
          const [first] = (await get(`${listPath}?limit=1`)).json().payload;
          const value = String(first[d.list.sort[0]]);
          expect(value).toMatch(pattern);
          const right = await get(`${listPath}?cursor=${encodeURIComponent(btoa(value))}`);
          expect(right.statusCode, right.body).toBe(200);
          expect(right.json().payload.map(idOf)).not.toContain(idOf(first));
          const json = Buffer.from(JSON.stringify([d.list.sort[0], value, 'x'])).toString('base64url');
          for (const bad of [
            json,
            btoa('m'),
            btoa(`${value}\u0000`),
            `${btoa(value)}=`,
            'not-a-cursor',
            btoa(value).slice(1),
          ]) {
            const res = await get(`${listPath}?cursor=${encodeURIComponent(bad)}`);
            expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
            expect(res.json().error[0]).toMatchObject({ field: 'cursor', message: OUR_MESSAGES.badCursor });
          }
        });
      else
        it('refuses a well-made cursor whose value or id is not of its type, and takes one that is', async () => {
          const cursor = (...parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
          const page = (sort: string, value: unknown, id: unknown) =>
            get(`${listPath}?sort=${encodeURIComponent(sort)}&cursor=${cursor(sort, value, id)}`);
          for (const field of d.list.sort) {
            const type = sortTypes[field]!;
            for (const sort of [field, `-${field}`]) {
              for (const [value, id] of [
                ...WRONG_VALUES[type].map((v) => [v, 'x']),
                ...[7, null, 'a\u0000b', '\uD800'].map((id) => [RIGHT_VALUE[type], id]),
              ]) {
                const res = await page(sort, value, id);
                const what = `${sort}, ${JSON.stringify(value)}, ${JSON.stringify(id)}: ${res.body}`;
                expect(res.statusCode, what).toBe(400);
                expect(res.json().error[0], what).toMatchObject({
                  field: 'cursor',
                  message: OUR_MESSAGES.badCursor,
                });
              }
              const right = await page(sort, RIGHT_VALUE[type], 'x');
              expect(right.statusCode, right.body).toBe(200);
            }
          }
        });

      it('another account’s list holds none of these items', async () => {
        const acme = (await get(`${listPath}?limit=${d.list.limit.max}`)).json().payload.map(idOf);
        const theirs = await get(`${listPath}?limit=${d.list.limit.max}`, globex);
        if (theirs.statusCode !== 200) return; // Globex's owner may lack the privilege
        for (const id of theirs.json().payload.map(idOf)) expect(acme).not.toContain(id);
      });
    }

    if (operations.includes('get')) {
      it('gets one item; another account asking for it gets 404, as for an id that does not exist', async () => {
        const [first] = (await get(`${listPath}?limit=1`)).json().payload;
        const mine = await call('get', idOf(first));
        expect(mine.statusCode).toBe(200);
        expect(mine.json().payload[0]).toEqual(first);
        expect((await call('get', idOf(first), globex)).statusCode).toBe(404);
        expect((await call('get', 'no-such-id')).statusCode).toBe(404);
      });
    }

    if (operations.includes('update') && d.examples?.update) {
      it('updates an item, and another account cannot', async () => {
        const [first] = (await get(`${listPath}?limit=1`)).json().payload;
        const foreign = await call('update', idOf(first), globex, d.examples!.update);
        expect(foreign.statusCode).toBe(404);
        // the refused change wrote nothing
        if (operations.includes('get'))
          expect((await call('get', idOf(first))).json().payload[0]).toEqual(first);
        const res = await call('update', idOf(first), owner, d.examples!.update);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().payload[0]).toMatchObject(d.examples!.update as object);
      });
    }

    if (operations.includes('create') && d.examples?.create) {
      it('creates an item and, where it may, deletes it; a deleted item answers 404', async () => {
        const res = await call('create', undefined, owner, d.examples!.create);
        expect(res.statusCode, res.body).toBe(200);
        const id = idOf(res.json().payload[0]);
        if (operations.includes('get')) expect((await call('get', id)).statusCode).toBe(200);
        if (!operations.includes('delete')) return;
        expect((await call('delete', id, globex)).statusCode).toBe(404);
        expect((await call('delete', id)).statusCode).toBe(200);
        expect((await call('delete', id)).statusCode).toBe(404);
      });
    }

    if (bulk.length) {
      const send = (method: 'PATCH' | 'DELETE', payload: object, headers = owner) =>
        t.app.inject({ method, url: d.path, headers, payload });
      const items = async () =>
        (await get(`${listPath}?limit=${d.list.limit.max}`)).json().payload as Record<string, unknown>[];
      /** an item of Globex's: one it lists, or one it creates from the example */
      const foreignId = async (): Promise<string | undefined> => {
        const listed = await get(`${listPath}?limit=1`, globex);
        const [theirs] = listed.statusCode === 200 ? listed.json().payload : [];
        if (theirs) return String(idOf(theirs));
        if (!d.examples?.create) return undefined;
        const made = await t.app.inject({
          method: 'POST',
          url: operationRoute(d, 'create').path,
          headers: globex,
          payload: d.examples.create as object,
        });
        return made.statusCode === 200 ? String(idOf(made.json().payload[0])) : undefined;
      };
      const bodies = (ids: unknown[]) =>
        [
          bulk.includes('update') ? (['PATCH', { ids, changes: d.examples?.bulkUpdate }] as const) : null,
          bulk.includes('delete') ? (['DELETE', { ids }] as const) : null,
        ].filter((b) => b !== null);

      it('bulk: a foreign or missing id among the ids is a 404 naming it, and nothing changes', async () => {
        expect(d.examples?.bulkUpdate ?? !bulk.includes('update'), 'examples.bulkUpdate').toBeTruthy();
        const before = await items();
        const mine = before.slice(0, 2).map((item) => String(idOf(item)));
        const theirs = await foreignId();
        expect(theirs, 'an item of another account to name').toBeDefined();
        for (const stranger of [theirs!, 'no-such-id']) {
          for (const [method, body] of bodies([...mine, stranger])) {
            const res = await send(method, body);
            expect(res.statusCode, `${method} ${res.body}`).toBe(404);
            expect(res.json().error[0]).toMatchObject({
              code: 'not_found',
              field: 'ids',
              message: bulkNotFoundMessage([stranger]),
            });
          }
        }
        // Globex naming Acme's ids: 404 naming them all
        for (const [method, body] of bodies(mine)) {
          const res = await send(method, body, globex);
          expect(res.statusCode, res.body).toBe(404);
          expect(res.json().error[0].message).toBe(bulkNotFoundMessage(mine));
        }
        expect(await items()).toEqual(before);
      });

      it(`bulk: refuses no ids, more than ${BULK_IDS_MAX}, and unknown keys`, async () => {
        for (const [method, body] of [
          ...bodies([]),
          ...bodies(Array.from({ length: BULK_IDS_MAX + 1 }, (_, n) => `id-${n}`)),
        ]) {
          const res = await send(method, body);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().error[0].field).toBe('ids');
          expect([BULK_MESSAGES.idsRequired, bulkIdsTooManyMessage()]).toContain(res.json().error[0].message);
        }
        for (const [method, body] of bodies(['x'])) {
          expect((await send(method, { ...body, colour: 'blue' })).statusCode).toBe(400);
        }
        if (bulk.includes('update')) {
          const empty = await send('PATCH', { ids: ['x'], changes: {} });
          expect(empty.statusCode).toBe(400);
          expect(empty.json().error[0].message).toBe(BULK_MESSAGES.changesRequired);
        }
      });

      if (bulk.includes('update'))
        it('bulk: changes every named item in one call, and only those', async () => {
          const before = await items();
          const ids = before.slice(0, 2).map((item) => String(idOf(item)));
          const res = await send('PATCH', { ids: [...ids, ids[0]], changes: d.examples!.bulkUpdate });
          expect(res.statusCode, res.body).toBe(200);
          const changed = res.json().payload as Record<string, unknown>[];
          expect(changed.map(idOf).sort()).toEqual([...ids].sort());
          for (const item of changed) expect(item).toMatchObject(d.examples!.bulkUpdate as object);
          const after = await items();
          const untouched = (list: Record<string, unknown>[]) =>
            list.filter((item) => !ids.includes(String(idOf(item))));
          expect(untouched(after)).toEqual(untouched(before));
        });

      if (bulk.includes('delete'))
        it('bulk: deletes every named item in one call; they then answer 404', async () => {
          const before = await items();
          const ids = before.slice(-2).map((item) => String(idOf(item)));
          const res = await send('DELETE', { ids });
          expect(res.statusCode, res.body).toBe(200);
          expect((res.json().payload as Record<string, unknown>[]).map(idOf).sort()).toEqual([...ids].sort());
          const after = (await items()).map(idOf);
          expect(after).toEqual(before.map(idOf).filter((id) => !ids.includes(String(id))));
          expect((await send('DELETE', { ids })).statusCode).toBe(404);
        });
    }
  },
);
