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
