import { useDebouncedValue } from '@mantine/hooks';
import { CONTACT_SEARCH_DEBOUNCE_MS, CONTACT_SEARCH_MIN_CHARACTERS } from '@parley/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { phoneSearchQuery } from '../api/contacts';

/** What a person typed, as the search sends it: the number's characters only ("(312) 55" → "31255"). */
export const phoneFragment = (typed: string) => typed.replace(/[^\d+]/g, '');

/**
 * The phone search of doc 001 §4, §9: it waits 500 ms after the last key and runs only from 5
 * characters on; below that there is nothing to search (`active` false).
 */
export function usePhoneSearch(typed: string) {
  const [settled] = useDebouncedValue(phoneFragment(typed), CONTACT_SEARCH_DEBOUNCE_MS);
  const active = settled.length >= CONTACT_SEARCH_MIN_CHARACTERS;
  const query = useQuery({
    ...phoneSearchQuery(settled),
    enabled: active,
    // the old results stay while the next ones load, so the list does not flash empty
    placeholderData: keepPreviousData,
  });
  return { active, fragment: settled, query };
}
