import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { json, stubFetch } from '@/testing/fetch-stub';
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
const page = (items: unknown[]) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor: null, limit: 100 } });

afterEach(() => vi.unstubAllGlobals());

describe('the users page', () => {
  it('lists the active users, links each to their profile, and asks the server to filter', async () => {
    const fetchMock = stubFetch({
      'GET /v3/users': ({ url }) => page(url.includes('inactive') ? [row(2, 'inactive')] : [row(1)]),
    });
    const { user, container } = renderWithProviders(<UsersPage accountId={me.accountId} />);
    const link = await screen.findByRole('link', { name: 'User 1' });
    expect(link).toHaveAttribute('href', `/users/edit/${me.accountId}/${row(1).clientId}`);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('status=active');
    await expectNoAxeViolations(container);
    await user.click(screen.getByText('Inactive'));
    expect(await screen.findByRole('link', { name: 'User 2' })).toBeInTheDocument();
  });

  it('searches after the user stops typing, and says when nothing matches', async () => {
    const fetchMock = stubFetch({ 'GET /v3/users': ({ url }) => page(url.includes('q=zz') ? [] : [row(1)]) });
    const { user } = renderWithProviders(<UsersPage accountId={me.accountId} />);
    await screen.findByRole('link', { name: 'User 1' });
    await user.type(screen.getByLabelText('Search users'), 'zz');
    expect(await screen.findByText(MESSAGES.noResultsFound, {}, { timeout: 2000 })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('q=zz'))).toBe(true));
  });
});
