// The contacts page's texts: ours, the spec words none.
import type { TDeleteTexts } from './delete-texts';

/** Asking before deleting contacts (the one dialog of issue 25). */
export const CONTACT_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete contact',
  manyTitle: 'Delete contacts',
  one: 'Delete the contact {name}? This cannot be undone.',
  many: 'Delete {n} contacts? This cannot be undone.',
};

/** The page's own words. */
export const CONTACTS_PAGE_TEXTS = {
  title: 'Contacts',
  intro: 'The newest contacts first; search them by phone number.',
  tableLabel: 'Contacts of the account',
  add: 'Add contact',
  addTitle: 'Add contact',
  editTitle: 'Edit contact',
  search: 'Search by phone number',
  searchPlaceholder: 'At least 5 digits, e.g. 31255',
  name: 'Name',
  phone: 'Phone number',
  email: 'Email',
  city: 'City',
  created: 'Created',
  archived: 'Archived',
} as const;
