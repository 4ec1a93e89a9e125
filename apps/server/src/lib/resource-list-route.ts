import { listQuerySchema, paged, type TResourceDefinition } from '@parley/domain';
import {
  decodeCursor,
  decodeLastValueCursor,
  encodeCursor,
  encodeLastValueCursor,
  parseSort,
} from './paging';
import type { TRouteContext } from './resource-route-context';
import { scopeOf } from './resource-types';
import { pageSerializerCompiler } from './page-serializer';
import { pageAnswers } from './responses';

/** `GET <path>`: a page of the account's items by cursor, sorted, filtered and searched as declared. */
export function listRoute<D extends TResourceDefinition, In>(ctx: TRouteContext<D, In>): void {
  const { app, db, def, tags, repository, list, ruleFor, need, at, check } = ctx;
  const access = ruleFor('list');
  const choices = list.sort;
  // a cursor whose value is not checked against its field's type reaches the query: refuse to start
  const sortTypes = repository.sortTypes ?? {};
  const untyped = choices.filter((field) => !sortTypes[field]);
  if (untyped.length) throw new Error(`${def.name}: no sort type for ${untyped.join(', ')} (sortTypes)`);
  app.route({
    ...at('list'),
    config: { access },
    schema: {
      tags,
      summary: `List ${def.name}`,
      description: list.cursor
        ? `Pages by cursor, the base64 of the page's last ${choices[0]} (doc 001 §7): pass page.nextCursor back as cursor until it is null, or until a page holds fewer than ${list.limit.max}. At most ${list.limit.max} a page (default ${list.limit.default}).`
        : `Pages by cursor: pass page.nextCursor back as cursor until it is null. At most ${list.limit.max} a page (default ${list.limit.default}).`,
      querystring: listQuerySchema(def),
      response: pageAnswers(def.item, { access }),
    },
    // a page of up to 5000 items is written without zod's encode of each (issue 26); it comes out
    // as a Buffer, which fastify's reply sends as it is although its types say string
    serializerCompiler: pageSerializerCompiler as (
      ...args: Parameters<typeof pageSerializerCompiler>
    ) => (data: unknown) => string,
    handler: async (request) => {
      const scope = scopeOf(request);
      await check('list', scope);
      const {
        limit: asked,
        cursor,
        sort: sortText,
        q,
        ...filters
      } = request.query as Record<string, unknown>;
      const limit = typeof asked === 'number' ? asked : list.limit.default;
      const sortKey = typeof sortText === 'string' ? sortText : (list.defaultSort ?? choices[0]);
      const sort = parseSort(sortKey);
      const lastValue = list.cursor?.lastValue;
      const after =
        typeof cursor !== 'string'
          ? null
          : lastValue
            ? decodeLastValueCursor(cursor, sortKey, lastValue)
            : decodeCursor(cursor, sortKey, sortTypes[sort.field]!);
      const { items, next } = await need('list')(db, scope, {
        limit,
        sort,
        after,
        filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
        ...(typeof q === 'string' && q !== '' ? { q } : {}),
      });
      const nextCursor = !next
        ? null
        : lastValue
          ? encodeLastValueCursor(next.value)
          : encodeCursor({ sort: sortKey, ...next });
      return paged(items, { nextCursor, limit });
    },
  });
}
