import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { OUR_MESSAGES, defineResource, rule } from '@parley/domain';
import { fail, json, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { createDataProvider } from './create-data-provider';
import { createResource } from './create-resource';

const ZThing = z.object({ id: z.string(), name: z.string() });
const things = createResource(
  defineResource({
    name: 'things',
    label: 'thing',
    path: '/v3/things',
    idField: 'id',
    item: ZThing,
    create: z.strictObject({ name: z.string() }),
    update: z.strictObject({ name: z.string() }),
    access: { read: rule.session, write: rule.session },
    operations: ['list', 'get', 'create', 'update', 'delete'],
    list: { sort: ['name'], limit: { default: 2, max: 10 } },
  }),
  { meta: { errorToast: 'Something went wrong loading things.' } },
);

const page = (items: unknown[], nextCursor: string | null) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor, limit: 2 } });

afterEach(() => vi.unstubAllGlobals());

describe('createResource', () => {
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
