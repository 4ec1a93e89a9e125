import { fillText } from '../texts/fill-text';
// The form fields' texts (doc 001 §2, §4, §5, §9), re-exported by texts/form-fields.ts.

/** Doc 001's own words. */
export const FORM_FIELDS_TEXT = {
  /** doc 001 §5: the email field's success under it */
  emailAvailable: '{value} is available.',
  /** doc 001 §5: the email field's error under it */
  emailNotAvailable: '{value} is not available.',
} as const;

/** Our words, where doc 001 names a rule without wording it (docs/decisions.md lists them). */
export const FORM_FIELDS_OUR_TEXT = {
  emailChecking: 'Checking whether {value} is available…',
  emailCheckFailed: 'Could not check whether {value} is available. You can still go on.',
  amountRequired: 'Choose an amount, or enter your own.',
  amountWhole: 'Enter a whole-dollar amount, such as 25.',
  amountRange: 'Enter an amount from ${min} to ${max}.',
  customAmount: 'Custom amount',
  otherAmount: 'Other',
  moneyMin: 'The amount may not be below -$999,999,999.',
  moneyMax: 'The amount may not be above $999,999,999.',
  moneyCents: 'Use at most 2 decimal places.',
  numberRequired: 'Enter a number.',
  phoneCountry: 'Country',
  fileRequired: 'Choose a file.',
  fileType: 'Choose a {accept} file.',
  fileTooLarge: 'The file is larger than {size}.',
  /** the date pickers' calendar controls */
  calendar: {
    monthLevelControl: 'Choose a month',
    yearLevelControl: 'Choose a year',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
  },
  clear: 'Clear {label}',
  dateRequired: 'Choose a date.',
  dateInvalid: 'Enter a date as MM/DD/YYYY.',
  dateAfterMax: 'Choose {max} or an earlier date.',
  dateBeforeMin: 'Choose {min} or a later date.',
  timeRequired: 'Choose a time.',
  timeInvalid: 'Enter a time as hh:mm.',
  timeStep: 'Choose a time on a {step}-minute step, such as 9:00 or 9:{next}.',
  scheduleDays: 'Repeat on',
  scheduleStart: 'Start time',
  scheduleEnd: 'End time',
  scheduleExpiration: 'Expires on',
  scheduleEndAfterStart: 'The end time must be after the start time.',
  valueListMax: 'At most {max} values.',
  valueListFull: 'The list is full: at most {max} values.',
  valueListRepeated: 'Each value may be added once.',
  ratingRequired: 'Choose a rating.',
  ratingNone: 'No rating',
  ratingOne: '1 star',
  ratingMany: '{count} stars',
} as const;

/** '{value} is available.' with the value. */
export const emailAvailableMessage = (value: string) => fillText(FORM_FIELDS_TEXT.emailAvailable, { value });
/** '{value} is not available.' with the value. */
export const emailNotAvailableMessage = (value: string) =>
  fillText(FORM_FIELDS_TEXT.emailNotAvailable, { value });
