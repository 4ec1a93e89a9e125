// The Transfer Presets page's texts (/presets): ours, the spec names the page only (doc 000 §2).
import type { TDeleteTexts } from './delete-texts';

/** What a transfer preset's form and the server say about bad input: the same words in both. */
export const PRESET_MESSAGES = {
  nameRequired: 'Please enter a name for the transfer preset.',
  nameTooLong: 'A transfer preset name may be at most 100 characters.',
  nameTaken: 'A transfer preset with this name already exists.',
  descriptionMissing: 'Send a description, an empty text for none.',
  descriptionTooLong: 'A description may be at most 500 characters.',
} as const;

/** The page's own words. */
export const PRESETS_PAGE_TEXTS = {
  title: 'Transfer Presets',
  intro: 'The transfer presets of the account.',
  tableLabel: 'Transfer presets of the account',
  add: 'Add transfer preset',
  addTitle: 'Add transfer preset',
  editTitle: 'Edit transfer preset',
  save: 'Save transfer preset',
  enabledHint: 'A disabled transfer preset is kept but cannot be chosen.',
} as const;

/** Asking before deleting transfer presets. */
export const PRESET_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete transfer preset',
  manyTitle: 'Delete transfer presets',
  one: 'Delete the transfer preset {name}?',
  many: 'Delete {n} transfer presets?',
};
