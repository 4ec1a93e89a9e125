import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { OUR_MESSAGES, defineResource, rule } from '@parley/domain';
import { fail, json, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { createDataProvider } from './create-data-provider';
import { createResource } from './create-resource';

const ZThing = z.object({ id: z.string(), name: z.string() });
const thingsDefinition = defineResource({
  name: 'things',
  label: 'thing',
  path: '/v3/things',
  idField: 'id',
  item: ZThing,
  create: z.strictObject({ name: z.string() }),
  update: z.strictObject({ name: z.string() }),
  access: { read: rule.session, write: rule.session },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: {
    title: 'Delete thing',
    manyTitle: 'Delete things',
    one: 'Delete {name}?',
    many: 'Delete {n}?',
  },
  list: { sort: ['name'], limit: { default: 2, max: 10 } },
});
const things = createResource(thingsDefinition, {
  meta: { errorToast: 'Something went wrong loading things.' },
});

const page = (items: unknown[], nextCursor: string | null) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor, limit: 2 } });

afterEach(() => vi.unstubAllGlobals());

/** The spec's brands: `GET /brand/all`, `DELETE /brand` with the id in the body, and a summary read. */
const brands = createResource(
  defineResource({
    ...thingsDefinition,
    name: 'brands',
    path: '/v3/brand',
    routes: { list: { path: '/v3/brand/all' }, update: { method: 'POST' }, delete: { path: '/v3/brand' } },
    reads: { summary: { path: '/summary', item: z.object({ brands: z.number() }), summary: 'How many' } },
  }),
);

