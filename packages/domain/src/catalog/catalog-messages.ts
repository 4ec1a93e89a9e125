/** Our texts for values outside a static list (doc 001 words none); docs/decisions.md lists them. */
export const CATALOG_MESSAGES = {
  countryUnknown: 'Choose a country from the list.',
  stateUnknown: 'Choose a state from the list.',
  weekDaysInvalid: 'Choose the days of the week from the list.',
  weekDaysRequired: 'Choose at least one day of the week.',
} as const;
