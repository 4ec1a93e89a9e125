import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUR_MESSAGES } from '@parley/domain';
import { makeSession } from '@/testing/data';
import { fail, json, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { UsersProvider, useUsers } from './users';

const me = makeSession();
const user = (clientId: string, displayName: string) => ({
  clientId,
  accountSid: me.accountId,
  username: `${displayName.toLowerCase()}@acme.test`,
  displayName,
  firstName: displayName,
  lastName: 'X',
  roles: ['gi-agent'],
  status: 'active',
});

function Names() {
  const { data, loading } = useUsers();
  return <p>{loading ? 'loading' : data.map((u) => u.displayName).join(', ')}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the users provider', () => {
  it('lists the account’s users', async () => {
    const others = [user(me.clientId, 'Me'), user(`CL${'1'.repeat(32)}`, 'Bo')];
    stubFetch({
      'GET /v3/users': () =>
        json(200, { status: 'success', payload: others, error: [], page: { nextCursor: null, limit: 100 } }),
    });
    renderWithProviders(
      <UsersProvider>
        <Names />
      </UsersProvider>,
    );
    expect(await screen.findByText('Me, Bo')).toBeInTheDocument();
  });

  it('falls back to the current client alone when the list cannot be read (doc 001 §7)', async () => {
    stubFetch({
      'GET /v3/users': () => fail(403, { code: 'forbidden', message: OUR_MESSAGES.forbidden }),
      [`GET /v3/users/${me.clientId}`]: () => ok(user(me.clientId, 'Me')),
    });
    renderWithProviders(
      <UsersProvider>
        <Names />
      </UsersProvider>,
    );
    expect(await screen.findByText('Me')).toBeInTheDocument();
  });
});
