import { CloseButton, Combobox, Input, InputBase, Loader, useCombobox } from '@mantine/core';
import { DROPDOWN_DEFAULTS, DROPDOWN_TEXTS, dropdownSummary } from '@parley/domain';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  dropdownRows,
  lowerTexts,
  nextValue,
  type TCreatable,
  type TDropdownOption,
  type TDropdownRow,
} from './dropdown-rows';
import { VirtualOptions } from './virtual-options';

export type { TCreatable, TDropdownOption } from './dropdown-rows';

export interface TMultiSelectDropdownProps<V> {
  /** doc 001 §2's props */
  options: readonly TDropdownOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  placeholder?: string;
  displayCheckedNumber?: number;
  selectAll?: boolean;
  className?: string;
  /** ours: true by default (it is the multi-select dropdown); false picks one and closes */
  multiple?: boolean;
  /** the field's label; every control is named (`hideLabel` keeps it for screen readers only) */
  label: string;
  hideLabel?: boolean;
  /** help text under the field */
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** a button that empties the selection */
  clearable?: boolean;
  disabled?: boolean;
  /** the options are loading: the field shows a loader and is disabled (doc 001 §2) */
  loading?: boolean;
  /** a search in flight (a picker that asks the server): a loader beside the search box */
  searching?: boolean;
  /** what the open list says when no row matches ('No results found' by default) */
  nothingFound?: ReactNode;
  /** the search text, for a picker that searches the server; by default the dropdown keeps it */
  searchValue?: string;
  onSearchChange?: (search: string) => void;
  /** filter the options by the search (off when the server already did) */
  filter?: boolean;
  /** an option made from the search text, offered first */
  creatable?: TCreatable<V>;
  /** a created option was chosen: keep it among the options */
  onCreate?: (option: TDropdownOption<V>) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLButtonElement>;
  /**
   * Render the open list in a portal at the end of the page. Off by default: the list then stays
   * inside the page's landmarks (axe's region rule), positioned `fixed` so a scrolling box around
   * the field does not clip it.
   */
  withinPortal?: boolean;
}

/**
 * The multi-select dropdown of doc 001 §2–§4 on Mantine's Combobox. The field is a select-only
 * combobox (a button showing the placeholder, the chosen texts, or '{count} selected'); opening it
 * moves focus to a search box above a virtual list of options (TanStack Virtual, for 10,000).
 * Arrow keys move through the list, Enter toggles (or, for a single choice, picks and closes),
 * Escape closes and returns focus to the field. The search is cleared whenever the list closes,
 * which includes the search box losing focus.
 */
