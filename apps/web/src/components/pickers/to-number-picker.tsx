import {
  CONTACT_SEARCH_MIN_CHARACTERS,
  PICKER_TEXTS,
  fillText,
  newContactNumber,
  type TContact,
} from '@parley/domain';
import { useMemo, useState } from 'react';
import type { TCreatable, TDropdownOption } from '@/components/multi-select/multi-select-dropdown';
import { contacts, phoneFragment, usePhoneSearch } from '@/resources/contacts';
import { PickerDropdown, type TPickerProps } from './picker-dropdown';
import { contactOption } from './picker-options';

export type TToNumberPickerProps = TPickerProps & {
  /** a number no contact has was chosen (in E.164): the form may create the contact */
  onNewContact?: (phone: string) => void;
};

const EMPTY: readonly TContact[] = [];

/**
 * The to-number picker of doc 001 §2, §4, §5: contacts searched by phone number on the server,
 * 500 ms after the last key and only from 5 characters. Its empty states: 'No contacts exist'
 * (the account has none), 'Type to search' (too little typed), the search's own refusal (past
 * 5,000 matches), or, when no contact matches, the typed number: ten digits get +1, eleven get +,
 * and a valid E.164 number is offered as a new contact, anything else refused with the spec's
 * message. The value is the phone number.
 */
export function ToNumberPicker({ onNewContact, placeholder, ...props }: TToNumberPickerProps) {
  const [typed, setTyped] = useState('');
  const { active, fragment, query } = usePhoneSearch(typed);
  // one row is enough to know whether the account has any contact at all
  const any = contacts.useList({ limit: 1 });
  const long = phoneFragment(typed).length >= CONTACT_SEARCH_MIN_CHARACTERS;
  // the search has answered for what is typed now (not for what was typed 500 ms ago)
  const settled = active && fragment === phoneFragment(typed) && !query.isFetching;
  const found = active && query.data ? query.data.payload : EMPTY;

  const options = useMemo(
    () => found.map(contactOption).filter((o): o is TDropdownOption => o !== null),
    [found],
  );

  const creatable = useMemo<TCreatable<string>>(
    () => ({
      option: (search) => {
        if (!settled || options.length > 0 || query.isError) return null;
        const number = newContactNumber(search);
        return number.ok
          ? { text: number.phone, value: number.phone, description: PICKER_TEXTS.newContactHint }
          : null;
      },
      label: (option) => fillText(PICKER_TEXTS.newContact, { phone: option.text }),
    }),
    [settled, options.length, query.isError],
  );

  const nothingFound = (() => {
    if (any.data && any.data.items.length === 0) return PICKER_TEXTS.noContacts;
    if (!long) return PICKER_TEXTS.typeToSearch;
    if (query.isError) return query.error.message;
    const number = newContactNumber(typed);
    return number.ok ? PICKER_TEXTS.typeToSearch : number.message;
  })();

  return (
    <PickerDropdown
      {...props}
      placeholder={placeholder ?? PICKER_TEXTS.toNumberPlaceholder}
      options={options}
      loading={any.isPending}
      filter={false}
      searchValue={typed}
      onSearchChange={setTyped}
      searching={long && !settled}
      nothingFound={nothingFound}
      creatable={creatable}
      onCreate={(option) => onNewContact?.(option.value)}
    />
  );
}
