import { Alert, Loader } from '@mantine/core';
import {
  CONTACTS_PAGE_TEXTS as T,
  CONTACT_SEARCH_MIN_CHARACTERS,
  MESSAGES,
  OUR_MESSAGES,
  type TContact,
  type TListQuery,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { CONTACT_PREFILL } from '@/config/add-links';
import { contactAttributesQuery, contacts, phoneFragment } from '@/resources/contacts';
import { ArchivedHint } from './archived-hint';
import { contactColumns } from './contact-columns';
import { ContactForm } from './contact-form';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const CONTACT_COLUMNS_COOKIE = 'parley_contacts_columns';

/**
 * The search box searches by phone number (doc 001 §4, §9): from 5 characters of the number, the
 * active contacts whose number holds them; below that, the newest contacts as before a search.
 */
export function phoneListQuery(typed: string): TListQuery {
  const fragment = phoneFragment(typed);
  return fragment.length >= CONTACT_SEARCH_MIN_CHARACTERS ? { phone: fragment, archived: 'false' } : {};
}

const TABLE = {
  emptyText: MESSAGES.noContacts,
  searchBox: {
    label: T.search,
    placeholder: T.searchPlaceholder,
    description: OUR_MESSAGES.contactSearchHint,
    inputMode: 'tel',
  },
  searchQuery: phoneListQuery,
  // nothing active found: perhaps an archived contact (doc 001 §8)
  noResults: (query: TListQuery) =>
    typeof query.phone === 'string' ? <ArchivedHint phone={query.phone} /> : undefined,
} as const;

/** The form with the account's attributes, which it needs to know its fields. */
function ContactFormLoader(props: {
  item?: TContact;
  phone?: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const attributes = useQuery(contactAttributesQuery());
  if (attributes.isPending) return <Loader size="sm" role="status" aria-label="Loading" />;
  if (attributes.isError)
    return (
      <Alert color="red" role="alert">
        {attributes.error.message}
      </Alert>
    );
  return (
    <ContactForm
      {...(props.item ? { contact: props.item } : {})}
      {...(props.phone ? { phone: props.phone } : {})}
      attributes={attributes.data}
      onSaved={props.onSaved}
      onCancel={props.onCancel}
    />
  );
}

/**
 * /contacts: the account's contacts on the resource page, newest first, found by phone number,
 * added and changed in a dialog (Add also opened by the address, with a number), deleted one or
 * many at once, exported as CSV. A caller who may read but not change contacts sees the list only.
 */
export function ContactsPage() {
  // the form's fields: asked for with the page, so Add opens on a ready form
  useQuery(contactAttributesQuery());
  return (
    <ResourcePage
      resource={contacts}
      texts={T}
      columns={contactColumns}
      form={({ prefill, ...props }) => (
        <ContactFormLoader {...props} {...(prefill?.phone ? { phone: prefill.phone } : {})} />
      )}
      prefillParams={CONTACT_PREFILL}
      formSize="xl"
      rowButtons
      table={TABLE}
      exportName="contacts"
      visibilityCookie={CONTACT_COLUMNS_COOKIE}
      initialSort={{ id: 'created', desc: true }}
    />
  );
}
