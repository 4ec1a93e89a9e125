// The users page's texts: ours, the spec words none.
import type { TDeleteTexts } from './delete-texts';

/** Asking before deleting users (the one dialog of issue 25). */
export const USER_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete user',
  manyTitle: 'Delete users',
  one: 'Delete the user {name}? They will no longer be able to sign in. This cannot be undone.',
  many: 'Delete {n} users? They will no longer be able to sign in. This cannot be undone.',
};

/** The page's own words: users are added elsewhere (an invitation), changed on their profile. */
export const USERS_PAGE_TEXTS = {
  title: 'Users',
  tableLabel: 'Users of the account',
} as const;
