import { queryOptions } from '@tanstack/react-query';
import {
  CONTACT_PATHS,
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
