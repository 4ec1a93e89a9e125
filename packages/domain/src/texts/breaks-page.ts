// The Break Types page's texts (Settings → /breaks): ours, the spec names the page only (doc 000 §2).
import type { TDeleteTexts } from './delete-texts';

/** What a break type's form and the server say about bad input: the same words in both. */
export const BREAK_MESSAGES = {
  nameRequired: 'Please enter a name for the break type.',
  nameTooLong: 'A break type name may be at most 100 characters.',
  nameTaken: 'A break type with this name already exists.',
  descriptionMissing: 'Send a description, an empty text for none.',
  descriptionTooLong: 'A description may be at most 500 characters.',
  paidRequired: 'Say whether the break is paid.',
  minutesRequired: 'Enter the longest a break may last, in minutes.',
  minutesWhole: 'Enter whole minutes, without a fraction.',
  minutesRange: 'A break lasts from 1 to 480 minutes (8 hours).',
} as const;

/** The page's own words. */
export const BREAKS_PAGE_TEXTS = {
  title: 'Break Types',
  intro: 'The breaks agents can take, how long each may last, and whether it is paid.',
  tableLabel: 'Break types of the account',
  add: 'Add break type',
  addTitle: 'Add break type',
  editTitle: 'Edit break type',
  save: 'Save break type',
  paid: 'Paid',
  unpaid: 'Unpaid',
  minutesHint: 'From 1 to 480 minutes.',
  paidHint: 'A paid break counts as working time.',
  enabledHint: 'A disabled break type is kept but agents cannot choose it.',
} as const;

/** Asking before deleting break types. */
export const BREAK_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete break type',
  manyTitle: 'Delete break types',
  one: 'Delete the break type {name}? Agents will no longer be able to choose it.',
  many: 'Delete {n} break types? Agents will no longer be able to choose them.',
};