describe('createResource', () => {
  it('sends each operation where the definition routes it, the id in the path or the body', async () => {
    const fetchMock = stubFetch({
      'GET /v3/brand/all': () => page([{ id: '1', name: 'a' }], null),
      'POST /v3/brand/1': ({ body }) => ok({ id: '1', ...(body as object) }),
      'DELETE /v3/brand': ({ body }) => ok({ id: (body as { id: string }).id, name: 'a' }),
      'GET /v3/brand/summary': () => ok({ brands: 1 }),
    });
    expect(await brands.fetchers.all()).toEqual({ ok: true, value: [{ id: '1', name: 'a' }] });
    expect(await brands.fetchers.update('1', { name: 'b' })).toEqual({
      ok: true,
      value: { id: '1', name: 'b' },
    });
    expect(await brands.fetchers.remove('1')).toEqual({ ok: true, value: { id: '1', name: 'a' } });
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]!.body))).toEqual({ id: '1' });
    const summary = await brands.fetchers.read('summary');
    expect(summary).toEqual({ ok: true, value: [{ brands: 1 }] });
    expect(brands.readQueryOptions('summary').queryKey).toEqual(['brands', 'read', 'summary']);
  });

  it('keys every query under the resource name, so a change can refresh them all', () => {
    expect(things.keys.list({ q: 'a' })).toEqual(['things', 'list', { q: 'a' }]);
    expect(things.keys.one('7')).toEqual(['things', 'one', '7']);
    expect(things.listQueryOptions({}).queryKey.slice(0, 1)).toEqual(things.keys.all);
  });

  it('all() follows the cursor until the last page', async () => {
    const fetchMock = stubFetch({
      'GET /v3/things': [
        () =>
          page(
            [
              { id: '1', name: 'a' },
              { id: '2', name: 'b' },
            ],
            'c1',
          ),
        () => page([{ id: '3', name: 'c' }], null),
      ],
    });
    const all = await things.fetchers.all();
    expect(all).toEqual({ ok: true, value: ['a', 'b', 'c'].map((name, i) => ({ id: String(i + 1), name })) });
    expect(String(fetchMock.mock.calls[1]![0])).toContain('cursor=c1');
  });

  it('checks answers with the definition’s schema', async () => {
    stubFetch({ 'GET /v3/things/1': () => ok({ id: 1, name: 'a' }) });
    expect(await things.fetchers.get('1')).toEqual({ ok: false, error: OUR_MESSAGES.unexpectedAnswer });
  });

  it('a failed load toasts from the query cache when its meta asks, and the hook holds the error', async () => {
    stubFetch({ 'GET /v3/things': () => fail(403, { code: 'forbidden', message: OUR_MESSAGES.forbidden }) });
    function List() {
      const list = things.useList();
      return <p>{list.isError ? 'failed' : 'loading'}</p>;
    }
    renderWithProviders(<List />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong loading things.')).toBeInTheDocument();
    expect(screen.getByText(OUR_MESSAGES.forbidden)).toBeInTheDocument();
  });

  it('a create refreshes the lists, and keeps its Result for the form', async () => {
    let names = ['a'];
    stubFetch({
      'GET /v3/things': () =>
        page(
          names.map((name, i) => ({ id: String(i), name })),
          null,
        ),
      'POST /v3/things': ({ body }) => {
        names = [...names, (body as { name: string }).name];
        return ok({ id: 'new', name: (body as { name: string }).name });
      },
    });
    let create: ReturnType<typeof things.useCreate> | undefined;
    function List() {
      const list = things.useList();
      create = things.useCreate();
      return <p>{list.data?.items.map((t) => t.name).join(',')}</p>;
    }
    renderWithProviders(<List />);
    expect(await screen.findByText('a')).toBeInTheDocument();
    const result = await create!.mutateAsync({ name: 'b' });
    expect(result).toEqual({ ok: true, value: { id: 'new', name: 'b' } });
    expect(await screen.findByText('a,b')).toBeInTheDocument();
  });

  it('every create and save says so in a toast naming the item (the id when the resource names none), a refusal does not', async () => {
    stubFetch({
      'POST /v3/things': [
        ({ body }) => ok({ id: 'T1', name: (body as { name: string }).name }),
        () => fail(400, { code: 'validation', field: 'name', message: 'Too long.' }),
        ({ body }) => ok({ id: 'T2', name: (body as { name: string }).name }),
      ],
      'PUT /v3/things/T1': ({ body }) => ok({ id: 'T1', name: (body as { name: string }).name }),
    });
    const named = createResource(defineResource({ ...thingsDefinition, itemName: (t) => t.name }));
    let hooks: { create: ReturnType<typeof named.useCreate>; update: ReturnType<typeof things.useUpdate> };
    function Changes() {
      hooks = { create: named.useCreate(), update: things.useUpdate() };
      return null;
    }
    renderWithProviders(<Changes />);
    await hooks!.create.mutateAsync({ name: 'Widget' });
    expect(await screen.findByText('Thing created')).toBeInTheDocument();
    expect(screen.getByText('Widget')).toBeInTheDocument();
    await hooks!.update.mutateAsync({ id: 'T1', input: { name: 'Gadget' } });
    expect(await screen.findByText('Thing saved')).toBeInTheDocument();
    // this resource names none: its id
    expect(screen.getByText('T1')).toBeInTheDocument();
    const refused = 'x'.repeat(300);
    await hooks!.create.mutateAsync({ name: refused });
    // toasts show in order: once a later save's shows, the refusal's would have
    await hooks!.create.mutateAsync({ name: 'Marker' });
    expect(await screen.findByText('Marker')).toBeInTheDocument();
    expect(screen.queryByText(refused)).not.toBeInTheDocument();
  });
});

describe('createDataProvider', () => {
  const { Provider, useData } = createDataProvider('Things', () => 'value');

  it('throws outside its provider, naming both (doc 001 §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useData())).toThrow('useThings must be used within ThingsProvider');
  });

  it('gives its value inside', async () => {
    function Reader() {
      return <p>{useData()}</p>;
    }
    renderWithProviders(
      <Provider>
        <Reader />
      </Provider>,
    );
    await waitFor(() => expect(screen.getByText('value')).toBeInTheDocument());
  });
});
