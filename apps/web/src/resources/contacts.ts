import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTACT_PATHS,
  CONTACT_SEARCH_DEBOUNCE_MS,
  CONTACT_SEARCH_MIN_CHARACTERS,
  ZContactAttribute,
  ZContactSearchAnswer,
  contactsResource,
  phoneSearch,
} from '@parley/domain';
import { apiGet, apiPostAnswer, throwOnErr } from '@/lib/api-client';
import { createResource } from '@/lib/create-resource';

export const contacts = createResource(contactsResource);

// Under the resource's key, so adding, changing or deleting a contact refreshes them too.

/** The account's contact attributes: the defaults and its custom fields (doc 001 §3). */
export const contactAttributesQuery = () =>
  queryOptions({
    queryKey: [...contacts.keys.all, 'attributes'] as const,
    queryFn: async ({ signal }) =>
      throwOnErr(await apiGet(CONTACT_PATHS.attributes, ZContactAttribute, undefined, { signal })),
    staleTime: 5 * 60_000,
  });

/**
 * The phone pickers' search (doc 001 §7): phonenumber1 contains the fragment, size 10000. Its
 * answer says how many matched and, when only archived contacts did, the spec's hint with them.
 */
export const phoneSearchQuery = (fragment: string) =>
  queryOptions({
    queryKey: [...contacts.keys.all, 'search', 'phone', fragment] as const,
    queryFn: async ({ signal }) =>
      throwOnErr(
        await apiPostAnswer(CONTACT_PATHS.search, phoneSearch(fragment), ZContactSearchAnswer, { signal }),
      ),
  });

/** What a person typed, as the search sends it: the number's characters only ("(312) 55" → "31255"). */
export const phoneFragment = (typed: string) => typed.replace(/[^\d+]/g, '');

/**
 * The phone search of doc 001 §4, §9, shared by the contacts page and the to-number picker: it
 * waits 500 ms after the last key and runs only from 5 characters on; below that there is nothing
 * to search (`active` false).
 */
export function usePhoneSearch(typed: string) {
  const [settled] = useDebouncedValue(phoneFragment(typed), CONTACT_SEARCH_DEBOUNCE_MS);
  const active = settled.length >= CONTACT_SEARCH_MIN_CHARACTERS;
  const query = useQuery({
    ...phoneSearchQuery(settled),
    enabled: active,
    // the old results stay while the next ones load, so the list does not flash empty
    placeholderData: keepPreviousData,
  });
  return { active, fragment: settled, query };
}