export function MultiSelectDropdown<V>({
  options,
  value,
  onChange,
  placeholder = DROPDOWN_DEFAULTS.placeholder,
  displayCheckedNumber = DROPDOWN_DEFAULTS.displayCheckedNumber,
  selectAll = DROPDOWN_DEFAULTS.selectAll,
  className,
  multiple = true,
  label,
  hideLabel = false,
  description,
  error,
  required = false,
  clearable = false,
  disabled = false,
  loading = false,
  searching = false,
  nothingFound = DROPDOWN_TEXTS.noResults,
  searchValue,
  onSearchChange,
  filter = true,
  creatable,
  onCreate,
  onBlur,
  name,
  ref,
  withinPortal = false,
}: TMultiSelectDropdownProps<V>) {
  const id = useId();
  const [ownSearch, setOwnSearch] = useState('');
  const search = searchValue ?? ownSearch;
  const setSearch = (next: string) => {
    setOwnSearch(next);
    onSearchChange?.(next);
  };
  const [active, setActive] = useState(-1);
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.focusSearchInput(),
    // doc 001 §4: the search keyword is cleared when the dropdown closes or loses focus
    onDropdownClose: () => {
      setSearch('');
      setActive(-1);
    },
  });

  const selected = useMemo(() => new Set(value), [value]);
  const lower = useMemo(() => lowerTexts(options), [options]);
  const rows = useMemo(
    () =>
      dropdownRows({
        options,
        lower,
        search,
        filter,
        selectAll: selectAll && multiple,
        allSelected: !(value.length < options.length),
        creatable,
      }),
    [options, lower, search, filter, selectAll, multiple, value.length, creatable],
  );

  const texts = useMemo(() => {
    const byValue = new Map(options.map((o) => [o.value, o.text]));
    return value.map((v) => byValue.get(v) ?? String(v));
  }, [options, value]);
  const summary = dropdownSummary(texts, displayCheckedNumber);

  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-listbox`;
  const inactive = disabled || loading;

  const choose = (row: TDropdownRow<V> | undefined) => {
    if (!row || (row.kind !== 'all' && row.option.disabled)) return;
    if (row.kind === 'create') onCreate?.(row.option);
    onChange(nextValue(row, value, options, multiple));
    if (!multiple) {
      combobox.closeDropdown();
      combobox.focusTarget();
    }
  };

  const open = () => {
    if (inactive) return;
    combobox.openDropdown();
    const first = rows.findIndex((r) => r.kind !== 'all' && selected.has(r.option.value));
    setActive(first >= 0 ? first : rows.length > 0 ? 0 : -1);
  };

  const move = (step: 1 | -1) => {
    if (rows.length === 0) return;
    setActive((current) => (current + step + rows.length) % rows.length);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(rows[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      combobox.closeDropdown();
      combobox.focusTarget();
    }
  };

  const onTargetKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !combobox.dropdownOpened) {
      event.preventDefault();
      open();
    }
  };

  const rightSection = loading ? (
    <Loader size="xs" aria-hidden />
  ) : clearable && value.length > 0 && !disabled ? (
    <CloseButton size="sm" aria-label={`${DROPDOWN_TEXTS.clear}: ${label}`} onClick={() => onChange([])} />
  ) : (
    <Combobox.Chevron />
  );

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(index) => choose(rows[Number(index)])}
      disabled={inactive}
      withinPortal={withinPortal}
      floatingStrategy={withinPortal ? 'absolute' : 'fixed'}
    >
      <Combobox.Target targetType="button" withKeyboardNavigation={false} withExpandedAttribute>
        <InputBase
          ref={ref}
          component="button"
          type="button"
          name={name}
          pointer
          role="combobox"
          className={className}
          label={label}
          labelProps={hideLabel ? { style: visuallyHidden } : undefined}
          description={description}
          error={error}
          withAsterisk={required}
          aria-required={required || undefined}
          aria-busy={loading || undefined}
          disabled={inactive}
          rightSection={rightSection}
          rightSectionPointerEvents={clearable && value.length > 0 && !loading ? 'all' : 'none'}
          onClick={() => (combobox.dropdownOpened ? combobox.closeDropdown() : open())}
          onKeyDown={onTargetKeyDown}
          onBlur={onBlur}
        >
          {summary === null ? (
            // Mantine's placeholder grey is 2.6:1 on white; the app's dimmed text reaches 4.5:1
            <Input.Placeholder style={{ color: 'var(--mantine-color-dimmed)' }}>
              {loading ? DROPDOWN_TEXTS.loading : placeholder}
            </Input.Placeholder>
          ) : (
            <span style={truncate}>{summary}</span>
          )}
        </InputBase>
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onSearchKeyDown}
          onBlur={(event) => {
            // a click on the field itself toggles the list closed: closing here would reopen it
            if (event.relatedTarget !== combobox.targetRef.current) combobox.closeDropdown();
          }}
          withKeyboardNavigation={false}
          aria-label={`${DROPDOWN_TEXTS.search}: ${label}`}
          aria-controls={rows.length > 0 ? listId : undefined}
          aria-activedescendant={active >= 0 && active < rows.length ? optionId(active) : undefined}
          placeholder={DROPDOWN_TEXTS.search}
          rightSection={searching ? <Loader size="xs" aria-hidden /> : null}
        />
        {rows.length > 0 ? (
          <VirtualOptions
            rows={rows}
            active={active}
            isChecked={(row) =>
              row.kind === 'all' ? !(value.length < options.length) : selected.has(row.option.value)
            }
            optionId={optionId}
            listId={listId}
            label={label}
            multiple={multiple}
          />
        ) : (
          <Combobox.Empty role="status">{searching ? DROPDOWN_TEXTS.loading : nothingFound}</Combobox.Empty>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}

const truncate = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

// The label kept for screen readers only (Mantine's VisuallyHidden styles, on the label itself).
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
