// The Numbers group's words (doc 000 §2 names the pages, doc 001 §3 the fields): ours, except
// where a comment cites the spec.
import type { TFilterChoices } from './data-table';
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
  verb: { action: 'Release', done: 'released' },
};

export const NUMBER_SET_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete number set',
  manyTitle: 'Delete number sets',
  one: 'Delete the number set {name}? Its numbers stay the account’s, in no set.',
  many: 'Delete {n} number sets? Their numbers stay the account’s, in no set.',
};

/** What a number can do, as a column, a filter and the search read it. */
export const CAPABILITY_LABELS = {
  sms: 'SMS',
  mms: 'MMS',
  voice: 'Voice',
} as const;

/** The Numbers page's own words (Numbers → /numbers). */
export const NUMBERS_PAGE_TEXTS = {
  title: 'Numbers',
  intro:
    'The account’s phone numbers: name them, put them in number sets, set their caller names, release them.',
  tableLabel: 'Phone numbers of the account',
  emptyText: 'The account has no numbers yet. Buy some on Purchase Numbers.',
  buyLink: 'Purchase numbers',
  editTitle: 'Edit number',
  /** the edit form's accessible name: 'Edit number +1 (312) 555-0142' */
  editFormLabel: 'Edit number {number}',
  /** the number's cell opens the drawer: 'Edit +1 (312) 555-0142' */
  editNumber: 'Edit {number}',
  save: 'Save number',
  number: 'Number',
  friendlyName: 'Friendly name',
  friendlyNameHint: 'What the account calls this number; up to 64 characters.',
  type: 'Type',
  location: 'Location',
  capabilities: 'Capabilities',
  numberSet: 'Number set',
  numberSetHint: 'A number is in one number set at most.',
  noSet: 'No set',
  setsLoading: 'Loading the number sets…',
  cnam: 'Caller name',
  cnamStatus: 'CNAM status',
  noCnam: 'None',
  status: 'Status',
  monthlyPrice: 'Monthly price',
  remediation: 'Remediation',
  remediationHint: 'Flag the number for remediation: it is reviewed before it sends again.',
  searchLabel: 'Search by digits',
  searchPlaceholder: 'Digits anywhere in the number',
  moveAction: 'Move to number set',
  moveTitle: 'Move to a number set',
  /** {n}: how many numbers are moved */
  moveMessage: 'Move {n} numbers to the number set chosen here.',
  moveOne: 'Move {name} to the number set chosen here.',
  moveSubmit: 'Move',
  moveTo: 'Number set',
} as const;

/** The caller-name part of the number drawer. */
export const CALLER_NAME_FORM_TEXTS = {
  heading: 'Caller name (CNAM)',
  label: 'Caller name',
  hint: '1 to 15 letters, digits, spaces and . , & - — shown to the people this number calls.',
  submit: 'Request caller name',
  /** {cnam}: the name; {status}: its review state */
  current: 'Now: {cnam} ({status})',
  /** {reason}: the review's reason */
  rejected: 'Rejected: {reason}',
  review: 'A new caller name is reviewed by the carrier before it shows; the review takes a few minutes.',
  requested: 'Caller name requested',
} as const;

/** The number table's filters: the API's values, as a person reads them. */
export const NUMBER_TYPE_FILTER: TFilterChoices = {
  label: 'Type',
  choices: [
    { value: 'local', label: 'Local' },
    { value: 'toll-free', label: 'Toll-free' },
    { value: null, label: 'All' },
  ],
};

export const NUMBER_CAPABILITY_FILTER: TFilterChoices = {
  label: 'Capability',
  choices: [
    { value: 'sms', label: CAPABILITY_LABELS.sms },
    { value: 'mms', label: CAPABILITY_LABELS.mms },
    { value: 'voice', label: CAPABILITY_LABELS.voice },
    { value: null, label: 'All' },
  ],
};

export const NUMBER_CNAM_FILTER: TFilterChoices = {
  label: 'CNAM status',
  choices: [
    { value: 'pending', label: CNAM_STATUS_LABELS.pending },
    { value: 'approved', label: CNAM_STATUS_LABELS.approved },
    { value: 'rejected', label: CNAM_STATUS_LABELS.rejected },
    { value: 'none', label: NUMBERS_PAGE_TEXTS.noCnam },
    { value: null, label: 'All' },
  ],
};

/** The number-set filter: the account's sets are read at run time, between these two. */
export const NUMBER_SET_FILTER_TEXTS = { label: 'Number set', none: 'No set', all: 'All' } as const;

