import { DROPDOWN_TEXTS, selectAllNext, toggleValue } from '@parley/domain';

/** Doc 001 §3: a dropdown option is a text and a value of any kind; ours may add a subheader. */
export interface TDropdownOption<V = string> {
  text: string;
  value: V;
  /** a second line under the text (the user picker's client id, a webhook's url) */
  description?: string;
  disabled?: boolean;
}

/** An option made from the search text (a new contact's number, a new rate), shown first. */
export interface TCreatable<V> {
  /** the option the search text would add, or null when it adds none */
  option: (search: string) => TDropdownOption<V> | null;
  /** what the row says ('Add rate "x"') */
  label: (option: TDropdownOption<V>) => string;
}

export type TDropdownRow<V> =
  | { kind: 'all'; text: string }
  | { kind: 'create'; text: string; option: TDropdownOption<V> }
  | { kind: 'option'; text: string; option: TDropdownOption<V> };

/** Each option's text in lower case, worked out once per options list rather than per keystroke. */
export const lowerTexts = (options: readonly TDropdownOption<unknown>[]) =>
  options.map((o) => o.text.toLowerCase());

/**
 * The rows of the open list: 'Select all' (when on, multiple, and nothing is typed: it acts on
 * every option, so beside a filtered list it would mislead), the option made from the search,
 * then the options whose text contains the search, case-insensitively (doc 001 §4).
 */
export function dropdownRows<V>(input: {
  options: readonly TDropdownOption<V>[];
  lower: readonly string[];
  search: string;
  filter: boolean;
  selectAll: boolean;
  allSelected: boolean;
  creatable?: TCreatable<V> | undefined;
}): TDropdownRow<V>[] {
  const { options, lower, search, filter } = input;
  const rows: TDropdownRow<V>[] = [];
  if (input.selectAll && search === '' && options.length > 0)
    rows.push({
      kind: 'all',
      text: input.allSelected ? DROPDOWN_TEXTS.deselectAll : DROPDOWN_TEXTS.selectAll,
    });
  const created = search === '' ? null : (input.creatable?.option(search) ?? null);
  if (created) rows.push({ kind: 'create', text: input.creatable!.label(created), option: created });
  const needle = search.toLowerCase();
  for (let i = 0; i < options.length; i++) {
    // lower[i] is options[i].text lower-cased: domain's matchesSearch without re-lowering 10,000 texts
    if (!filter || needle === '' || lower[i]!.includes(needle))
      rows.push({ kind: 'option', text: options[i]!.text, option: options[i]! });
  }
  return rows;
}

/** The selection after choosing a row (doc 001 §4); single choice replaces, never empties. */
export function nextValue<V>(
  row: TDropdownRow<V>,
  selected: readonly V[],
  options: readonly TDropdownOption<V>[],
  multiple: boolean,
): V[] {
  if (row.kind === 'all') return selectAllNext(options, selected);
  if (!multiple) return [row.option.value];
  return toggleValue(selected, row.option.value);
}
