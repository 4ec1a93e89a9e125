import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_TABLE_TEXTS, USER_STATUS_FILTER, usersResource, type TUser } from '@parley/domain';
import { createResource } from '@/lib/create-resource';
import { expectNoAxeViolations } from '@/testing/axe';
import { json, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { ResourceDataTable, SERVER_SEARCH_DEBOUNCE_MS } from './resource-data-table';
import type { TDataTableColumn } from './types';

const users = createResource(usersResource);
const hex = (n: number) => n.toString(16).padStart(32, '0');
const user = (n: number): TUser => ({
  clientId: `CL${hex(n)}`,
  accountSid: `AC${hex(1)}`,
  username: `user${n}@acme.test`,
  displayName: `User ${n}`,
  firstName: 'User',
  lastName: String(n),
  roles: [],
  status: n % 2 ? 'active' : 'inactive',
});

const columns: TDataTableColumn<TUser>[] = [
  { id: 'displayName', header: 'Name' },
  { id: 'username', header: 'Username' },
  { id: 'status', header: 'Status', filter: USER_STATUS_FILTER, sortable: false },
  { id: 'roles', header: 'Roles', value: (u) => u.roles.join(', ') },
];

/** The server: pages of `limit` from a cursor that is the next index, and every query it got. */
function serve(total: number) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubFetch({
    'GET /v3/users': ({ url }) => {
      const query = new URL(url, 'https://localhost').searchParams;
      queries.push(query);
      const limit = Number(query.get('limit'));
      const from = Number(query.get('cursor') ?? 0);
      const to = Math.min(total, from + limit);
      const items = Array.from({ length: to - from }, (_, i) => user(from + i + 1));
      return json(200, {
        status: 'success',
        payload: items,
        error: [],
        page: { nextCursor: to < total ? String(to) : null, limit },
      });
    },
  });
  return { queries, fetchMock };
}

const render = () =>
  renderWithProviders(
    <ResourceDataTable
      label="Users"
      resource={users}
      columns={columns}
      getRowId={(u) => u.clientId}
      rowLabel={(u) => u.displayName}
      actions={[{ label: 'Disable', onClick: () => {} }]}
    />,
  );

const nameCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

afterEach(() => vi.useRealTimers());

describe('ResourceDataTable on the kit', () => {
  it('asks the server for a page of 10 and pages forward and back by cursor', async () => {
    const { queries } = serve(25);
    const { user: u } = render();
    expect(await screen.findByText('User 1')).toBeInTheDocument();
    expect(queries[0]?.get('limit')).toBe('10');
    expect(queries[0]?.has('cursor')).toBe(false);
    expect(screen.getByRole('button', { name: DATA_TABLE_TEXTS.previousPage })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.nextPage }));
    expect(await screen.findByText('User 11')).toBeInTheDocument();
    expect(queries.at(-1)?.get('cursor')).toBe('10');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.nextPage }));
    expect(await screen.findByText('User 21')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: DATA_TABLE_TEXTS.nextPage })).toBeDisabled(),
    );
    await u.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.previousPage }));
    expect(await screen.findByText('User 11')).toBeInTheDocument();
    expect(nameCells()).toHaveLength(10);
  });

  it('sorts on the server by the definition’s sort fields only', async () => {
    const { queries } = serve(5);
    const { user: u } = render();
    await screen.findByText('User 1');
    // Roles is not one of users' sort fields: no sort button
    expect(
      within(screen.getByRole('columnheader', { name: 'Roles' })).queryByRole('button'),
    ).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('displayName'));
    await u.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('-displayName'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches 500 ms after typing, filters by status, and starts again at page 1', async () => {
    const { queries } = serve(25);
    const { user: u } = render();
    await screen.findByText('User 1');
    await u.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.nextPage }));
    await screen.findByText('User 11');
    const before = queries.length;
    await u.type(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.search }), 'user1');
    // nothing asked while typing
    expect(queries.length).toBe(before);
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('user1'), {
      timeout: SERVER_SEARCH_DEBOUNCE_MS + 1000,
    });
    expect(queries.at(-1)?.has('cursor')).toBe(false);
    await u.click(screen.getByRole('textbox', { name: 'User status' }));
    await u.click(screen.getByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('inactive'));
    await u.click(screen.getByRole('textbox', { name: 'User status' }));
    await u.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(queries.at(-1)?.has('status')).toBe(false));
  });

  it('changes the page size, clears the selection on a new page, and gives the query to the toolbar', async () => {
    const { queries } = serve(60);
    let query: unknown = null;
    const { user: u } = renderWithProviders(
      <ResourceDataTable
        label="Users"
        resource={users}
        columns={columns}
        getRowId={(x) => x.clientId}
        rowLabel={(x) => x.displayName}
        selectable
        toolbar={(table) => (
          <button type="button" onClick={() => (query = table.query)}>
            Export CSV
          </button>
        )}
      />,
    );
    await screen.findByText('User 1');
    await u.click(screen.getByRole('checkbox', { name: 'Select User 2' }));
    expect(screen.getByText('1/10 selected')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.nextPage }));
    await screen.findByText('User 11');
    expect(screen.getByText('0/10 selected')).toBeInTheDocument();
    await u.click(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.rowsPerPage }));
    await u.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(queries.at(-1)?.get('limit')).toBe('50'));
    expect(await screen.findByText('User 50')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(query).toEqual({ limit: 50 });
  }, 20_000);

  it('clears the selection on a filter, a sort and a page size: each loads other rows', async () => {
    serve(25);
    const onClick = vi.fn();
    const { user: u } = renderWithProviders(
      <ResourceDataTable
        label="Users"
        resource={users}
        columns={columns}
        getRowId={(x) => x.clientId}
        rowLabel={(x) => x.displayName}
        actions={[{ label: 'Disable', onClick }]}
      />,
    );
    const actions = () => screen.getByRole('button', { name: DATA_TABLE_TEXTS.actions });
    const changes = [
      async () => {
        await u.click(screen.getByRole('textbox', { name: 'User status' }));
        await u.click(screen.getByRole('option', { name: 'Inactive' }));
      },
      () => u.click(screen.getByRole('button', { name: /Name/ })),
      async () => {
        await u.click(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.rowsPerPage }));
        await u.click(screen.getByRole('option', { name: '25' }));
      },
    ];
    for (const change of changes) {
      const [box] = await screen.findAllByRole('checkbox', { name: /^Select User / });
      await u.click(box!);
      expect(actions()).not.toHaveAttribute('aria-disabled');
      await change();
      await waitFor(() => expect(screen.getByTestId('data-table-selected')).toHaveTextContent(/^0\//));
      expect(actions()).toHaveAttribute('aria-disabled', 'true');
    }
    expect(onClick).not.toHaveBeenCalled();
  }, 20_000);

  it('says No results found for an empty answer, and is axe-clean', async () => {
    serve(0);
    render();
    expect(await screen.findByText(DATA_TABLE_TEXTS.noResults)).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the resource table');
  });
});
