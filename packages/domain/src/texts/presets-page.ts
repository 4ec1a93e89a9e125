// The Transfer Presets page's texts (Settings → /presets): ours, the spec names the page only
// (doc 000 §2) and the SIP address rule (doc 001 §5).
import type { TFilterChoices } from './data-table';
import type { TDeleteTexts } from './delete-texts';

/** What a transfer preset's form and the server say about bad input: the same words in both. */
export const PRESET_MESSAGES = {
  nameRequired: 'Please enter a name for the transfer preset.',
  nameTooLong: 'A transfer preset name may be at most 100 characters.',
  nameTaken: 'A transfer preset with this name already exists.',
  kindRequired: 'Choose where the preset transfers to: a phone number, a SIP address or a user.',
  numberRequired: 'Enter the phone number to transfer to.',
  sipRequired: 'Enter the SIP address to transfer to.',
  userRequired: 'Choose the user to transfer to.',
  /** a user id that is no user of the caller's account (deleted, or another account's) */
  userUnknown: 'Choose a user of this account.',
} as const;

/** The three kinds of destination, as the API names them and as a person reads them. */
export const PRESET_DESTINATION_LABELS = {
  number: 'Phone number',
  sip: 'SIP address',
  user: 'User',
} as const;

/** The page's own words. */
export const PRESETS_PAGE_TEXTS = {
  title: 'Transfer Presets',
  intro:
    'The places agents transfer calls to in one click: a phone number, a SIP address (a desk phone or another PBX), or a user of the account.',
  tableLabel: 'Transfer presets of the account',
  add: 'Add transfer preset',
  addTitle: 'Add transfer preset',
  editTitle: 'Edit transfer preset',
  save: 'Save transfer preset',
  kind: 'Transfers to',
  destination: 'Destination',
  numberHint: 'In E.164 format: + then the country code and number, such as +14155230123.',
  sipHint: 'sip:user@host, with a port if it is not 5060: sip:reception@pbx.example.com:5070',
  userHint: 'Transfers ring this user wherever they are signed in.',
  deletedUser: 'A deleted user',
  enabledHint: 'A disabled transfer preset is kept but agents cannot choose it.',
} as const;

/** The table's filter on the kind of destination. */
export const PRESET_KIND_FILTER: TFilterChoices = {
  label: 'Transfers to',
  choices: [
    ...Object.entries(PRESET_DESTINATION_LABELS).map(([value, label]) => ({ value, label })),
    { value: null, label: 'All' },
  ],
};

/** Asking before deleting transfer presets. */
export const PRESET_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete transfer preset',
  manyTitle: 'Delete transfer presets',
  one: 'Delete the transfer preset {name}? Agents will no longer be able to transfer to it in one click.',
  many: 'Delete {n} transfer presets? Agents will no longer be able to transfer to them in one click.',
};
