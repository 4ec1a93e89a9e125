import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  TABLE_ACTION_TEXTS,
  USER_ACTION_MESSAGES,
  fillText,
  USER_DELETE_TEXTS,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { fail, json, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { UsersPage } from './users-page';

const me = makeSession();
const row = (n: number, status = 'active') => ({
  clientId: `CL${String(n).repeat(32).slice(0, 32)}`,
  accountSid: me.accountId,
  username: `user${n}@acme.test`,
  displayName: `User ${n}`,
  firstName: 'User',
  lastName: String(n),
  roles: ['gi-agent'],
  status,
});
const page = (items: unknown[], nextCursor: string | null = null) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor, limit: 10 } });

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<UsersPage accountId={me.accountId} />, {
    session: { session: makeSession({ roles }) },
  });

/** The text of a Blob (jsdom's has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// many renders and clicks each: a busy machine (two cores, several runs) needs more than 5 s
describe('the users page', { timeout: 20_000 }, () => {
  it('lists the users by name, links each to their profile, and asks the server to filter by status', async () => {
    const fetchMock = stubFetch({
      'GET /v3/users': ({ url }) => page(url.includes('status=inactive') ? [row(2, 'inactive')] : [row(1)]),
    });
    const { user, container } = render();
    const link = await screen.findByRole('link', { name: 'User 1' });
    expect(link).toHaveAttribute('href', `/users/edit/${me.accountId}/${row(1).clientId}`);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('sort=displayName');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('textbox', { name: 'User status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(await screen.findByRole('link', { name: 'User 2' })).toBeInTheDocument();
  });

  it('searches after the user stops typing, and says when nothing matches', async () => {
    const fetchMock = stubFetch({ 'GET /v3/users': ({ url }) => page(url.includes('q=zz') ? [] : [row(1)]) });
    const { user } = render();
    await screen.findByRole('link', { name: 'User 1' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText(MESSAGES.noResultsFound, {}, { timeout: 2000 })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('q=zz'))).toBe(true));
  });

  it('pages by the server’s cursor', async () => {
    const fetchMock = stubFetch({
      'GET /v3/users': ({ url }) =>
        url.includes('cursor=next1') ? page([row(3)]) : page([row(1), row(2)], 'next1'),
    });
    const { user } = render();
    await screen.findByRole('link', { name: 'User 1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'User 3' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('cursor=next1'))).toBe(true);
  });

  it('disables the selected users, and says the server’s refusal of one of them', async () => {
    const fetchMock = stubFetch({
      'GET /v3/users': () => page([row(1), row(2)]),
      [`PUT /v3/users/${row(1).clientId}/status`]: () => ok({ ...row(1), status: 'inactive' }),
      [`PUT /v3/users/${row(2).clientId}/status`]: () =>
        fail(409, { code: 'conflict', message: USER_ACTION_MESSAGES.notOwner }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select User 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select User 2' }));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: TABLE_ACTION_TEXTS.disable }));
    expect(await screen.findByText(USER_ACTION_MESSAGES.notOwner)).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(JSON.parse(String(puts[0]![1]!.body))).toEqual({ status: 'inactive' });
  });

  it('deletes a selected user after asking', async () => {
    const fetchMock = stubFetch({
      'GET /v3/users': () => page([row(1), row(2)]),
      [`DELETE /v3/users/${row(2).clientId}`]: () => ok(row(2)),
    });
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select User 2' }));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: TABLE_ACTION_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog', { name: USER_DELETE_TEXTS.title });
    expect(dialog).toHaveTextContent(fillText(USER_DELETE_TEXTS.one, { name: 'User 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('exports every user the filter matches, page after page, not only the page shown', async () => {
    const fetchMock = stubFetch({
      'GET /v3/users': ({ url }) =>
        url.includes('limit=500')
          ? url.includes('cursor=more')
            ? page([row(3)])
            : page([row(1), row(2)], 'more')
          : page([row(1)]),
    });
    let file: Blob | undefined;
    let name = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      file = blob as Blob;
      return 'blob:users';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    const { user } = render();
    await screen.findByRole('link', { name: 'User 1' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/));
    const rows = Papa.parse<string[]>(await blobText(file!)).data;
    expect(rows[0]).toEqual(['Name', 'Username', 'Roles', 'Status']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['User 1', 'User 2', 'User 3']);
    expect(rows[1]![2]).toBe('["gi-agent"]');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('limit=500'))).toHaveLength(2);
  });

  it('offers no actions to a supervisor, who may read users but not change them', async () => {
    stubFetch({ 'GET /v3/users': () => page([row(1)]) });
    render(['supervisor']);
    await screen.findByRole('link', { name: 'User 1' });
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
