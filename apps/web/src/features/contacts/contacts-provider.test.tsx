import { renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTACT_ATTRIBUTES } from '@parley/domain';
import { json, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { ContactsProvider, useContacts } from './contacts-provider';

function Summary() {
  const { attributes, newest, hasContacts } = useContacts();
  if (attributes.loading || newest.loading) return <p>loading</p>;
  return (
    <>
      <p>attributes: {attributes.data.length}</p>
      <p>has contacts: {String(hasContacts)}</p>
      <button type="button" onClick={newest.reload}>
        reload
      </button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the contacts provider', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useContacts())).toThrow('useContacts must be used within ContactsProvider');
  });

  it('loads the attributes and the newest contacts on first display, and reloads', async () => {
    const fetchMock = stubFetch({
      'GET /v4/contacts': () =>
        json(200, { status: 'success', payload: [], error: [], page: { nextCursor: null, limit: 50 } }),
      'GET /v4/contact/attributes': () => ok(...DEFAULT_CONTACT_ATTRIBUTES),
    });
    const { user } = renderWithProviders(
      <ContactsProvider>
        <Summary />
      </ContactsProvider>,
    );
    expect(await screen.findByText('attributes: 12')).toBeInTheDocument();
    expect(screen.getByText('has contacts: false')).toBeInTheDocument();
    const lists = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/v4/contacts')).length;
    expect(lists()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'reload' }));
    await vi.waitFor(() => expect(lists()).toBe(2));
  });
});
