// The Numbers group's words (doc 000 §2 names the pages, doc 001 §3 the fields): ours, except
// where a comment cites the spec.
import type { TDeleteTexts } from './delete-texts';

/** What the number forms and the server say about bad input: the same words in both. */
export const NUMBER_MESSAGES = {
  areaCode: 'An area code is three digits, the first from 2 to 9.',
  contains: 'Search for digits only: the numbers that contain them anywhere.',
  containsTooLong: 'Search for at most 10 digits.',
  capabilities: 'Capabilities are sms, mms and voice, separated by commas.',
  searchLimit: 'Ask for between 1 and 100 numbers at a time.',
  listLimit: 'Ask for between 1 and 5000 numbers a page.',
  phoneNumberRequired: 'Choose the number to buy.',
  notOffered: 'This number is not for sale. Search again and choose another.',
  alreadyHeld: 'This number was just bought by another account. Search again and choose another.',
  alreadyYours: 'This number is already one of the account’s numbers.',
  friendlyNameTooLong: 'A friendly name may be at most 64 characters.',
  numberSetUnknown: 'Choose a number set of this account.',
  /** {number}: the number; {set}: the set it is in */
  inAnotherSet: '{number} is already in the number set {set}. A number is in one set at most.',
  numberUnknown: 'Choose numbers of this account.',
  numberTwice: 'A number is listed twice.',
  cnamRequired: 'Enter the caller name to show.',
  cnamTooLong: 'A caller name is at most 15 characters.',
  cnamCharacters: 'A caller name may hold letters, digits, spaces and . , & - only.',
  cnamUsLocalOnly: 'Caller names can be set on US local numbers only.',
  cnamWhilePending: 'This number is still being ordered. Set its caller name once it is active.',
  setNameRequired: 'Please enter a name for the number set.',
  setNameTooLong: 'A number set name may be at most 100 characters.',
  setNameTaken: 'A number set with this name already exists.',
  setDescriptionTooLong: 'A description may be at most 500 characters.',
  strategyRequired: 'Choose how the set picks a sender: round robin or sticky per recipient.',
} as const;

/** The sender strategies of a number set, as the API names them and as a person reads them. */
export const SENDER_STRATEGY_LABELS = {
  'round-robin': 'Round robin',
  sticky: 'Sticky per recipient',
} as const;

/** Doc 001 §3's cnamStatus values, as a person reads them. */
export const CNAM_STATUS_LABELS = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;

/** A number's order: bought and being set up by the carrier, or ready to use. */
export const NUMBER_STATUS_LABELS = {
  pending: 'Ordering',
  active: 'Active',
} as const;

/** Said wherever a user could think a real carrier was involved (issue 26). */
export const SIMULATED_NETWORK_TEXTS = {
  label: 'Simulated network',
  explanation:
    'This portal runs on Parley’s simulated carrier network: numbers, orders and caller-name reviews are simulated, and no real carrier is involved.',
} as const;

/** How releasing numbers asks (the one delete dialog). */
export const NUMBER_RELEASE_TEXTS: TDeleteTexts = {
  title: 'Release number',
  manyTitle: 'Release numbers',
  one: 'Release {name}? It stops working at once and goes back to the carrier; its monthly fee stops.',
  many: 'Release {n} numbers? They stop working at once and go back to the carrier; their monthly fees stop.',
};

export const NUMBER_SET_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete number set',
  manyTitle: 'Delete number sets',
  one: 'Delete the number set {name}? Its numbers stay the account’s, in no set.',
  many: 'Delete {n} number sets? Their numbers stay the account’s, in no set.',
};
