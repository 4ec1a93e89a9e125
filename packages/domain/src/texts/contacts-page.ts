// The contacts page's texts: ours, the spec words none.
import type { TDeleteTexts } from './delete-texts';

/** Asking before deleting contacts (the one dialog of issue 25). */
export const CONTACT_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete contact',
  manyTitle: 'Delete contacts',
  one: 'Delete the contact {name}? This cannot be undone.',
  many: 'Delete {n} contacts? This cannot be undone.',
};
