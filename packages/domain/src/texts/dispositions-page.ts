// The Dispositions page's texts (Workflow → /dispositions): ours, the spec names the page only (doc 000 §2).
import type { TFilterChoices } from './data-table';
import type { TDeleteTexts } from './delete-texts';

/** What a disposition's form and the server say about bad input: the same words in both. */
export const DISPOSITION_MESSAGES = {
  nameRequired: 'Please enter a name for the disposition.',
  nameTooLong: 'A disposition name may be at most 100 characters.',
  nameTaken: 'A disposition with this name already exists.',
  descriptionMissing: 'Send a description, an empty text for none.',
  descriptionTooLong: 'A description may be at most 500 characters.',
  outcomeRequired: 'Choose the outcome this disposition records.',
} as const;

/** The outcomes a disposition records, as the API names them and as a person reads them. */
export const DISPOSITION_OUTCOME_LABELS = {
  success: 'Success',
  callback: 'Callback',
  not_interested: 'Not interested',
  do_not_contact: 'Do not contact',
} as const;

/** The page's own words. */
export const DISPOSITIONS_PAGE_TEXTS = {
  title: 'Dispositions',
  intro: 'How a call or conversation ended: agents choose one when they wrap up.',
  tableLabel: 'Dispositions of the account',
  add: 'Add disposition',
  addTitle: 'Add disposition',
  editTitle: 'Edit disposition',
  save: 'Save disposition',
  outcome: 'Outcome',
  outcomeHint: 'What choosing it records about the contact.',
  enabledHint: 'A disabled disposition is kept but agents cannot choose it.',
} as const;

/** The outcome filter: each outcome, or all. */
export const DISPOSITION_OUTCOME_FILTER: TFilterChoices = {
  label: 'Outcome',
  choices: [
    ...Object.entries(DISPOSITION_OUTCOME_LABELS).map(([value, label]) => ({ value, label })),
    { value: null, label: 'All' },
  ],
};

/** Asking before deleting dispositions. */
export const DISPOSITION_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete disposition',
  manyTitle: 'Delete dispositions',
  one: 'Delete the disposition {name}? Agents will no longer be able to choose it.',
  many: 'Delete {n} dispositions? Agents will no longer be able to choose them.',
};
