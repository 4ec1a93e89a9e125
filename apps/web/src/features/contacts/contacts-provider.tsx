import type { TContact, TContactAttribute } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import { contactAttributesQuery, contacts } from '@/resources/contacts';

/** How many of the newest contacts the page shows before a search. */
export const NEWEST_CONTACTS = 50;

/**
 * The contacts provider (doc 001 §4): the account's contact attributes and its newest contacts,
 * each loaded on first display with a loading flag, reloadable. `hasContacts` is false only once
 * the account is known to have none ('No contacts exist').
 */
function useAccountContacts() {
  const newest = contacts.useList({ limit: NEWEST_CONTACTS });
  const attributes = useQuery(contactAttributesQuery());
  return {
    attributes: providerState(attributes, [] as TContactAttribute[]),
    newest: providerState({ ...newest, data: newest.data?.items }, [] as TContact[]),
    hasContacts: newest.data ? newest.data.items.length > 0 : undefined,
  };
}

export const { Provider: ContactsProvider, useData: useContacts } = createDataProvider(
  'Contacts',
  useAccountContacts,
);
