import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickableWorkgroups } from '@parley/domain';
import { json, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { WorkgroupsProvider, useWorkgroups } from './workgroups';

const groups = [
  { groupName: 'Night Shift', description: 'After hours', status: false },
  { groupName: 'Sales', description: 'Inbound sales', status: true },
];
const page = (items: unknown[], nextCursor: string | null = null) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor, limit: 100 } });

function Groups() {
  const { data, loading, reload } = useWorkgroups();
  if (loading) return <p>loading</p>;
  return (
    <>
      <p>
        {pickableWorkgroups(data)
          .map((g) => `${g.groupName}: ${g.description}`)
          .join(', ')}
      </p>
      <button onClick={reload}>Reload</button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the workgroups provider', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWorkgroups())).toThrow(
      'useWorkgroups must be used within WorkgroupsProvider',
    );
  });

  it('loads every page of the account’s workgroups, and reloads', async () => {
    const fetchMock = stubFetch({
      'GET /v3/workgroups': ({ url }) =>
        url.includes('cursor=') ? page([groups[1]]) : page([groups[0]], 'next'),
    });
    const { user } = renderWithProviders(
      <WorkgroupsProvider>
        <Groups />
      </WorkgroupsProvider>,
    );
    expect(await screen.findByText('Sales: Inbound sales')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });
});
