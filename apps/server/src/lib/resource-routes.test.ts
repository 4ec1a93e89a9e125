import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_DELETE_TEXTS, defineResource, definitionRoutes, rule, text } from '@parley/domain';
import { auditLog } from '../db/schema/index';
import { renderApiDoc, type OpenApiDocument } from '../api-doc/render';
import { ACME, GLOBEX, bearer, buildTestApp, signIn } from '../../test/helpers';
import { resourceRoutes, type ResourceRepository } from './resource-routes';

/**
 * A definition whose paths are the spec's irregular ones (doc 001: brands are `GET /brand/all`
 * and `DELETE /brand` with a body), registered on a throwaway app: the kit must serve each
 * operation where the definition says, with the id where the route carries it, and every place
 * that reads the routes (access rules, OpenAPI, the docs page) must see the same ones.
 */
const ZBrand = z.object({ brandId: text(), name: text(), enabled: z.boolean() });
type TBrand = z.infer<typeof ZBrand>;
const ZBrandInput = z.strictObject({ name: text().min(1).max(100), enabled: z.boolean() });

const brands = defineResource({
  name: 'test-brands',
  label: 'brand',
  itemName: (brand) => brand.name,
  path: '/v3/brand',
  idField: 'brandId',
  item: ZBrand,
  create: ZBrandInput,
  update: ZBrandInput,
  access: { read: rule.session, write: rule.all('gumby-acct-update') },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  routes: {
    list: { path: '/v3/brand/all' },
    // the id beside the fields, by POST: a change the spec would send that way
    update: { method: 'POST', path: '/v3/brand/update' },
    delete: { path: '/v3/brand' },
  },
  reads: {
    summary: { path: '/summary', item: z.object({ brands: z.number() }), summary: 'How many brands' },
  },
  deleteTexts: WEBHOOK_DELETE_TEXTS,
  list: { sort: ['name'], limit: { default: 10, max: 50 } },
});

/** The brands of each account, in memory: the test is about routes, not storage. */
function memoryBrands(): ResourceRepository<
  TBrand,
  z.output<typeof ZBrandInput>,
  z.output<typeof ZBrandInput>
> {
  const rows = new Map<string, TBrand & { account: string }>();
  const mine = (account: string) => [...rows.values()].filter((row) => row.account === account);
  const plain = ({ account: _account, ...brand }: TBrand & { account: string }): TBrand => brand;
  let next = 0;
  return {
    sortTypes: { name: 'text' },
    list: async (_db, scope) => ({ items: mine(scope.accountId).map(plain), next: null }),
    get: async (_db, scope, id) =>
      mine(scope.accountId)
        .map(plain)
        .find((b) => b.brandId === id) ?? null,
    create: async (_tx, scope, input) => {
      const row = { brandId: `BR${++next}`, ...input, account: scope.accountId };
      rows.set(row.brandId, row);
      return plain(row);
    },
    update: async (_tx, scope, id, input) => {
      const row = rows.get(id);
      if (row?.account !== scope.accountId) return null;
      Object.assign(row, input);
      return plain(row);
    },
    remove: async (_tx, scope, id) => {
      const row = rows.get(id);
      if (row?.account !== scope.accountId) return null;
      rows.delete(id);
      return plain(row);
    },
  };
}

const repository = memoryBrands();
const t = await buildTestApp(
  {},
  {
    extraRoutes: async (api) =>
      resourceRoutes(api, brands, repository, {
        reads: {
          summary: async (request, scope) => [
            { brands: (await repository.list!(api.db, scope, {} as never)).items.length },
          ],
        },
      }),
  },
);
const owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
const agent = bearer((await signIn(t.app, 'agent@acme.test')).accessToken);
const globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
afterAll(() => t.app.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

describe('a definition with routes of its own', () => {
  it('registers each operation and read where the definition says, each with its access rule', () => {
    const registered = t.app.routeAccess
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => key.includes('/v3/brand'))
      .sort();
    expect(registered).toEqual(
      definitionRoutes(brands)
        .map((r) => r.key)
        .sort(),
    );
    expect(registered).toEqual([
      'DELETE /v3/brand',
      'GET /v3/brand/:brandId',
      'GET /v3/brand/all',
      'GET /v3/brand/summary',
      'POST /v3/brand',
      'POST /v3/brand/update',
    ]);
    const del = t.app.routeAccess.find((r) => r.method === 'DELETE' && r.url === '/v3/brand');
    expect(del?.access).toEqual(brands.access.write);
  });

  it('lists at GET /brand/all, changes by POST with the id in the body, deletes at DELETE /brand with it', async () => {
    const made = await send('POST', '/v3/brand', owner, { name: 'Acme Retail', enabled: true });
    expect(made.statusCode, made.body).toBe(200);
    const { brandId } = made.json().payload[0];
    const listed = await send('GET', '/v3/brand/all', owner);
    expect(listed.json().payload.map((b: TBrand) => b.brandId)).toEqual([brandId]);
    expect((await send('GET', '/v3/brand/all', globex)).json().payload).toEqual([]);

    const changed = await send('POST', '/v3/brand/update', owner, {
      brandId,
      name: 'Acme Stores',
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload[0]).toEqual({ brandId, name: 'Acme Stores', enabled: false });
    expect((await send('GET', `/v3/brand/${brandId}`, owner)).json().payload[0].name).toBe('Acme Stores');
    // the body is the update's fields and the id, nothing else
    expect(
      (await send('POST', '/v3/brand/update', owner, { brandId, name: 'X', enabled: true, colour: 'red' }))
        .statusCode,
    ).toBe(400);

    expect((await send('GET', '/v3/brand/summary', owner)).json().payload).toEqual([{ brands: 1 }]);

    // another account naming Acme's brand: 404, and nothing is deleted
    expect((await send('DELETE', '/v3/brand', globex, { brandId })).statusCode).toBe(404);
    expect((await send('DELETE', '/v3/brand', agent, { brandId })).statusCode).toBe(403);
    expect((await send('DELETE', '/v3/brand', owner, {})).statusCode).toBe(400);
    const gone = await send('DELETE', '/v3/brand', owner, { brandId });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().payload[0].brandId).toBe(brandId);
    expect((await send('DELETE', '/v3/brand', owner, { brandId })).statusCode).toBe(404);
    expect((await send('GET', `/v3/brand/${brandId}`, owner)).statusCode).toBe(404);

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, brandId), eq(auditLog.accountSid, ACME)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'test-brands.create',
      'test-brands.delete',
      'test-brands.update',
    ]);
  });

  it('describes the routes as served: OpenAPI and the docs page name the irregular paths and bodies', () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument & {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    };
    expect(Object.keys(doc.paths['/v3/brand/all'] ?? {})).toEqual(['get']);
    expect(doc.paths['/v3/brand']?.delete?.requestBody).toBeDefined();
    expect(doc.paths['/v3/brand/update']?.post?.requestBody).toBeDefined();
    const page = renderApiDoc(doc, t.app.routeAccess);
    for (const key of definitionRoutes(brands).map((r) => r.key)) {
      const [method, path] = key.split(' ');
      expect(page).toContain(`### ${method} ${path!.replace(':brandId', '{brandId}')}`);
    }
  });
});
