import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { NUMBER_SETS_PAGE_TEXTS as T, fillText, type TNumber } from '@parley/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { TControlledFieldProps } from '@/components/form-fields/bound';
import type { TDropdownOption } from '@/components/multi-select/multi-select-dropdown';
import { PickerDropdown } from '@/components/pickers/picker-dropdown';
import { SERVER_SEARCH_DEBOUNCE_MS } from '@/components/data-table/resource-data-table';
import { numbers } from '@/resources/numbers';
import { containsQuery, phoneText } from './number-format';

/** A search's numbers at most: a set is filled a search at a time. */
const SEARCH_LIMIT = 50;

/** A number as the set knows it: its id and its phone number. */
export interface TSetMember {
  phoneSid: string;
  phoneNumber: string;
}

interface TSetNumbersFieldProps extends TControlledFieldProps<string[]> {
  label: string;
  /** the set being edited (its own numbers are not "in another set"); none for a new one */
  numberSetId?: string;
  /** the numbers the set holds when the form opened: named before any search finds them */
  members: readonly TSetMember[];
}

const option = (n: TNumber, numberSetId: string | undefined): TDropdownOption => {
  const other = n.numberSet && n.numberSet.numberSetId !== numberSetId ? n.numberSet.numberSetName : null;
  return {
    text: phoneText(n.phoneNumber),
    value: n.phoneSid,
    description: [n.friendlyName, other ? fillText(T.inOtherSet, { set: other }) : '']
      .filter(Boolean)
      .join(' · '),
    // a number is in one set at most (issue 26): the server would refuse it
    ...(other ? { disabled: true } : {}),
  };
};

/**
 * The numbers of a set: the to-number picker's way (doc 001 §2, §4) over the account's numbers —
 * the server searched by digits 500 ms after the last key (the list's `contains`), several chosen
 * — and, under it, the numbers chosen, each with its Remove. A number in another set is shown but
 * cannot be chosen.
 */
export function SetNumbersField({
  value,
  onChange,
  onBlur,
  error,
  label,
  numberSetId,
  members,
}: TSetNumbersFieldProps) {
  const [typed, setTyped] = useState('');
  const [settled] = useDebouncedValue(typed, SERVER_SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    ...numbers.listQueryOptions({ ...containsQuery(settled), limit: SEARCH_LIMIT }),
    placeholderData: keepPreviousData,
  });
  // every number the field has seen: a chosen one keeps its name when a later search drops it
  const [known, setKnown] = useState(() => new Map(members.map((m) => [m.phoneSid, m.phoneNumber])));
  const results = found.data?.items;
  const options = useMemo(() => {
    const shown = (results ?? []).map((n) => option(n, numberSetId));
    const inResults = new Set(shown.map((o) => o.value));
    const chosenElsewhere = value
      .filter((id) => !inResults.has(id))
      .map((id) => ({ text: phoneText(known.get(id) ?? id), value: id }));
    return [...chosenElsewhere, ...shown];
  }, [results, numberSetId, value, known]);
  const change = (next: string[]) => {
    const added = (results ?? []).filter((n) => next.includes(n.phoneSid) && !known.has(n.phoneSid));
    if (added.length > 0)
      setKnown((now) => new Map([...now, ...added.map((n) => [n.phoneSid, n.phoneNumber] as const)]));
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <PickerDropdown
        multiple
        label={label}
        description={T.pickNumbersHint}
        placeholder={T.pickPlaceholder}
        error={error}
        options={options}
        value={value}
        onChange={change}
        onBlur={onBlur}
        loading={found.isPending}
        filter={false}
        selectAll={false}
        searchValue={typed}
        onSearchChange={setTyped}
        searching={typed !== settled || found.isFetching}
      />
      <Text size="sm" fw={500}>
        {T.chosen}
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noneChosen}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {value.map((id) => {
            const number = phoneText(known.get(id) ?? id);
            return (
              <Group key={id} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {number}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={fillText(T.removeNumber, { number })}
                  onClick={() => onChange(value.filter((v) => v !== id))}
                >
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