/** The CNAM page (Settings → /cnam). */
export const CALLER_NAMES_PAGE_TEXTS = {
  title: 'CNAM',
  intro:
    'The caller names asked for on the account’s numbers, with the carrier review’s answer. Set a number’s caller name on the Numbers page.',
  tableLabel: 'Caller names of the account',
  emptyText: 'No caller name has been asked for yet. Set one from a number on the Numbers page.',
  number: 'Number',
  cnam: 'Caller name',
  status: 'Status',
  reason: 'Reason',
  requested: 'Requested',
  numbersLink: 'Numbers',
} as const;

export const CALLER_NAME_STATUS_FILTER: TFilterChoices = {
  label: 'Status',
  choices: [
    { value: 'pending', label: CNAM_STATUS_LABELS.pending },
    { value: 'approved', label: CNAM_STATUS_LABELS.approved },
    { value: 'rejected', label: CNAM_STATUS_LABELS.rejected },
    { value: null, label: 'All' },
  ],
};

/** The Purchase Numbers page (Numbers → /purchase-numbers). */
export const PURCHASE_PAGE_TEXTS = {
  title: 'Purchase Numbers',
  intro: 'Search the numbers for sale, choose one or several into the cart, and buy them.',
  searchForm: 'Search numbers for sale',
  type: 'Type',
  typeLocal: 'Local',
  typeTollFree: 'Toll-free',
  areaCode: 'Area code',
  areaCodeHint: 'Type a code, a city or a state.',
  areaCodeAny: 'Any area code',
  tollFreeCode: 'Toll-free prefix',
  contains: 'Digits',
  containsHint: 'Digits the number contains anywhere, such as 2026 or 7777.',
  capabilities: 'Must have',
  search: 'Search',
  resultsHeading: 'Search results',
  resultsLabel: 'Numbers for sale',
  /** {n}: how many the search found */
  resultsCount: '{n} numbers found',
  noResults: 'No number for sale matches. Try another area code, fewer digits or fewer capabilities.',
  beforeSearch: 'Search to see the numbers for sale.',
  searching: 'Searching…',
  addToCart: 'Add {number} to the cart',
  removeFromCart: 'Remove {number} from the cart',
  add: 'Add',
  inCart: 'In cart',
  cart: 'Cart',
  cartEmpty: 'The cart is empty: add numbers from the search results.',
  /** {n}: how many numbers; {total}: their monthly price together */
  cartTotal: '{n} numbers, {total} a month',
  cartTotalOne: '1 number, {total} a month',
  remove: 'Remove',
  buy: 'Buy',
  clear: 'Empty the cart',
  confirmTitle: 'Buy numbers',
  confirmMessage:
    'Buy these numbers? Each is the account’s at once, and its monthly price is charged from today.',
  confirmTotal: 'Total: {total} a month',
  confirmBuy: 'Buy {n} numbers',
  confirmBuyOne: 'Buy 1 number',
  buying: 'Buying…',
  bought: 'Bought',
  refused: 'Not bought',
  /** {n}: how many were bought */
  boughtCount: '{n} numbers bought',
  boughtCountOne: '1 number bought',
  refusedCount: '{n} could not be bought',
  seeNumbers: 'See them on Numbers',
  perMonth: '{price} a month',
  trackingNote:
    'Numbers for call tracking: local numbers that take calls. Narrow the search by area code or digits, then buy them here.',
} as const;

/** The Number Sets pages (Numbers → /number-sets, /create-number-set). */
export const NUMBER_SETS_PAGE_TEXTS = {
  title: 'Number Sets',
  intro:
    'Pools of the account’s numbers that send in turn: a campaign sends from a set, each message from one of its numbers.',
  tableLabel: 'Number sets of the account',
  emptyText: 'The account has no number sets yet.',
  create: 'Create number set',
  createTitle: 'Create Number Set',
  editTitle: 'Edit Number Set',
  /** {name}: the set's name */
  editName: 'Edit {name}',
  formLabel: 'Number set',
  name: 'Name',
  description: 'Description',
  strategy: 'Sender strategy',
  strategyHint:
    'Round robin takes each number in turn; sticky per recipient keeps sending to a person from the number they first heard from.',
  numbers: 'Numbers',
  numbersCount: 'Numbers',
  updated: 'Updated',
  pickNumbers: 'Add numbers',
  pickNumbersHint: 'Search the account’s numbers by digits. A number is in one set at most.',
  pickPlaceholder: 'Choose numbers',
  /** {set}: the set a number is in already */
  inOtherSet: 'In {set}',
  chosen: 'Numbers in this set',
  noneChosen: 'No numbers yet: add them above.',
  removeNumber: 'Remove {number} from the set',
  save: 'Save number set',
  add: 'Create number set',
  cancel: 'Cancel',
  notFound: 'This number set does not exist, or it is another account’s.',
  backToList: 'Back to Number Sets',
} as const;
