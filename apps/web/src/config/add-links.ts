import { paths } from './paths';

// Apart from paths.ts, which the sign-in page loads: only the pages that use this load it.

/**
 * The address parameter that opens a resource page's Add form (`?new=1`), with some of its fields
 * filled in from parameters of their own: how another page hands a resource page something to
 * add (the inbox's Create contact, issue 30), since a feature never imports another.
 */
export const ADD_PARAM = 'new';

/** A resource page's address with its Add form open and these fields filled in. */
export const addHref = (path: string, prefill: Record<string, string>) =>
  `${path}?${new URLSearchParams({ [ADD_PARAM]: '1', ...prefill }).toString()}`;

/** The contact fields an address may fill in (contacts-page.tsx reads the same names). */
export const CONTACT_PREFILL = ['phone'] as const;

/** `/contacts?new=1&phone=%2B13125550100` */
export const newContactHref = (phone: string) => addHref(paths.contacts, { phone });
