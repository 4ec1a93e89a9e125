import { afterAll, describe, expect, it } from 'vitest';
import { OUR_MESSAGES, listLimitMessage } from '@parley/domain';
import { GLOBEX, bearer, buildTestApp, signIn } from './helpers';

/**
 * The tests every resource gets from its definition alone (issue 12): paging, the caps, tenancy
 * and each operation it declares. A resource registered later is tested here without new code.
 */
const t = await buildTestApp();
const owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
const globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
afterAll(() => t.app.close());

const get = (url: string, headers = owner) => t.app.inject({ method: 'GET', url, headers });
const itemUrl = (path: string, id: unknown) =>
  `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;

describe.each(t.app.resources.map((r) => [r.definition.name, r] as const))(
  '%s',
  (_name, { definition: d, operations }) => {
    const idOf = (item: Record<string, unknown>) => item[d.idField];

    if (operations.includes('list')) {
      it('lists the account’s items, and a page at a time gives each exactly once', async () => {
        const whole = await get(`${d.path}?limit=${d.list.limit.max}`);
        expect(whole.statusCode, whole.body).toBe(200);
        const all = whole.json().payload as Record<string, unknown>[];
        expect(all.length, 'the demo data has items of every resource for Acme').toBeGreaterThan(0);
        const seen: unknown[] = [];
        let cursor: string | null = null;
        for (let n = 0; n <= all.length; n++) {
          const res = await get(`${d.path}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json();
          seen.push(...body.payload.map(idOf));
          cursor = body.page.nextCursor;
          if (!cursor) break;
        }
        expect(seen).toEqual(all.map(idOf));
      });

      it('says the cap when a limit is past it, and refuses a cursor it did not make', async () => {
        const over = await get(`${d.path}?limit=${d.list.limit.max + 1}`);
        expect(over.statusCode).toBe(400);
        expect(over.json().error[0]).toMatchObject({
          field: 'limit',
          message: listLimitMessage(d.list.limit.max),
        });
        const bad = await get(`${d.path}?cursor=not-a-cursor`);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error[0]).toMatchObject({ field: 'cursor', message: OUR_MESSAGES.badCursor });
        const unknown = await get(`${d.path}?colour=blue`);
        expect(unknown.statusCode).toBe(400);
      });

      it('a cursor made for one order is refused for another', async () => {
        const [first, second] = [d.list.sort[0], `-${d.list.sort[0]}`];
        const page = (await get(`${d.path}?limit=1&sort=${first}`)).json();
        if (!page.page.nextCursor) return; // one item: no cursor to misuse
        const res = await get(
          `${d.path}?sort=${encodeURIComponent(second)}&cursor=${encodeURIComponent(page.page.nextCursor)}`,
        );
        expect(res.statusCode).toBe(400);
      });

      it('another account’s list holds none of these items', async () => {
        const acme = (await get(`${d.path}?limit=${d.list.limit.max}`)).json().payload.map(idOf);
        const theirs = await get(`${d.path}?limit=${d.list.limit.max}`, globex);
        if (theirs.statusCode !== 200) return; // Globex's owner may lack the privilege
        for (const id of theirs.json().payload.map(idOf)) expect(acme).not.toContain(id);
      });
    }

    if (operations.includes('get')) {
      it('gets one item; another account asking for it gets 404, as for an id that does not exist', async () => {
        const [first] = (await get(`${d.path}?limit=1`)).json().payload;
        const mine = await get(itemUrl(d.path, idOf(first)));
        expect(mine.statusCode).toBe(200);
        expect(mine.json().payload[0]).toEqual(first);
        expect((await get(itemUrl(d.path, idOf(first)), globex)).statusCode).toBe(404);
        expect((await get(itemUrl(d.path, 'no-such-id'))).statusCode).toBe(404);
      });
    }

    if (operations.includes('update') && d.examples?.update) {
      it('updates an item, and another account cannot', async () => {
        const [first] = (await get(`${d.path}?limit=1`)).json().payload;
        const url = itemUrl(d.path, idOf(first));
        const foreign = await t.app.inject({
          method: 'PUT',
          url,
          headers: globex,
          payload: d.examples!.update as object,
        });
        expect(foreign.statusCode).toBe(404);
        const res = await t.app.inject({
          method: 'PUT',
          url,
          headers: owner,
          payload: d.examples!.update as object,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().payload[0]).toMatchObject(d.examples!.update as object);
      });
    }

    if (operations.includes('create') && d.examples?.create) {
      it('creates an item and, where it may, deletes it; a deleted item answers 404', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: d.path,
          headers: owner,
          payload: d.examples!.create as object,
        });
        expect(res.statusCode, res.body).toBe(200);
        const id = idOf(res.json().payload[0]);
        expect((await get(itemUrl(d.path, id))).statusCode).toBe(operations.includes('get') ? 200 : 404);
        if (!operations.includes('delete')) return;
        const foreign = await t.app.inject({ method: 'DELETE', url: itemUrl(d.path, id), headers: globex });
        expect(foreign.statusCode).toBe(404);
        const gone = await t.app.inject({ method: 'DELETE', url: itemUrl(d.path, id), headers: owner });
        expect(gone.statusCode).toBe(200);
        expect(
          (await t.app.inject({ method: 'DELETE', url: itemUrl(d.path, id), headers: owner })).statusCode,
        ).toBe(404);
      });
    }
  },
);
