/** Doc 001 §3, §9: a number's numberType, 1 local and 2 toll-free. */
export const NUMBER_TYPES = { local: 1, tollFree: 2 } as const;
export type TNumberType = (typeof NUMBER_TYPES)[keyof typeof NUMBER_TYPES];

/** Ours: how a number type reads in a table or a filter. */
export const NUMBER_TYPE_LABELS: Readonly<Record<TNumberType, string>> = Object.freeze({
  1: 'Local',
  2: 'Toll-free',
});

export const numberTypeLabel = (type: number): string | undefined => NUMBER_TYPE_LABELS[type as TNumberType];

/** Doc 001 §4, §9: the number list is read 5000 at a time. */
export const NUMBER_LIST_PAGE_SIZE = 5000;

/** Doc 001 §4: the number provider pages on until a page returns fewer than 5000. */
export const hasMoreNumberPages = (pageLength: number): boolean => pageLength >= NUMBER_LIST_PAGE_SIZE;

/** The search's number types, as `GET /v3/numbers/available?type=` names them (issue 26). */
export const NUMBER_TYPE_PARAMS = { local: NUMBER_TYPES.local, 'toll-free': NUMBER_TYPES.tollFree } as const;
export type TNumberTypeParam = keyof typeof NUMBER_TYPE_PARAMS;

/** Issue 26: at most 100 numbers a search. */
export const AVAILABLE_SEARCH_MAX = 100;
export const AVAILABLE_SEARCH_DEFAULT = 20;

/** A number's monthly fee: the price list's entry of this lookup (doc 001 §3), else the default. */
export const NUMBER_PRICE_LOOKUPS: Readonly<Record<TNumberType, string>> = Object.freeze({
  1: 'parley-number-local',
  2: 'parley-number-tollfree',
});
/** Ours, near what carriers charge in 2026: dollars a month. */
export const DEFAULT_NUMBER_MONTHLY_FEE: Readonly<Record<TNumberType, number>> = Object.freeze({
  1: 1.15,
  2: 2.15,
});

/** Ours: a released number goes back to the inventory after this quarantine (carriers age numbers). */
export const NUMBER_QUARANTINE_DAYS = 30;

/** Doc 001 §3 (cnam) and issue 26: 1–15 characters of letters, digits, spaces and . , & - */
export const CNAM_MAX_LENGTH = 15;
export const CNAM_PATTERN = /^[A-Za-z0-9 .,&-]+$/;
export const CNAM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TCnamStatus = (typeof CNAM_STATUSES)[number];

/** A number set's ways to pick the sender of a message (issue 26). */
export const SENDER_STRATEGIES = ['round-robin', 'sticky'] as const;
export type TSenderStrategy = (typeof SENDER_STRATEGIES)[number];

/** Doc 001 §7: the number list's cursor is the base64 of the last phone number of the page. */
export const numberCursorOf = (phoneNumber: string): string => base64.btoa(phoneNumber);

// Node and browsers both have btoa; the domain compiles without their type libraries.
const base64 = globalThis as unknown as { btoa(data: string): string };
