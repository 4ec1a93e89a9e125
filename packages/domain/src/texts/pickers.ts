// The spec's exact texts for issue 13's multi-select dropdown and pickers (doc 001 of
// ../shared/spec/), used from here only. Texts the spec already gave to the contacts page live in
// validation/messages.ts and are re-used here, never retyped.
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { fillText } from './fill-text';

/** Doc 001 §2, §9: the multi-select dropdown's defaults and texts. */
export const DROPDOWN_DEFAULTS = {
  placeholder: 'Select...',
  displayCheckedNumber: 5,
  selectAll: false,
} as const;

export const DROPDOWN_TEXTS = {
  selectAll: 'Select all',
  deselectAll: 'Deselect all',
  /** '{count} selected' once more values are selected than displayCheckedNumber */
  countSelected: '{count} selected',
  /** ours: the search box inside the open dropdown */
  search: 'Search',
  /** ours: the clear button's name */
  clear: 'Clear selection',
  /** ours: what the dropdown says while its options load */
  loading: OUR_MESSAGES.loading,
  noResults: MESSAGES.noResultsFound,
} as const;

/** '{count} selected' for a count. */
export const countSelectedText = (count: number) => fillText(DROPDOWN_TEXTS.countSelected, { count });

/**
 * What the closed dropdown shows (doc 001 §2): nothing chosen, the placeholder; more values than
 * displayCheckedNumber, '{count} selected'; otherwise the chosen options' texts joined by commas.
 */
export function dropdownSummary(
  texts: readonly string[],
  displayCheckedNumber: number = DROPDOWN_DEFAULTS.displayCheckedNumber,
): string | null {
  if (texts.length === 0) return null;
  return texts.length > displayCheckedNumber ? countSelectedText(texts.length) : texts.join(', ');
}

/** Doc 001 §4: a case-insensitive substring match on the option's text. */
export const matchesSearch = (text: string, search: string) =>
  search === '' || text.toLowerCase().includes(search.toLowerCase());

/**
 * Doc 001 §4, select all: with fewer values selected than there are options, every option's value
 * is selected; otherwise the selection is emptied.
 */
export function selectAllNext<V>(options: readonly { value: V }[], selected: readonly V[]): V[] {
  return selected.length < options.length ? options.map((o) => o.value) : [];
}

/** Doc 001 §4: toggling an item adds its value, or removes it when it is already there. */
export function toggleValue<V>(selected: readonly V[], value: V): V[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}

/** Doc 001 §2, §8: the pickers' texts. */
export const PICKER_TEXTS = {
  toNumberPlaceholder: 'Select To Number',
  noContacts: MESSAGES.noContacts,
  typeToSearch: MESSAGES.typeToSearch,
  invalidPhone: MESSAGES.invalidPhoneE164,
  noAssets: 'No Assets founds. Please enter your URL',
  /** ours: the to-number picker's offer of a number no contact has */
  newContact: 'New contact: {phone}',
  /** ours: the line under that offer */
  newContactHint: 'Not in your contacts yet',
  /** ours: the rate picker's offer of a lookup not in the list */
  addRate: 'Add rate "{lookup}"',
  /** ours: a rate the price list lacks (doc 001 §8's 'N/A') */
  rateMissing: 'N/A',
} as const;

/**
 * Doc 001 §9: "default global entries sort first in pickers". Ours: a lookup one of whose
 * dash-separated segments is `default` or `global` (any case) is such an entry.
 */
export const isDefaultGlobalLookup = (lookup: string) =>
  lookup
    .toLowerCase()
    .split('-')
    .some((segment) => segment === 'default' || segment === 'global');

/** Doc 001 §9: default global entries first, then alphabetical (by lookup, ignoring case). */
export function sortForPicker<T extends { lookup: string }>(entries: readonly T[]): T[] {
  const byName = (a: T, b: T) => a.lookup.localeCompare(b.lookup, 'en', { sensitivity: 'base' });
  return [...entries].sort(
    (a, b) =>
      Number(isDefaultGlobalLookup(b.lookup)) - Number(isDefaultGlobalLookup(a.lookup)) || byName(a, b),
  );
}

/** Doc 001 §9: rates are shown with 2 decimals ('$12.50'); a missing rate is 'N/A' (§8). */
export const rateText = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? PICKER_TEXTS.rateMissing : `$${rate.toFixed(2)}`;
